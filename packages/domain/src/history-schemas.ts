import * as v from 'valibot';
import {
  alcoholTypes,
  babySexes,
  birthTimings,
  birthTypes,
  bowelHabits,
  developmentOutcomes,
  diagnosisStates,
  diagnosisTypes,
  drugTypes,
  eatingHabits,
  educationLevels,
  feedingTypes,
  menopauseTypes,
  menstrualCycles,
  physicalActivityLevels,
  pregnancyOutcomes,
  recallNumbers,
  urinationHabits,
  yesNoAnswers,
} from './codes.ts';
import { MENARCHE_AGE_RANGE, PREGNANCY_MAX_MONTHS, PREGNANCY_MIN_AGE_YEARS } from './constants.ts';
import {
  boundedText,
  firstIssueOnly,
  NewOrIdSchema,
  optionalText,
  requiredText,
  TEXT_LIMITS,
} from './limits.ts';
import type { IssueCode } from './messages.ts';
import {
  ConfidentialitySchema,
  monthsBetween,
  notAfterToday,
  numberInRange,
  optionalIsoDate,
  requiredIsoDate,
  requiredPastDate,
  type TodayOptions,
} from './rules.ts';

/**
 * Diagnoses, visits, vaccinations, pregnancies and anamnesis (spec 001, section 5).
 */

/**
 * Diagnosis add and edit (spec 001, section 5): type, text and doctor required, the same on
 * edit. The doctor is an associated doctor's name or, after 'Nuovo Careprovider..', free text;
 * either way the form submits the name in `careprovider`.
 */
export const DiagnosisSchema = v.object({
  /** Diagnosis id; 0 when new. */
  id_diagnosi: NewOrIdSchema,
  /** Group. */
  diagnosi_stato: v.picklist(diagnosisStates, 'option_invalid'),
  /** Type. */
  tipo_diagnosi: v.picklist(diagnosisTypes, 'required'),
  /** Diagnosis text. */
  diagnosi_patologia: requiredText(TEXT_LIMITS.comment),
  /** Doctor's name. */
  careprovider: requiredText(TEXT_LIMITS.name),
  /** Confidentiality level. */
  id_livello_confidenzialita: ConfidentialitySchema,
});
export type DiagnosisInput = v.InferInput<typeof DiagnosisSchema>;

/** Visit add and edit (spec 001, section 5): reason, observations and conclusions required. */
export const VisitSchema = v.object({
  /** Visit id; 0 when new. */
  id_visita: NewOrIdSchema,
  /** Visit date. */
  visita_data: requiredIsoDate(),
  /** Reason. */
  visita_motivazione: requiredText(TEXT_LIMITS.clinical),
  /** Observations. */
  visita_osservazioni: requiredText(TEXT_LIMITS.clinical),
  /** Conclusions. */
  visita_conclusioni: requiredText(TEXT_LIMITS.clinical),
});
export type VisitInput = v.InferInput<typeof VisitSchema>;

/** Options of the vaccination schema. */
export interface VaccinationSchemaOptions extends TodayOptions {
  /** The confidentiality choice appears only for new records. */
  isNew: boolean;
}

/**
 * Vaccination (spec 001, section 5): vaccine, date, reactions, recall number and (new records)
 * confidentiality required; a future date is replaced by today with 'La data inserita non è
 * valida!' (see `checkDateNotInFuture`).
 */
export function createVaccinationSchema(options: VaccinationSchemaOptions) {
  return v.object({
    /** Vaccination id; 0 when new. */
    id_vaccinazione: NewOrIdSchema,
    /** Vaccine drug code. */
    id_vaccino: requiredText(TEXT_LIMITS.code),
    /** Date. */
    vaccinazione_data: requiredPastDate(options.today),
    /** Reactions. */
    vaccinazione_reazioni: requiredText(TEXT_LIMITS.comment),
    /** Recall number. */
    vaccinazione_richiamo: v.picklist(recallNumbers, 'required'),
    /** Confidentiality level. */
    id_livello_confidenzialita: options.isNew ? ConfidentialitySchema : v.optional(ConfidentialitySchema),
  });
}
export type VaccinationInput = v.InferInput<ReturnType<typeof createVaccinationSchema>>;

