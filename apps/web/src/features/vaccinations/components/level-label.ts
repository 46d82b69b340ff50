import { confidentialityLabels, readConfidentialityLevel } from '@cartella/domain';
import { domainText } from '../../../lib/i18n.ts';

/** A confidentiality level in the patient's language; the stored (Italian) text for an unknown one. */
export function levelLabel(level: {
  id_livello_confidenzialita: number;
  confidenzialita_descrizione: string;
}) {
  const known = readConfidentialityLevel(level.id_livello_confidenzialita);
  return known === undefined ? level.confidenzialita_descrizione : domainText(confidentialityLabels[known]);
}
