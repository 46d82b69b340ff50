import * as v from 'valibot';
import type { Sex } from '../patient/codes.ts';
import { requiredPastDate, type TodayOptions } from '../shared/dates.ts';
import { idSchema, optionalText, requiredText, TEXT_LIMITS } from '../shared/limits.ts';
import { numberInRange } from '../shared/numbers.ts';
import { PhoneSchema } from '../shared/phone.ts';
import { pregnancyTrimesters, REACTION_IMPACT_RANGE, reactionOutcomes, reactionSeverities } from './codes.ts';

const yesNoFlag = v.picklist([0, 1], 'required');

/** Options of the adverse-reaction schema. */
export interface AdverseReactionSchemaOptions extends TodayOptions {
  /** The patient's sex: menstruation, pregnancy and nursing fields exist only for female patients. */
  sex: Sex | 'unknown';
}

/**
 * Adverse-reaction report (spec 000, section 5): every field required; the first assumption
 * date must not be later than the last (issue on the last-assumption field); impact 1 to 10.
 * Beyond the spec, dates are not in the future and the care provider's phone must be valid.
 */
export function createAdverseReactionSchema(options: AdverseReactionSchemaOptions) {
  const female = options.sex === 'female';
  const notFuture = (code?: 'required') => requiredPastDate(options.today, code);
  return v.pipe(
    v.object({
      /** Therapy the report refers to. */
      id_terapie: idSchema('required'),
      /** Pharmacovigilance structure (region). */
      id_structure_pharmacovigilance: idSchema('required'),
      /** Last menstruation date (female patients only). */
      date_last_menstruation: female ? notFuture() : optionalText(TEXT_LIMITS.date),
      /** Pregnancy trimester (female patients only). */
      pregnancy: female
        ? v.picklist(pregnancyTrimesters, 'required')
        : v.nullish(v.picklist(pregnancyTrimesters)),
      /** Breastfeeding (female patients only). */
      nursing_mother: female ? yesNoFlag : v.nullish(yesNoFlag),
      reaction: requiredText(TEXT_LIMITS.clinical),
      date_reaction: notFuture(),
      severity: v.picklist(reactionSeverities, 'required'),
      reaction_affect: v.pipe(
        v.number('required'),
        numberInRange(REACTION_IMPACT_RANGE.min, REACTION_IMPACT_RANGE.max),
      ),
      reaction_duration: requiredText(TEXT_LIMITS.short),
      drugs_to_treat_reaction: requiredText(TEXT_LIMITS.comment),
      reaction_now: v.picklist(reactionOutcomes, 'required'),
      batch_number: requiredText(TEXT_LIMITS.short),
      prescribed_by_doctor: yesNoFlag,
      care_provider_warned: yesNoFlag,
      reason: requiredText(TEXT_LIMITS.comment),
      adverse_reaction_drug_suspended: yesNoFlag,
      first_assumption_date: notFuture(),
      last_assumption_date: notFuture(),
      how_many_times_day: requiredText(TEXT_LIMITS.short),
      how_drug_taken: requiredText(TEXT_LIMITS.short),
      drug_already_used: yesNoFlag,
      same_reaction: yesNoFlag,
      other_drugs_used: requiredText(TEXT_LIMITS.comment),
      other_diseases: requiredText(TEXT_LIMITS.comment),
      name_care_provider: requiredText(TEXT_LIMITS.name),
      contactable_care_provider: yesNoFlag,
      address_care_provider: requiredText(TEXT_LIMITS.address),
      phone_care_provider: PhoneSchema,
    }),
    v.forward(
      v.partialCheck(
        [['first_assumption_date'], ['last_assumption_date']],
        (input) => input.first_assumption_date <= input.last_assumption_date,
        'first_assumption_after_last',
      ),
      ['last_assumption_date'],
    ),
  );
}

/**
 * POST /api/adverseReaction, what the server reads first: the caller's account. The report itself
 * (createAdverseReactionSchema) depends on the patient's sex and today's date, which the server
 * looks up from that account, so the report's keys stay for that second reading.
 */
export const AdverseReactionRequestSchema = v.looseObject({
  /** The caller's account (id_utente). */
  id_utente: idSchema('required'),
});