/**
 * Pregnancy (spec 001, section 5): age missing or below 12 gives 'Inserire età corretta'. The
 * end never precedes the start. The 9-month rule is a warning, not a block:
 * see `checkPregnancyDuration`.
 */
export const PregnancySchema = v.pipe(
  v.object({
    /** Pregnancy id; 0 when new. */
    id_gravidanza: NewOrIdSchema,
    /** Age at the pregnancy. */
    eta: v.pipe(
      v.number('pregnancy_age_invalid'),
      v.integer('pregnancy_age_invalid'),
      v.minValue(PREGNANCY_MIN_AGE_YEARS, 'pregnancy_age_invalid'),
      v.maxValue(70, 'pregnancy_age_invalid'),
    ),
    /** Start date. */
    inizio_gravidanza: requiredIsoDate(),
    /** End date. */
    fine_gravidanza: optionalIsoDate(),
    /** Outcome. */
    esito: v.nullish(v.union([v.literal(''), v.picklist(pregnancyOutcomes)], 'option_invalid')),
    /** Baby's sex. */
    sesso_bambino: v.nullish(v.union([v.literal(''), v.picklist(babySexes)], 'option_invalid')),
    /** Notes. */
    note_gravidanza: optionalText(TEXT_LIMITS.comment),
  }),
  v.forward(
    v.partialCheck(
      [['inizio_gravidanza'], ['fine_gravidanza']],
      (input) => !input.fine_gravidanza || input.fine_gravidanza >= input.inizio_gravidanza,
      'end_before_start',
    ),
    ['fine_gravidanza'],
  ),
);
export type PregnancyInput = v.InferInput<typeof PregnancySchema>;

/**
 * The 9-month warning (spec 001, section 5: month difference greater than 9). Months are whole
 * months, a month counting once its day is reached. Null when there is nothing to warn about.
 */
export function checkPregnancyDuration(start: string, end: string | null | undefined): IssueCode | null {
  if (!start || !end) return null;
  return monthsBetween(start, end) > PREGNANCY_MAX_MONTHS ? 'pregnancy_too_long' : null;
}

const choice = <const T extends readonly string[]>(options: T) =>
  v.nullish(v.union([v.literal(''), v.picklist(options)], 'option_invalid'));

function lifestylePeriod(startKey: string, endKey: string) {
  return { startKey, endKey };
}

/** Start/end pairs of the lifestyle answers, checked for order. */
export const lifestylePeriods = [
  lifestylePeriod('dataInizioFumo', 'dataFineFumo'),
  lifestylePeriod('dataInizioAlcool', 'dataFineAlcool'),
  lifestylePeriod('dataInizioDroghe', 'dataFineDroghe'),
] as const;

/**
 * Physiological anamnesis (spec 001, section 3 and 5): every answer optional and from its list;
 * doses are free text; menarche 8 to 18; each habit's end date not before its start. Dates are
 * not in the future (spec 001, section 5, registration dictionary: "dates must not be later than
 * today"). Saving asks for confirmation first (`confirmMessages.confirmSaveData`).
 */
