import { failureMessages, successMessages } from '@cartella/domain';
import { FormModal, type FormModalProps } from '@cartella/ui/form-modal';
import { useLingui } from '@lingui/react/macro';
import type { SaveFeedback } from './save-feedback.ts';

// What the add and edit forms share: their dialog and the feedback of most saves. Apart from
// save-feedback.ts and use-form-save.ts, which the login form uses: it announces nothing, so its
// page does not load the notices. No question comes before a save (issue #37: the spec's 'Sei
// sicuro di salvare i dati?' is not asked, the success message says it was saved;
// docs/spec-deviations/domain.md).

export interface SaveFormModalProps
  extends Omit<
    FormModalProps,
    'open' | 'defaultOpen' | 'onOpenChange' | 'onResult' | 'confirmLabel' | 'cancelLabel'
  > {
  /** Called once the dialog closed: saved, or cancelled. */
  onClose: () => void;
}

/**
 * The add or edit dialog of a form, open while it is shown: Salva submits it (and it stays open
 * with what was typed when the save is refused), Annulla closes it.
 */
export function SaveFormModal({ onClose, ...props }: SaveFormModalProps) {
  const { t } = useLingui();
  return (
    <FormModal open onResult={() => onClose()} confirmLabel={t`Salva`} cancelLabel={t`Annulla`} {...props} />
  );
}

/** The feedback of most forms: the data-saved notice after a save, else the server's message. */
export const dataSavedFeedback: SaveFeedback = {
  saved: successMessages.dataSaved,
  failed: failureMessages.genericError,
  failureText: 'server',
};
