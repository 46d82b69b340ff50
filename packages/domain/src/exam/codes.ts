import { label } from '../shared/codes.ts';
import type { ConfidentialityLevel } from '../shared/confidentiality.ts';
import type { Message } from '../shared/messages.ts';

/** 0 requested, 1 scheduled, 2 completed, 3 deleted (soft delete). */
export const examStatuses = [0, 1, 2, 3] as const;

export type ExamStatus = (typeof examStatuses)[number];

/** The three lists shown on the exams page (3 is deleted and never listed). */
export const examListStatuses = [0, 1, 2] as const satisfies readonly ExamStatus[];

export type ExamListStatus = (typeof examListStatuses)[number];

export const examStatusLabels = {
  0: label('code.exam_status.0', 'Richiesti', 'Requested'),
  1: label('code.exam_status.1', 'Programmati', 'Scheduled'),
  2: label('code.exam_status.2', 'Completati', 'Completed'),
  3: label('code.exam_status.3', 'Eliminati', 'Deleted'),
} as const satisfies Record<ExamStatus, Message>;

/** Exam types (indagine_tipologia). */
export const examTypes = [
  'Studi Specialistici',
  'Studi Radiologici',
  'Laboratori Analisi',
  'Patologia',
] as const;

export type ExamType = (typeof examTypes)[number];

export const examTypeLabels = {
  'Studi Specialistici': label('code.exam_type.specialist', 'Studi Specialistici', 'Specialist studies'),
  'Studi Radiologici': label('code.exam_type.radiology', 'Studi Radiologici', 'Radiology studies'),
  'Laboratori Analisi': label('code.exam_type.laboratory', 'Laboratori Analisi', 'Laboratory tests'),
  Patologia: label('code.exam_type.pathology', 'Patologia', 'Pathology'),
} as const satisfies Record<ExamType, Message>;

/** The exam search box needs at least this many characters. */
/** Pause after the last key before the exam search asks the server (issue #19), ms. */
export const EXAM_SEARCH_DEBOUNCE_MS = 400;

export const EXAM_SEARCH_MIN_LENGTH = 3;

/** Investigation suggestions need more than 2 characters, i.e. at least 3. */
export const INVESTIGATION_SEARCH_MIN_LENGTH = 3;

/** Confidentiality of an exam edited without a level. */
export const DEFAULT_CONFIDENTIALITY_EXAM_EDIT: ConfidentialityLevel = 4;

/** Confidentiality of a new exam. */
export const DEFAULT_CONFIDENTIALITY_NEW_EXAM: ConfidentialityLevel = 6;