export function createPhysiologicalAnamnesisSchema(options: TodayOptions) {
  const pastDate = () =>
    v.nullish(
      firstIssueOnly(
        v.pipe(
          boundedText(TEXT_LIMITS.date, 'date_invalid'),
          v.check((text) => text === '' || /^\d{4}-\d{2}-\d{2}$/.test(text), 'date_invalid'),
          notAfterToday(options.today),
        ),
      ),
    );
  return v.pipe(
    v.object({
      tempoParto: choice(birthTimings),
      tipoParto: choice(birthTypes),
      allattamento: choice(feedingTypes),
      sviluppoVegRel: choice(developmentOutcomes),
      noteInfanzia: optionalText(TEXT_LIMITS.comment),
      livelloScol: choice(educationLevels),
      attivitaFisica: choice(physicalActivityLevels),
      abitudAlim: choice(eatingHabits),
      ritmoSV: optionalText(TEXT_LIMITS.short),
      stress: choice(yesNoAnswers),
      fumo: choice(yesNoAnswers),
      dosiFumo: optionalText(TEXT_LIMITS.short),
      dataInizioFumo: pastDate(),
      dataFineFumo: pastDate(),
      alcool: choice(yesNoAnswers),
      dosiAlcool: optionalText(TEXT_LIMITS.short),
      tipoAlcool: choice(alcoholTypes),
      dataInizioAlcool: pastDate(),
      dataFineAlcool: pastDate(),
      droghe: choice(yesNoAnswers),
      dosiDroghe: optionalText(TEXT_LIMITS.short),
      tipoDroghe: choice(drugTypes),
      dataInizioDroghe: pastDate(),
      dataFineDroghe: pastDate(),
      caffeina: choice(yesNoAnswers),
      dosiCaffeina: optionalText(TEXT_LIMITS.short),
      noteStileVita: optionalText(TEXT_LIMITS.comment),
      professione: optionalText(TEXT_LIMITS.short),
      noteAttLav: optionalText(TEXT_LIMITS.comment),
      alvo: choice(bowelHabits),
      minzione: choice(urinationHabits),
      noteAlvoMinz: optionalText(TEXT_LIMITS.comment),
      etaMenarca: v.nullish(
        v.pipe(
          v.number('invalid_type'),
          v.integer('invalid_type'),
          numberInRange(MENARCHE_AGE_RANGE.min, MENARCHE_AGE_RANGE.max),
        ),
      ),
      ciclo: choice(menstrualCycles),
      etaMenopausa: v.nullish(v.pipe(v.number('invalid_type'), numberInRange(1, 100))),
      menopausa: choice(menopauseTypes),
      noteCicloMes: optionalText(TEXT_LIMITS.comment),
    }),
    v.forward(
      v.partialCheck(
        [['dataInizioFumo'], ['dataFineFumo']],
        (input) => !input.dataInizioFumo || !input.dataFineFumo || input.dataFineFumo >= input.dataInizioFumo,
        'end_before_start',
      ),
      ['dataFineFumo'],
    ),
    v.forward(
      v.partialCheck(
        [['dataInizioAlcool'], ['dataFineAlcool']],
        (input) =>
          !input.dataInizioAlcool || !input.dataFineAlcool || input.dataFineAlcool >= input.dataInizioAlcool,
        'end_before_start',
      ),
      ['dataFineAlcool'],
    ),
    v.forward(
      v.partialCheck(
        [['dataInizioDroghe'], ['dataFineDroghe']],
        (input) =>
          !input.dataInizioDroghe || !input.dataFineDroghe || input.dataFineDroghe >= input.dataInizioDroghe,
        'end_before_start',
      ),
      ['dataFineDroghe'],
    ),
  );
}
export type PhysiologicalAnamnesisInput = v.InferInput<ReturnType<typeof createPhysiologicalAnamnesisSchema>>;

/** Family anamnesis: free text. */
export const FamilyAnamnesisSchema = v.object({
  anamnesi_familiare_contenuto: firstIssueOnly(boundedText(TEXT_LIMITS.clinical)),
});
/** Remote pathological anamnesis: free text. */
export const RemotePathologicalAnamnesisSchema = v.object({
  anamnesi_remota_contenuto: firstIssueOnly(boundedText(TEXT_LIMITS.clinical)),
});
/** Recent pathological anamnesis: free text. */
export const RecentPathologicalAnamnesisSchema = v.object({
  anamnesi_prossima_contenuto: firstIssueOnly(boundedText(TEXT_LIMITS.clinical)),
});
