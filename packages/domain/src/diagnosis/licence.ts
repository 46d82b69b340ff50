import type { DiagnosisType } from './codes.ts';

/** The diagnosis writes spec 001 section 6 gates, by their licence keys. */
type DiagnosisWriteKey = 'aggiungidiagnosi' | 'modificadiagnosi' | 'spostaDiagnosi';

/**
 * Whether a type is safety data open to every licence (issue #37, beyond the spec): allergies and
 * intolerances. They feed the allergy warning of the therapy form and the emergency card, which
 * must protect every patient, paying or not; a Diagnosi keeps the spec's keys.
 */
export function isLicenceFree(type: DiagnosisType | ''): boolean {
  return type === 'Allergia' || type === 'Intolleranza';
}

/**
 * The licence key a diagnosis write needs, or null when it needs none: none when every type it
 * touches (the stored one and the one sent) is an allergy or intolerance. Turning a Diagnosi into
 * an allergy, or an allergy into a Diagnosi, writes a Diagnosi and keeps the key.
 */
export function diagnosisWritePermission<TKey extends DiagnosisWriteKey>(
  key: TKey,
  types: readonly (DiagnosisType | '')[],
): TKey | null {
  return types.length > 0 && types.every(isLicenceFree) ? null : key;
}

/** Whether a type needs a doctor: a Diagnosi does (spec 001 section 5), a self-reported allergy not. */
export function needsDoctor(type: DiagnosisType | ''): boolean {
  return !isLicenceFree(type);
}
