import * as v from 'valibot';

/** A personal link as the API answers it (spec 001 section 3 "Personal link"). */
export const PersonalLinkAnswerItemSchema = v.object({
  /** Link id. */
  linkid: v.number(),
  /** Patient id. */
  id_paziente: v.number(),
  /** Name. */
  name: v.string(),
  /** URL (http or https). */
  link: v.string(),
  /** Description. */
  descrizione: v.string(),
});
export type PersonalLinkItem = v.InferOutput<typeof PersonalLinkAnswerItemSchema>;

/** The answer of GET /api/getLinkPersonale/{id}: the patient's personal links, by name. */
export const PersonalLinkListAnswerSchema = v.object({
  /** The links. */
  data: v.array(PersonalLinkAnswerItemSchema),
});

/** The answer of POST /api/linkPersonale: the saved link, or the deleted one's id. */
export const PersonalLinkSaveAnswerSchema = v.object({
  data: v.union([
    PersonalLinkAnswerItemSchema,
    v.object({
      /** Id of the deleted link. */
      linkid: v.number(),
      /** Always true. */
      deleted: v.literal(true),
    }),
  ]),
});

/** A reference link (spec 001 section 3 "Reference link"). */
const ReferenceLinkAnswerItemSchema = v.object({
  /** Name. */
  link_name: v.string(),
  /** Seat: the institution, publisher or street address. */
  link_sede: v.string(),
  /** City. */
  link_city: v.string(),
  /** Description. */
  link_informazioni: v.string(),
  /** The institution's web site (http or https); empty when the source has none. Cartella addition. */
  link_url: v.string(),
});
export type ReferenceLinkItem = v.InferOutput<typeof ReferenceLinkAnswerItemSchema>;

/** The answer of GET /api/altroLink/{kind}: one reference list, by name. */
export const ReferenceLinkListAnswerSchema = v.object({
  /** The links. */
  data: v.array(ReferenceLinkAnswerItemSchema),
});
