/** A drug from the drug search. */
export interface Drug {
  /** Drug code. */
  id_farmaco_codifa: string;
  /** Short description (name, strength, form). */
  descrizione_breve: string;
  /** Route of administration. */
  somministrazione: string;
}

/** One pair of the interaction check (GET /api/checkInterazioniFarmaco/{id}). */
export interface DrugInteraction {
  /** The ongoing drug. */
  farmaco_in_corso: string;
  /** The drug it interacts with. */
  interazione_con: string;
}

/** Result of the interaction check. */
export interface InteractionCheckResult {
  /** Outcome flag of the check. */
  esito: boolean;
  /** Interacting pairs. */
  messaggiInterazioni: DrugInteraction[];
}
