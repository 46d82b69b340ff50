import * as v from 'valibot';
import { label } from '../shared/codes.ts';
import { boundedText, firstIssueOnly, requiredText, TEXT_LIMITS } from '../shared/limits.ts';
import type { Message } from '../shared/messages.ts';
import type { DiagnosisType } from './codes.ts';

/**
 * What an allergy or intolerance is to (issue #16, beyond the spec): an ATC class or substance
 * (the ATC code), an active ingredient (its name), a drug pack (the AIC) or free text.
 */
export const allergyTargetKinds = ['atc', 'principio_attivo', 'farmaco', 'testo'] as const;
export type AllergyTargetKind = (typeof allergyTargetKinds)[number];

export const allergyTargetKindLabels = {
  atc: label('code.allergy_target.atc', 'Classe ATC', 'ATC class'),
  principio_attivo: label('code.allergy_target.ingredient', 'Principio attivo', 'Active ingredient'),
  farmaco: label('code.allergy_target.drug', 'Farmaco', 'Drug'),
  testo: label('code.allergy_target.text', 'Testo libero', 'Free text'),
} as const satisfies Record<AllergyTargetKind, Message>;

/** Only allergies and intolerances name a target. */
export function takesAllergyTarget(type: DiagnosisType | ''): boolean {
  return type === 'Allergia' || type === 'Intolleranza';
}

/** Searches of the target list start at this many characters. */
export const ALLERGY_TARGET_SEARCH_MIN_LENGTH = 3;

/** The target sent with a diagnosis: its kind and code (the server finds the description). */
export const AllergyTargetSchema = v.object({
  /** atc, principio_attivo, farmaco or testo. */
  tipo_bersaglio: v.picklist(allergyTargetKinds, 'option_invalid'),
  /** The ATC code, the active ingredient, the AIC or the free text. */
  codice: requiredText(TEXT_LIMITS.short),
});

/** The body of POST /api/bersagliAllergia: the text typed. */
export const AllergyTargetSearchSchema = v.object({
  /** At least 3 characters. */
  search: firstIssueOnly(
    v.pipe(
      boundedText(TEXT_LIMITS.search, 'required'),
      v.check((text) => text.trim().length >= ALLERGY_TARGET_SEARCH_MIN_LENGTH, 'invalid_type'),
    ),
  ),
});

/** A target as the API answers it. */
export const AllergyTargetAnswerSchema = v.object({
  /** atc, principio_attivo, farmaco or testo. */
  tipo_bersaglio: v.picklist(allergyTargetKinds),
  /** The ATC code, the active ingredient, the AIC or the text. */
  codice: v.string(),
  /** What the patient reads. */
  descrizione: v.string(),
});

/**
 * The answer of POST /api/bersagliAllergia: at most 15 matches; first what a common name or brand
 * the text names stands for (its ingredient, ATC substance and ATC class, issue #37), then classes,
 * ingredients and drugs whose own names match.
 */
export const AllergyTargetSearchAnswerSchema = v.object({
  /** The matches. */
  data: v.array(
    v.object({
      ...AllergyTargetAnswerSchema.entries,
      /** The common name or brand the text named ("Aspirina"), when the match came through it. */
      nome_comune: v.optional(v.string()),
    }),
  ),
});

/** The answer of GET /api/allergieFarmaco/{id}/{drug}: the allergies the drug matches. */
export const AllergyCheckAnswerSchema = v.object({
  /** The patient's allergies and intolerances (confirmed or suspected) the drug matches. */
  data: v.array(
    v.object({
      /** Diagnosis id. */
      id_diagnosi: v.number(),
      /** Allergia or Intolleranza. */
      tipo_diagnosi: v.string(),
      /** The allergy's text. */
      diagnosi_patologia: v.string(),
      /** What it is to. */
      bersaglio: AllergyTargetAnswerSchema,
    }),
  ),
});

/** The drug columns an allergy is matched against. */
export interface DrugForAllergy {
  /** AIC. */
  id_farmaco_codifa: string;
  /** Level-5 ATC code. */
  codice_atc: string;
  /** Active ingredient(s), as AIFA writes them ("AMOXICILLINA/ACIDO CLAVULANICO"). */
  principio_attivo: string;
  /** Drug name. */
  descrizione_breve: string;
}

/**
 * Whether a drug matches what an allergy is to: an ATC class or substance covers every code under
 * it (J01C covers J01CA04, amoxicillin); an active ingredient matches a drug that contains it, alone
 * or combined; a drug matches its own AIC; free text (3 characters or more) matches a drug whose
 * name or ingredient contains it, case and accents aside.
 */
export function allergyMatchesDrug(
  target: { tipo_bersaglio: AllergyTargetKind; codice: string },
  drug: DrugForAllergy,
): boolean {
  const code = fold(target.codice);
  if (code.length === 0) return false;
  switch (target.tipo_bersaglio) {
    case 'atc':
      return fold(drug.codice_atc).startsWith(code);
    case 'principio_attivo':
      return fold(drug.principio_attivo).includes(code);
    case 'farmaco':
      return drug.id_farmaco_codifa === target.codice.trim();
    case 'testo':
      return (
        code.length >= ALLERGY_TARGET_SEARCH_MIN_LENGTH &&
        (fold(drug.principio_attivo).includes(code) || fold(drug.descrizione_breve).includes(code))
      );
  }
}

/** Lower case without accents, so 'Penicillina' and 'PENICILLINA' compare equal. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}
