import {
  actionLabels,
  CentreMailSchema,
  failureMessages,
  successMessages,
  TEXT_LIMITS,
} from '@cartella/domain';
import { FormModal } from '@cartella/ui/form-modal';
import { TextArea } from '@cartella/ui/text-area';
import { TextField } from '@cartella/ui/text-field';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { domainText } from '../../../lib/i18n.ts';
import { useFormSave } from '../../../lib/use-form-save.ts';
import { type CentreMailBody, useSendCentreMailMutation } from '../api/centres.ts';
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
  const toast = useToast();
  const send = useSendCentreMailMutation(centre.id);
  const [topic, setTopic] = useState('');
  const [text, setText] = useState('');
  const { errors, submit } = useFormSave({
    schema: CentreMailSchema,
    save: (body: CentreMailBody) => send.mutateAsync(body),
    feedback: {
      saved: successMessages.mailSent,
      failed: failureMessages.genericError,
      failureText: 'server',
    },
    toast,
  });

  return (
    <FormModal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t`Scrivi al centro`}
      confirmLabel={domainText(actionLabels.send)}
      cancelLabel={domainText(actionLabels.cancel)}
      size="lg"
      onSubmit={() => submit({ topic: topic.trim(), text })}
    >
      <TextField label={t`A`} value={centre.centro_nome} readOnly />
      <TextField
        label={t`Da`}
        value={senderEmail}
        readOnly
        description={t`Il centro risponde a questo indirizzo.`}
      />
      <TextField
        label={t`Oggetto`}
        value={topic}
        onChange={(event) => setTopic(event.target.value)}
        maxLength={TEXT_LIMITS.short}
        error={errors.topic}
      />
      <TextArea
        label={t`Testo`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={TEXT_LIMITS.clinical}
        rows={8}
        error={errors.text}
      />
    </FormModal>
  );
}
