import * as v from 'valibot';
import { interactionSeverities } from './interactions.ts';

/** A drug of the search (spec 000 section 3 "Drug"). */
const DrugAnswerSchema = v.object({
  /** The drug's code (AIC). */
  id_farmaco_codifa: v.string(),
  /** Short description: name, strength and form. */
  descrizione_breve: v.string(),
  /** Route of administration. */
  somministrazione: v.string(),
  /** Active ingredient. */
  principio_attivo: v.string(),
  /** ATC code. */
  codice_atc: v.string(),
});
export type DrugOption = v.InferOutput<typeof DrugAnswerSchema>;

/** The answer of POST /api/farmacifilter: one page of drugs. */
export const DrugSearchAnswerSchema = v.object({
  /** The drugs of the page, best match first. */
  data: v.array(DrugAnswerSchema),
  /** How many drugs match in all. */
  total: v.number(),
  /** The page, from 1. */
  page: v.number(),
  /** Drugs per page. */
  pageSize: v.number(),
});

/** One severity level of a thesaurus record with its conditions (French, ANSM wording kept verbatim). */
const InteractionLevelSchema = v.object({
  /** Severity code. */
  codice: v.picklist(interactionSeverities),
  /** Conditions, in French. */
  condizioni_fr: v.string(),
});

/** Italian and English names of a thesaurus entity (the project's translation, not ANSM's). */
const InteractionNamesSchema = v.object({
  /** Italian name. */
  it: v.string(),
  /** English name. */
  en: v.string(),
});

/** The answer of GET /api/checkInterazioniFarmaco/{id}: the new drug against the ongoing therapies. */
export const InteractionCheckAnswerSchema = v.object({
  /** Whether any pair interacts. */
  esito: v.boolean(),
  /** The highest severity found, or null. */
  livello_massimo: v.nullable(v.picklist(interactionSeverities)),
  /** One entry per interacting pair. */
  messaggiInterazioni: v.array(
    v.object({
      /** Thesaurus record id. */
      id: v.string(),
      /** The ongoing drug. */
      farmaco_in_corso: v.string(),
      /** The drug it interacts with. */
      interazione_con: v.string(),
      /** Highest level of the record. */
      livello: v.picklist(interactionSeverities),
      /** Every level with its conditions. */
      livelli: v.array(InteractionLevelSchema),
      /** Risk or mechanism (French). */
      rischio_fr: v.string(),
      /** Thesaurus name of the new drug's side (French). */
      entita_nuovo: v.string(),
      /** Thesaurus name of the ongoing drug's side (French). */
      entita_in_corso: v.string(),
      /** The new drug's side in Italian and English. */
      nomi_nuovo: InteractionNamesSchema,
      /** The ongoing drug's side in Italian and English. */
      nomi_in_corso: InteractionNamesSchema,
    }),
  ),
});

/** The answer of GET /api/farmacoDetails/{id}: a drug's sheet. */
export const DrugDetailsAnswerSchema = v.object({
  data: v.object({
    ...DrugAnswerSchema.entries,
    /** Package description. */
    confezione: v.string(),
    /** Equivalence group. */
    gruppo: v.string(),
    /** The ATC path, from the anatomical group down. */
    atc: v.array(
      v.object({
        /** ATC code of the level. */
        codice_atc: v.string(),
        /** 1 (anatomical group) to 5 (substance). */
        livello: v.number(),
        /** AIFA's Italian description. */
        descrizione_it: v.string(),
        /** The name in the request's language (the Italian description where no English one exists). */
        descrizione: v.string(),
      }),
    ),
    /** Equivalent drugs. */
    equivalenti: v.array(v.object({ id_farmaco_codifa: v.string(), descrizione_breve: v.string() })),
    /** The interactions the thesaurus lists for the drug's substances. */
    interazioni: v.array(
      v.object({
        /** Thesaurus record id. */
        id: v.string(),
        /** The drug's substance. */
        sostanza: v.string(),
        /** What it interacts with. */
        interazione_con: v.string(),
        /** The drug's side in Italian and English. */
        nomi_sostanza: InteractionNamesSchema,
        /** The other side in Italian and English. */
        nomi_interazione_con: InteractionNamesSchema,
        /** Highest level of the record. */
        livello: v.picklist(interactionSeverities),
        /** Every level with its conditions. */
        livelli: v.array(InteractionLevelSchema),
        /** Risk or mechanism (French). */
        rischio_fr: v.string(),
      }),
    ),
  }),
});
export type DrugDetails = v.InferOutput<typeof DrugDetailsAnswerSchema>['data'];
