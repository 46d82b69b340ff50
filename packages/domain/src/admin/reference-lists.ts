import * as v from 'valibot';
import { centreTypes } from '../centre/codes.ts';
import { CentreWebsiteSchema } from '../centre/schemas.ts';
import { examTypes } from '../exam/codes.ts';
import { referenceLinkKinds } from '../link/codes.ts';
import { EmailSchema } from '../shared/email.ts';
import { boundedText, firstIssueOnly, PageSchema, requiredText, TEXT_LIMITS } from '../shared/limits.ts';

/*
 * Issue #25: the reference lists the patient screens use (affiliated centres, the investigation
 * catalogue, the vaccine catalogue, the reference links), as the admin edits them. An entry is
 * never deleted: it is disabled (`attivo` false), and patients are no longer offered it.
 */

/** A text that may be empty or absent (''), at most `max` characters. */
const optionalField = (max: number) => v.optional(firstIssueOnly(boundedText(max)), '');

/** Admin: the search and page of a reference list (POST /api/admin/{list}). */
export const ReferenceSearchSchema = v.object({
  /** Part of the entry's name (or code); empty lists everything. */
  search: v.optional(boundedText(TEXT_LIMITS.search), ''),
  /** Page, from 1. */
  page: PageSchema,
});

/** Admin: disable (false) or enable (true) an entry of a reference list. */
export const ReferenceStateSchema = v.object({
  /** Whether patients are offered the entry. */
  attivo: v.boolean('required'),
});

/** Admin: an affiliated centre as added or edited (spec 001 section 3 "Care centre"). */
export const CentreSaveSchema = v.object({
  /** 1 specialist studios, 2 radiology studios, 3 analysis laboratories. */
  tipo: v.picklist(centreTypes, 'option_invalid'),
  /** Name, unique. */
  centro_nome: requiredText(TEXT_LIMITS.name),
  /** Address. */
  centro_indirizzo: requiredText(TEXT_LIMITS.address),
  /** Phone. */
  telefono: optionalField(TEXT_LIMITS.phone),
  /** Where a patient's e-mail to the centre goes (never shown to patients). */
  email: EmailSchema,
  /** Title shown on the centre's card. */
  titolo: optionalField(TEXT_LIMITS.short),
  /** Subtitle shown on the centre's card. */
  sottotitolo: optionalField(TEXT_LIMITS.short),
  /** Text shown on the centre's card. */
  testo: optionalField(TEXT_LIMITS.comment),
  /** '' or an http(s) address; any other scheme is refused with 'url_invalid'. */
  sito_web: CentreWebsiteSchema,
});
export type CentreSave = v.InferOutput<typeof CentreSaveSchema>;

/** Admin: an investigation of the catalogue as added or edited. */
export const InvestigationSaveSchema = v.object({
  /** One of the four exam types. */
  tipologia: v.picklist(examTypes, 'option_invalid'),
  /** Nomenclator code, or ''. */
  codice: optionalField(TEXT_LIMITS.code),
  /** The name a patient reads on a prescription, unique. */
  descrizione: requiredText(TEXT_LIMITS.short),
});
export type InvestigationSave = v.InferOutput<typeof InvestigationSaveSchema>;

/** Admin: a vaccine of the catalogue as added or edited (its id, the AIC code, is fixed once added). */
export const VaccineSaveSchema = v.object({
  /** Trade name. */
  descrizione_breve: requiredText(TEXT_LIMITS.short),
  /** ATC code. */
  codice_atc: optionalField(TEXT_LIMITS.code),
  /** Antigens, separated by '|'. */
  antigeni: optionalField(TEXT_LIMITS.short),
  /** Kind of vaccine. */
  tipo: optionalField(TEXT_LIMITS.short),
  /** Marketing authorisation holder. */
  titolare: optionalField(TEXT_LIMITS.short),
  /** AIC codes of the packs, separated by ';'. */
  aic_confezioni: optionalField(TEXT_LIMITS.comment),
});
export type VaccineSave = v.InferOutput<typeof VaccineSaveSchema>;

/** A vaccine's id: its AIC code, digits only (at most TEXT_LIMITS.code). */
const vaccineIdSchema = firstIssueOnly(
  v.pipe(requiredText(TEXT_LIMITS.code), v.regex(/^[0-9]+$/, 'invalid_type')),
);

/** Admin: a new vaccine, with its id. */
export const VaccineCreateSchema = v.object({
  /** The AIC code that identifies the product. */
  id_vaccino: vaccineIdSchema,
  ...VaccineSaveSchema.entries,
});

/** Admin: a reference link as added or edited (spec 001 section 3 "Reference link"). */
export const ReferenceLinkSaveSchema = v.object({
  /** The list it belongs to. */
  tipo: v.picklist(referenceLinkKinds, 'option_invalid'),
  /** Name. */
  link_name: requiredText(TEXT_LIMITS.name),
  /** Seat (e.g. a hospital's site). */
  link_sede: optionalField(TEXT_LIMITS.address),
  /** City. */
  link_city: optionalField(TEXT_LIMITS.city),
  /** Information. */
  link_informazioni: optionalField(TEXT_LIMITS.comment),
  /** Address, http(s) only, or '' when the institution has none. */
  link_url: v.optional(CentreWebsiteSchema, ''),
});
export type ReferenceLinkSave = v.InferOutput<typeof ReferenceLinkSaveSchema>;

