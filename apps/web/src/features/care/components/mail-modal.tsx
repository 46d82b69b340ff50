import {
  type AssociatedDoctorAnswer,
  actionLabels,
  failureMessages,
  MailSchema,
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
import { type MailBody, useSendMailMutation } from '../api/doctors.ts';

/**
 * The mail modal (spec 000 section 2 "Doctors"): To and From read-only, subject and text, Annulla
 * and Inviare. The server sends from its own address with the patient's in Reply-To.
 */
export function MailModal({
  patientId,
  doctor,
  sender,
  onClose,
}: {
  patientId: number;
  doctor: AssociatedDoctorAnswer;
  /** The signed-in patient: name and account e-mail. */
  sender: { name: string; email: string };
  onClose: () => void;
}) {
  const { t } = useLingui();
  const toast = useToast();
  const send = useSendMailMutation(patientId);
  const [topic, setTopic] = useState('');
  const [text, setText] = useState('');
  const { errors, submit } = useFormSave({
    schema: MailSchema,
    save: (body: MailBody) => send.mutateAsync(body),
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
      title={t`Scrivi al dottore`}
      confirmLabel={domainText(actionLabels.send)}
      cancelLabel={domainText(actionLabels.cancel)}
      size="lg"
      onSubmit={() =>
        submit({
          topic: topic.trim(),
          text,
          from: sender.email,
          to: doctor.email,
          name: sender.name,
          recName: doctor.care_provider.fullname,
        })
      }
    >
      <TextField label={t`A`} value={`${doctor.care_provider.fullname} <${doctor.email}>`} readOnly />
      <TextField
        label={t`Da`}
        value={sender.email}
        readOnly
        description={t`Il dottore risponde a questo indirizzo.`}
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
