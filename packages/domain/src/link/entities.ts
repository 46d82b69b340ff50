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

/** A reference link. */
export interface ReferenceLink {
  /** Name. */
  link_name: string;
  /** Seat (institution or address). */
  link_sede: string;
  /** City. */
  link_city: string;
  /** Information (usually the URL). */
  link_informazioni: string;
}
