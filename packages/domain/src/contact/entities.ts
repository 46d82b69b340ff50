import type { VisibilityLevel } from '../doctor/codes.ts';
import type { ConfidentialityLevel } from '../shared/confidentiality.ts';
import type { ContactType } from './codes.ts';

/** An emergency or other contact. */
export interface Contact {
  /** Contact id; 0 when new. */
  id_contatto: number;
  /** Patient id. */
  id_paziente: number;
  /** Id of the author (always the patient). */
  author_id: number;
  /** 10 emergency, 0 other, -1 deleted. */
  id_contatto_tipologia: ContactType;
  /** Full name, capitalised per word. */
  contatto_nominativo: string;
  /** Phone number. */
  contatto_telefono: string;
  /** Confidentiality level. */
  id_livello_confidenzialita: ConfidentialityLevel;
  /** Visibility: 1 Totale, 2 Minima, 3 Parziale; null when not specified. */
  visibility: VisibilityLevel | null;
  /** Display name of the type. */
  tipologia_nome?: string;
}
