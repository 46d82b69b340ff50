import * as v from 'valibot';
import { isCalendarDate, notAfterToday, type TodayOptions } from '../shared/dates.ts';
import { boundedText, firstIssueOnly, optionalText, TEXT_LIMITS } from '../shared/limits.ts';
import { numberInRange } from '../shared/numbers.ts';
import {
  alcoholTypes,
  birthTimings,
  birthTypes,
  bowelHabits,
  developmentOutcomes,
  drugTypes,
  eatingHabits,
  educationLevels,
  feedingTypes,
  MENARCHE_AGE_RANGE,
  menopauseTypes,
  menstrualCycles,
  physicalActivityLevels,
  urinationHabits,
  yesNoAnswers,
} from './codes.ts';

const choice = <const T extends readonly string[]>(options: T) =>
  v.nullish(v.union([v.literal(''), v.picklist(options)], 'option_invalid'));

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
          v.check((text) => text === '' || isCalendarDate(text), 'date_invalid'),
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
