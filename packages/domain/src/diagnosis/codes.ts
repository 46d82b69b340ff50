import { label } from '../shared/codes.ts';
import type { ConfidentialityLevel } from '../shared/confidentiality.ts';
import type { Message } from '../shared/messages.ts';

/** 0 confirmed, 1 suspected, 2 excluded. */
export const diagnosisStates = [0, 1, 2] as const;

export type DiagnosisState = (typeof diagnosisStates)[number];

export const diagnosisStateLabels = {
  0: label('code.diagnosis_state.0', 'Confermate', 'Confirmed'),
  1: label('code.diagnosis_state.1', 'Sospette', 'Suspected'),
  2: label('code.diagnosis_state.2', 'Escluse', 'Excluded'),
} as const satisfies Record<DiagnosisState, Message>;

export const diagnosisTypes = ['Diagnosi', 'Allergia', 'Intolleranza'] as const;

export type DiagnosisType = (typeof diagnosisTypes)[number];

export const diagnosisTypeLabels = {
  Diagnosi: label('code.diagnosis_type.diagnosis', 'Diagnosi', 'Diagnosis'),
  Allergia: label('code.diagnosis_type.allergy', 'Allergia', 'Allergy'),
  Intolleranza: label('code.diagnosis_type.intolerance', 'Intolleranza', 'Intolerance'),
} as const satisfies Record<DiagnosisType, Message>;

/** Confidentiality of a new diagnosis. */
export const DEFAULT_CONFIDENTIALITY_NEW_DIAGNOSIS: ConfidentialityLevel = 6;
