import { CentreMailSchema } from '@cartella/domain';
import { useLingui } from '@lingui/react/macro';
import { MailFormModal } from '../../../lib/mail-form-modal.tsx';
import { useSendCentreMailMutation } from '../api/centres.ts';
import type { CentreItem } from './centre-lists.tsx';

/**
 * The e-mail modal of the affiliated centres page (spec 001 section 2: to, from, subject, text).
 * "To" is the centre's name only: the server holds its address and sends there, with the
 * patient's account address in Reply-To.
 */
export function CentreMailModal({
  centre,
  senderEmail,
  onClose,
}: {
  centre: CentreItem;
  senderEmail: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const send = useSendCentreMailMutation(centre.id);
  return (
    <MailFormModal
      title={t`Scrivi al centro`}
      to={centre.centro_nome}
      from={senderEmail}
      fromNote={t`Il centro risponde a questo indirizzo.`}
      schema={CentreMailSchema}
      bodyOf={(topic, text) => ({ topic, text })}
      send={(body) => send.mutateAsync(body)}
      onClose={onClose}
    />
  );
}
