import type { PersonalLinkAction } from './codes.ts';

/** A personal link. */
export interface PersonalLink {
  /** Link id. */
  linkid: number;
  /** Patient id. */
  id_paziente: number;
  /** Name. */
  name: string;
  /** URL. */
  link: string;
  /** Description. */
  descrizione: string;
  /** Save action: update (also create) or delete. */
  status?: PersonalLinkAction;
}