/** One page of a reference list as the admin sees it. */
function pageOf<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({
    data: v.object({
      /** Entries of the page, by name. */
      items: v.array(item),
      /** Entries matching the search. */
      total: v.number(),
      /** This page, from 1. */
      page: v.number(),
      /** Entries per page. */
      pageSize: v.number(),
    }),
  });
}

/** An affiliated centre as the admin sees it (with its e-mail and state). */
const AdminCentreItemSchema = v.object({
  /** Centre id. */
  id: v.number(),
  /** 1 specialist studios, 2 radiology studios, 3 analysis laboratories. */
  tipo: v.picklist(centreTypes),
  /** Name. */
  centro_nome: v.string(),
  /** Address. */
  centro_indirizzo: v.string(),
  /** Phone. */
  telefono: v.string(),
  /** Where a patient's e-mail to the centre goes, or ''. */
  email: v.string(),
  /** Title shown on the centre's card. */
  titolo: v.string(),
  /** Subtitle shown on the centre's card. */
  sottotitolo: v.string(),
  /** Text shown on the centre's card. */
  testo: v.string(),
  /** '' or an http(s) address. */
  sito_web: v.string(),
  /** Whether patients are offered it. */
  attivo: v.boolean(),
});
export type AdminCentreItem = v.InferOutput<typeof AdminCentreItemSchema>;

/** POST /api/admin/centri: one page of affiliated centres. */
export const AdminCentreListAnswerSchema = pageOf(AdminCentreItemSchema);

/** An add, edit or state change of a centre: the centre as saved. */
export const AdminCentreAnswerSchema = v.object({
  /** The centre. */
  data: AdminCentreItemSchema,
});

/** An investigation of the catalogue as the admin sees it. */
const AdminInvestigationItemSchema = v.object({
  /** Investigation id. */
  id: v.number(),
  /** Exam type. */
  tipologia: v.string(),
  /** Nomenclator code, or ''. */
  codice: v.string(),
  /** Name. */
  descrizione: v.string(),
  /** Whether patients are offered it. */
  attivo: v.boolean(),
});
export type AdminInvestigationItem = v.InferOutput<typeof AdminInvestigationItemSchema>;

/** POST /api/admin/indagini: one page of the investigation catalogue. */
export const AdminInvestigationListAnswerSchema = pageOf(AdminInvestigationItemSchema);

/** An add, edit or state change of an investigation: the investigation as saved. */
export const AdminInvestigationAnswerSchema = v.object({
  /** The investigation. */
  data: AdminInvestigationItemSchema,
});

/** A vaccine of the catalogue as the admin sees it. */
const AdminVaccineItemSchema = v.object({
  /** AIC code. */
  id_vaccino: v.string(),
  /** Trade name. */
  descrizione_breve: v.string(),
  /** ATC code. */
  codice_atc: v.string(),
  /** Antigens. */
  antigeni: v.string(),
  /** Kind. */
  tipo: v.string(),
  /** Holder. */
  titolare: v.string(),
  /** AIC codes of the packs. */
  aic_confezioni: v.string(),
  /** Whether patients are offered it. */
  attivo: v.boolean(),
});
export type AdminVaccineItem = v.InferOutput<typeof AdminVaccineItemSchema>;

/** POST /api/admin/vaccini: one page of the vaccine catalogue. */
export const AdminVaccineListAnswerSchema = pageOf(AdminVaccineItemSchema);

/** An add, edit or state change of a vaccine: the vaccine as saved. */
export const AdminVaccineAnswerSchema = v.object({
  /** The vaccine. */
  data: AdminVaccineItemSchema,
});

/** A reference link as the admin sees it. */
const AdminReferenceLinkItemSchema = v.object({
  /** Link id. */
  id: v.number(),
  /** List kind. */
  tipo: v.string(),
  /** Name. */
  link_name: v.string(),
  /** Seat. */
  link_sede: v.string(),
  /** City. */
  link_city: v.string(),
  /** Information. */
  link_informazioni: v.string(),
  /** Address. */
  link_url: v.string(),
  /** Whether patients are offered it. */
  attivo: v.boolean(),
});
export type AdminReferenceLinkItem = v.InferOutput<typeof AdminReferenceLinkItemSchema>;

/** POST /api/admin/linkRiferimento: one page of reference links. */
export const AdminReferenceLinkListAnswerSchema = pageOf(AdminReferenceLinkItemSchema);

/** An add, edit or state change of a reference link: the link as saved. */
export const AdminReferenceLinkAnswerSchema = v.object({
  /** The link. */
  data: AdminReferenceLinkItemSchema,
});
