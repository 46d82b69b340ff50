import * as v from 'valibot';

/* A file of its own: the patient record's answer carries consents, and its page loads only this. */

/** A consent row as the API answers it (spec 001 section 3 "Consent row"). */
export const ConsentAnswerSchema = v.object({
  /** Treatment (processing purpose) id. */
  Id_Trattamento: v.number(),
  /** Id of the stored consent, or null while the person has never set this one. */
  Id_Consenso_P: v.nullable(v.number()),
  /** Given (true) or refused (false). */
  Consenso: v.boolean(),
  /** When it was last set (ISO 8601), or null if never. */
  data_consenso: v.nullable(v.string()),
  /** The treatment, in the language of the request. */
  trattamento: v.object({
    /** Name. */
    Nome_T: v.string(),
    /** Purpose. */
    Finalita_T: v.string(),
    /** Privacy notice of this treatment. */
    Informativa: v.string(),
  }),
});
