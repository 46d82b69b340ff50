/**
 * A complete adverse-reaction report as a male patient files it (spec 000 section 3), for tests
 * that need one. `overrides` replaces single fields; a female patient's test adds the
 * menstruation, pregnancy and nursing fields.
 */
export function adverseReactionBody(
  userId: number,
  therapyId: number,
  overrides: Record<string, unknown> = {},
) {
  return {
    id_utente: userId,
    id_terapie: therapyId,
    id_structure_pharmacovigilance: 12,
    reaction: 'Eruzione cutanea',
    date_reaction: '2026-11-05',
    severity: 'Non grave',
    reaction_affect: 4,
    reaction_duration: '3 giorni',
    drugs_to_treat_reaction: 'Antistaminico',
    reaction_now: 'Risolta',
    batch_number: 'AB123',
    prescribed_by_doctor: 1,
    care_provider_warned: 1,
    reason: 'Bronchite',
    adverse_reaction_drug_suspended: 1,
    first_assumption_date: '2026-11-01',
    last_assumption_date: '2026-11-05',
    how_many_times_day: '2',
    how_drug_taken: 'Per bocca',
    drug_already_used: 0,
    same_reaction: 0,
    other_drugs_used: 'Nessuno',
    other_diseases: 'Nessuna',
    name_care_provider: 'Dott. Verdi',
    contactable_care_provider: 1,
    address_care_provider: 'Via Roma 1, Roma',
    phone_care_provider: '06 1234567',
    ...overrides,
  };
}
