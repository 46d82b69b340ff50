import {
  type ConfidentialityLevel,
  confidentialityLabels,
  confidentialityLevels,
  readConfidentialityLevel,
} from '@cartella/domain';
import { ConfidentialityDialog } from '@cartella/ui/confidentiality-dialog';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from './api-client.ts';
import { domainText } from './i18n.ts';

/** A confidentiality level as the record lists it (spec 000 section 6: a server list). */
export interface LevelChoice {
  id_livello_confidenzialita: number;
  confidenzialita_descrizione: string;
}

/**
 * A level's name in the patient's language: the server describes the spec's six levels in
 * Italian, so a known level shows its translated name and only an unknown one the server's text.
 */
export function levelLabel(level: LevelChoice) {
  const known = readConfidentialityLevel(level.id_livello_confidenzialita);
  return known === undefined ? level.confidenzialita_descrizione : domainText(confidentialityLabels[known]);
}

/** Options for a lock dialog or a form's select: the server's list, else the spec's six levels. */
export function confidentialityOptions(levels?: readonly LevelChoice[]) {
  if (levels && levels.length > 0) {
    return levels.map((level) => ({
      value: String(level.id_livello_confidenzialita),
      label: levelLabel(level),
    }));
  }
  return confidentialityLevels.map((level) => ({
    value: String(level),
    label: domainText(confidentialityLabels[level]),
  }));
}

export interface RecordLockDialogProps {
  /** The record's list of levels; the spec's six when absent. */
  levels?: readonly LevelChoice[];
  /** The record's current level, preselected (an unknown stored value preselects nothing). */
  value: number;
  /** Saves the chosen level; rejects (an ApiError) when the server refuses. */
  onSave: (level: ConfidentialityLevel) => Promise<unknown>;
  onClose: () => void;
  /** The area's success message (spec part 1 section 8). */
  success: string;
  /** The area's failure message, shown when the server gives none. */
  failure: string;
}

/**
 * The lock action of every list: choose the record's confidentiality level, with a short
 * explanation of the levels; saves, announces the outcome and stays open on a refusal.
 */
export function RecordLockDialog({
  levels,
  value,
  onSave,
  onClose,
  success,
  failure,
}: RecordLockDialogProps) {
  const { t } = useLingui();
  const toast = useToast();
  return (
    <ConfidentialityDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t`Confidenzialità`}
      description={t`Il livello dice quanto è delicato questo dato: da 1, Nessuna Restrizione (lo puoi mostrare a chiunque ti curi), a 6, Strettamente riservato (solo per chi scegli tu). Ai dottori associati assegni un livello dello stesso tipo nella pagina Dottori.`}
      levelsLabel={t`Livello di confidenzialità`}
      levels={confidentialityOptions(levels)}
      value={String(value)}
      confirmLabel={t`Salva`}
      cancelLabel={t`Annulla`}
      onConfirm={async (chosen) => {
        const level = readConfidentialityLevel(chosen);
        if (level === undefined) return false;
        try {
          await onSave(level);
          toast.show({ variant: 'success', title: success });
          return true;
        } catch (error) {
          toast.show({ variant: 'error', title: error instanceof ApiError ? error.message : failure });
          return false;
        }
      }}
    />
  );
}
