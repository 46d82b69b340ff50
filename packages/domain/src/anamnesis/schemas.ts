import * as v from 'valibot';
import { isCalendarDate, notAfterToday, type TodayOptions } from '../shared/dates.ts';
import { boundedText, firstIssueOnly, optionalText, TEXT_LIMITS } from '../shared/limits.ts';
import { numberInRange } from '../shared/numbers.ts';
import { MENARCHE_AGE_RANGE, physiologicalChoices } from './codes.ts';

/** An answer from the field's list, or empty. */
const choice = <const TField extends keyof typeof physiologicalChoices>(field: TField) =>
  v.nullish(v.union([v.literal(''), v.picklist(physiologicalChoices[field])], 'option_invalid'));

/**
 * Physiological anamnesis (spec 001, section 3 and 5): every answer optional and from its list;
 * doses are free text; menarche 8 to 18; each habit's end date not before its start. Dates are
 * not in the future (spec 001, section 5, registration dictionary: "dates must not be later than
 * today"). Saving asks no confirmation first (issue #37; docs/spec-deviations/anamnesis.md).
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
      tempoParto: choice('tempoParto'),
      tipoParto: choice('tipoParto'),
      allattamento: choice('allattamento'),
      sviluppoVegRel: choice('sviluppoVegRel'),
      noteInfanzia: optionalText(TEXT_LIMITS.comment),
      livelloScol: choice('livelloScol'),
      attivitaFisica: choice('attivitaFisica'),
      abitudAlim: choice('abitudAlim'),
      ritmoSV: optionalText(TEXT_LIMITS.short),
      stress: choice('stress'),
      fumo: choice('fumo'),
      dosiFumo: optionalText(TEXT_LIMITS.short),
      dataInizioFumo: pastDate(),
      dataFineFumo: pastDate(),
      alcool: choice('alcool'),
      dosiAlcool: optionalText(TEXT_LIMITS.short),
      tipoAlcool: choice('tipoAlcool'),
      dataInizioAlcool: pastDate(),
      dataFineAlcool: pastDate(),
      droghe: choice('droghe'),
      dosiDroghe: optionalText(TEXT_LIMITS.short),
      tipoDroghe: choice('tipoDroghe'),
      dataInizioDroghe: pastDate(),
      dataFineDroghe: pastDate(),
      caffeina: choice('caffeina'),
      dosiCaffeina: optionalText(TEXT_LIMITS.short),
      noteStileVita: optionalText(TEXT_LIMITS.comment),
      professione: optionalText(TEXT_LIMITS.short),
      noteAttLav: optionalText(TEXT_LIMITS.comment),
      alvo: choice('alvo'),
      minzione: choice('minzione'),
      noteAlvoMinz: optionalText(TEXT_LIMITS.comment),
      etaMenarca: v.nullish(
        v.pipe(
          v.number('invalid_type'),
          v.integer('invalid_type'),
          numberInRange(MENARCHE_AGE_RANGE.min, MENARCHE_AGE_RANGE.max),
        ),
      ),
      ciclo: choice('ciclo'),
      etaMenopausa: v.nullish(v.pipe(v.number('invalid_type'), numberInRange(1, 100))),
      menopausa: choice('menopausa'),
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
