/** One pair of the interaction check (GET /api/checkInterazioniFarmaco/{id}). */
export interface DrugInteraction {
  /** The ongoing drug. */
  farmaco_in_corso: string;
  /** The drug it interacts with. */
  interazione_con: string;
}
