import type { TransitionResult } from '../shared/transitions.ts';
import { DEFAULT_CONFIDENTIALITY_NEW_DIAGNOSIS, type DiagnosisState } from './codes.ts';

/** Only suspected diagnoses move, and only to confirmed or excluded. */
export function diagnosisMoveTargets(current: DiagnosisState): DiagnosisState[] {
  return current === 1 ? [0, 2] : [];
}

/** Moves a suspected diagnosis to confirmed or excluded. */
export function moveDiagnosis<T extends { diagnosi_stato: DiagnosisState }>(
  diagnosis: T,
  target: DiagnosisState,
): TransitionResult<T> {
  if (!diagnosisMoveTargets(diagnosis.diagnosi_stato).includes(target))
    return { ok: false, issue: 'option_invalid' };
  return { ok: true, value: { ...diagnosis, diagnosi_stato: target } };
}

/** A new diagnosis in its group, confidentiality 6. */
export function newDiagnosis(state: DiagnosisState) {
  return {
    id_diagnosi: 0,
    diagnosi_stato: state,
    id_livello_confidenzialita: DEFAULT_CONFIDENTIALITY_NEW_DIAGNOSIS,
  };
}
