import { actionLabels, type Patient } from '@cartella/domain';
import { FormModal, type FormModalProps } from '@cartella/ui/form-modal';
import { domainText } from '../../../lib/i18n.ts';

/** What the record page hands the edit modal of one of its sections: the whole record, and its open state. */
export interface RecordSectionModalProps {
  patient: Patient;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** An edit modal of the patient record, whose buttons say Salva and Annulla in the spec's words. */
export function RecordFormModal(props: Omit<FormModalProps, 'confirmLabel' | 'cancelLabel'>) {
  return (
    <FormModal
      confirmLabel={domainText(actionLabels.save)}
      cancelLabel={domainText(actionLabels.cancel)}
      {...props}
    />
  );
}
