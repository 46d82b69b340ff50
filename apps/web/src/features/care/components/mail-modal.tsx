import { type AssociatedDoctorAnswer, MailSchema } from '@cartella/domain';
import { useLingui } from '@lingui/react/macro';
import { MailFormModal } from '../../../lib/mail-form-modal.tsx';
import { useSendMailMutation } from '../api/doctors.ts';

/**
 * The mail modal (spec 000 section 2 "Doctors"): to one of the patient's doctors, whose address the
 * server checks against the patient's associations.
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
  const send = useSendMailMutation(patientId);
  return (
    <MailFormModal
      title={t`Scrivi al dottore`}
      to={`${doctor.care_provider.fullname} <${doctor.email}>`}
      from={sender.email}
      fromNote={t`Il dottore risponde a questo indirizzo.`}
      schema={MailSchema}
      bodyOf={(topic, text) => ({
        topic,
        text,
        from: sender.email,
        to: doctor.email,
        name: sender.name,
        recName: doctor.care_provider.fullname,
      })}
      send={(body) => send.mutateAsync(body)}
      onClose={onClose}
    />
  );
}
