import type {
  ConfidentialityLevel,
  ContactType,
  DiagnosisState,
  ExamListStatus,
  TherapyType,
  VisibilityLevel,
  YesNo,
} from './codes.ts';
import {
  DEFAULT_CONFIDENTIALITY_EXAM_EDIT,
  DEFAULT_CONFIDENTIALITY_NEW_DIAGNOSIS,
  DEFAULT_CONFIDENTIALITY_NEW_DIARY,
  DEFAULT_CONFIDENTIALITY_NEW_DOCTOR,
  DEFAULT_CONFIDENTIALITY_NEW_EXAM,
  DEFAULT_CONFIDENTIALITY_NEW_FILE,
  DEFAULT_CONFIDENTIALITY_NEW_THERAPY,
  DEFAULT_CONFIDENTIALITY_NEW_VACCINATION,
  DEFAULT_VISIBILITY_NEW_DOCTOR,
  DIARY_DELETED_MARKER_DATE,
  NEW_FILE_AUDIT_LOG_ID,
  NOTE_MAX_LENGTH,
  VACCINATION_DELETED_MARKER_DATE,
} from './constants.ts';
import type {
  Contact,
  DiaryEntry,
  Exam,
  Patient,
  PhysiologicalAnamnesis,
  Therapy,
  Vaccination,
} from './entities.ts';
import type { IssueCode } from './messages.ts';

/**
 * State transitions as pure functions (spec 000 and 001, section 4). Each returns a new value;
 * expected failures are values (`{ ok: false, issue }`), broken preconditions throw.
 */

/** The result of a transition that can be refused. */
export type TransitionResult<T> = { ok: true; value: T } | { ok: false; issue: IssueCode };

// --- Contacts (spec 000, section 4) ---------------------------------------------------------

/**
 * Deleting a contact sets its type to -1 and saves it; on failure the caller restores the
 * previous type, returned as `restoreType`.
 */
export function markContactDeleted<T extends Pick<Contact, 'id_contatto_tipologia'>>(
  contact: T,
): { next: T; restoreType: ContactType } {
  return { next: { ...contact, id_contatto_tipologia: -1 }, restoreType: contact.id_contatto_tipologia };
}

/** Restores a contact's type after a failed deletion. */
export function restoreContactType<T extends Pick<Contact, 'id_contatto_tipologia'>>(
  contact: T,
  type: ContactType,
): T {
  return { ...contact, id_contatto_tipologia: type };
}

/** Whether the contact form shows the confidentiality choice (only for new contacts, id 0). */
export function showsContactConfidentiality(contact: Pick<Contact, 'id_contatto'>): boolean {
  return contact.id_contatto === 0;
}

// --- Diary (spec 000, section 4) ------------------------------------------------------------

/** Id 0 is created with POST, any other id is updated with PUT. */
export function diarySaveMethod(entry: Pick<DiaryEntry, 'id_taccuino'>): 'POST' | 'PUT' {
  return entry.id_taccuino === 0 ? 'POST' : 'PUT';
}

/** Soft delete of a diary entry: deleted_at set to the spec's marker date 2012-12-20. */
export function softDeleteDiaryEntry<T extends Pick<DiaryEntry, 'deleted_at'>>(entry: T): T {
  return { ...entry, deleted_at: DIARY_DELETED_MARKER_DATE };
}

/** A new diary entry's editable defaults: dated today. */
export function newDiaryEntry(
  today: string,
  confidentiality: ConfidentialityLevel = DEFAULT_CONFIDENTIALITY_NEW_DIARY,
) {
  return {
    id_taccuino: 0,
    taccuino_2d_drawn: 1 as const,
    taccuino_data: today,
    taccuino_descrizione: '',
    id_livello_confidenzialita: confidentiality,
  };
}

/** Removes deleted entries from a list (deleted_at set), as the list does locally. */
export function withoutDeleted<T extends { deleted_at?: string | null }>(items: readonly T[]): T[] {
  return items.filter((item) => !item.deleted_at);
}

// --- Exams (spec 000, section 4) ------------------------------------------------------------

/** The move dialog's order: Completati, Programmati, Richiesti. */
const examMoveOrder: readonly ExamListStatus[] = [2, 1, 0];

/** Every list status other than the current one. */
export function examMoveTargets(current: ExamListStatus): ExamListStatus[] {
  return examMoveOrder.filter((status) => status !== current);
}

/** Moves an exam to another list; the same list is refused. */
export function moveExam<T extends Pick<Exam, 'indagine_stato'>>(
  exam: T,
  target: ExamListStatus,
): TransitionResult<T> {
  if (exam.indagine_stato === 3) throw new RangeError('a deleted exam cannot be moved');
  if (exam.indagine_stato === target) return { ok: false, issue: 'option_invalid' };
  return { ok: true, value: { ...exam, indagine_stato: target } };
}

/** Soft delete of an exam: status 3 and deleted_at now. */
export function softDeleteExam<T extends Pick<Exam, 'indagine_stato' | 'deleted_at'>>(
  exam: T,
  now: string,
): T {
  return { ...exam, indagine_stato: 3, deleted_at: now };
}

/** A new exam in the status of the list it was added from, confidentiality 6. */
export function newExam(status: ExamListStatus) {
  return {
    id_indagine: 0,
    indagine_stato: status,
    id_livello_confidenzialita: DEFAULT_CONFIDENTIALITY_NEW_EXAM,
    diags: [] as number[],
  };
}

/** Confidentiality shown when editing an exam: its own, or 4 when it has none. */
export function confidentialityForExamEdit(
  level: ConfidentialityLevel | null | undefined,
): ConfidentialityLevel {
  return level ?? DEFAULT_CONFIDENTIALITY_EXAM_EDIT;
}

// --- Therapies (spec 000, section 4) --------------------------------------------------------

/** The move dialog offers the other two types. */
export function therapyMoveTargets(current: TherapyType): TherapyType[] {
  return ([0, 1, 2] as const).filter((type) => type !== current);
}

/** The later of two ISO dates (ISO dates compare as strings). */
function laterIsoDate(first: string, second: string): string {
  return first.localeCompare(second) >= 0 ? first : second;
}

/** Options of a therapy move. */
export interface TherapyMoveOptions {
  /** Today, `YYYY-MM-DD`: the end date of a therapy moved to concluded without one. */
  today: string;
  /** Reason, required when leaving the forbidden list and when entering it without a note. */
  reason?: string;
}

/**
 * Moves a therapy between lists. Leaving forbidden drugs asks for a reason (spec 000, section 2:
 * the move modal shows a reason field), kept as the note; entering them needs a reason too (a
 * forbidden drug requires one, section 5). A therapy moved to concluded without an end date
 * ends today (or on its start date, if that is later).
 */
export function moveTherapy<
  T extends Pick<Therapy, 'tipo_terapia' | 'note' | 'data_inizio' | 'data_fine' | 'status'>,
>(therapy: T, target: TherapyType, options: TherapyMoveOptions): TransitionResult<T> {
  if (therapy.tipo_terapia === target) return { ok: false, issue: 'option_invalid' };
  const reason = options.reason?.trim() ?? '';
  if (reason.length > NOTE_MAX_LENGTH) return { ok: false, issue: 'note_too_long' };
  const leavingForbidden = therapy.tipo_terapia === 0;
  const enteringForbidden = target === 0;
  if (leavingForbidden && reason === '') return { ok: false, issue: 'reason_required' };
  if (enteringForbidden && reason === '' && !therapy.note?.trim())
    return { ok: false, issue: 'reason_required' };
  let dataFine = therapy.data_fine;
  if (target === 2 && !dataFine) dataFine = laterIsoDate(options.today, therapy.data_inizio);
  return {
    ok: true,
    value: {
      ...therapy,
      tipo_terapia: target,
      note: reason === '' ? therapy.note : reason,
      data_fine: dataFine,
      status: 'update',
    },
  };
}

/** A new therapy in the list it was added from: that list's type, confidentiality 6, status add. */
export function newTherapy(type: TherapyType) {
  return {
    id_terapie: 0,
    tipo_terapia: type,
    id_livello_confidenzialita: DEFAULT_CONFIDENTIALITY_NEW_THERAPY,
    status: 'add' as const,
  };
}

// --- Diagnoses (spec 001, section 4) --------------------------------------------------------

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

// --- Vaccinations (spec 001, section 4) -----------------------------------------------------

/** A new vaccination, confidentiality 6. */
export function newVaccination(today: string) {
  return {
    id_vaccinazione: 0,
    vaccinazione_data: today,
    id_livello_confidenzialita: DEFAULT_CONFIDENTIALITY_NEW_VACCINATION,
  };
}

/** Soft delete of a vaccination: deleted_at set to a fixed past date, then saved. */
export function softDeleteVaccination<T extends Pick<Vaccination, 'deleted_at'>>(vaccination: T): T {
  return { ...vaccination, deleted_at: VACCINATION_DELETED_MARKER_DATE };
}

// --- Files and doctors (spec 000, sections 4 and 9) -----------------------------------------

/** A new file: confidentiality 1 and audit-log id 132. */
export function newFile() {
  return {
    id_file: 0,
    id_livello_confidenzialita: DEFAULT_CONFIDENTIALITY_NEW_FILE,
    id_audit_log: NEW_FILE_AUDIT_LOG_ID,
  };
}

/** A new doctor association: visibility 2, confidentiality 1, status add. */
export function newDoctorAssociation(careProviderId: number) {
  return {
    id_cpp: 0,
    id_careprovider: careProviderId,
    visibility: DEFAULT_VISIBILITY_NEW_DOCTOR,
    assegnazione_confidenzialita: DEFAULT_CONFIDENTIALITY_NEW_DOCTOR,
    tags: [] as number[],
    status: 'add' as const,
  };
}

/** Tags kept for a visibility: the selection when 3 (restricted), otherwise the full list. */
export function tagsForVisibility(
  visibility: VisibilityLevel,
  selected: readonly number[],
  all: readonly number[],
): number[] {
  return visibility === 3 ? [...selected] : [...all];
}

/** Picking a non-PDF in the Kardia form clears the data (spec 000, section 5). */
export function acceptKardiaFile<T extends { type: string }>(
  file: T,
): { file: T; issue: null } | { file: null; issue: 'pdf_required' } {
  return file.type === 'application/pdf' ? { file, issue: null } : { file: null, issue: 'pdf_required' };
}

// --- Patient (spec 000, sections 3 and 4) ---------------------------------------------------

/** Splits a birth date that may carry a time part: the form edits the date, the time is kept aside. */
export function splitBirthDate(value: string): { date: string; timePart: string } {
  return { date: value.slice(0, 10), timePart: value.slice(10) };
}

/** Re-appends the kept time part on save. */
export function joinBirthDate(date: string, timePart: string): string {
  return date + timePart;
}

/** Before saving, a patient's status is set to update. */
export function markPatientForUpdate<T extends { status?: 'update' }>(patient: T): T {
  return { ...patient, status: 'update' };
}

/** Fields a refresh overwrites: personal, contact, marital status and links (spec 000, section 3). */
export const patientRefreshFields = [
  'paziente_nome',
  'paziente_cognome',
  'paziente_codfiscale',
  'paziente_nascita',
  'paziente_sesso',
  'paziente_eta',
  'paziente_email',
  'id_stato_matrimoniale',
  'user',
  'links',
] as const satisfies readonly (keyof Patient)[];

/** A refresh re-fetches the patient and overwrites only the personal, contact, marital and link fields. */
export function refreshCachedPatient(cached: Patient, fresh: Patient): Patient {
  const next: Patient = { ...cached };
  for (const field of patientRefreshFields) {
    Object.assign(next, { [field]: fresh[field] });
  }
  return next;
}

/** Where sex matters, 'unknown' asks the patient to update it. */
export function checkPatientSex(sex: Patient['paziente_sesso']): IssueCode | null {
  return sex === 'male' || sex === 'female' ? null : 'sex_unknown';
}

/** Whether female-only sections (pregnancy, menstruation) show. */
export function showsFemaleSections(sex: Patient['paziente_sesso']): boolean {
  return sex === 'female';
}

// --- Physiological anamnesis (spec 001, section 4) ------------------------------------------

const lifestyleHabits = [
  { answer: 'fumo', dose: 'dosiFumo', type: null },
  { answer: 'alcool', dose: 'dosiAlcool', type: 'tipoAlcool' },
  { answer: 'droghe', dose: 'dosiDroghe', type: 'tipoDroghe' },
  { answer: 'caffeina', dose: 'dosiCaffeina', type: null },
] as const;

type LifestyleFields = Pick<
  PhysiologicalAnamnesis,
  | 'fumo'
  | 'dosiFumo'
  | 'alcool'
  | 'dosiAlcool'
  | 'tipoAlcool'
  | 'droghe'
  | 'dosiDroghe'
  | 'tipoDroghe'
  | 'caffeina'
  | 'dosiCaffeina'
>;

/** When a smoking, alcohol, drugs or caffeine answer is not si, the dose becomes 0 and the type empty. */
export function applyLifestyleAnswers<T extends LifestyleFields>(anamnesis: T): T {
  const next: T = { ...anamnesis };
  for (const habit of lifestyleHabits) {
    const answer: YesNo | null = next[habit.answer];
    if (answer === 'si') continue;
    Object.assign(next, { [habit.dose]: '0' });
    if (habit.type) Object.assign(next, { [habit.type]: '' });
  }
  return next;
}

// --- Subscriptions, consents, session (spec 001, section 4) ---------------------------------

/** The accept checkbox is enabled only once the contract text is scrolled to the end. */
export function contractAcceptance(state: { scrolledToEnd: boolean; accepted: boolean }) {
  return {
    acceptEnabled: state.scrolledToEnd,
    showPaymentButton: state.scrolledToEnd && state.accepted,
  };
}

/** Whether a scrollable element is at its end (with one pixel of rounding slack). */
export function isScrolledToEnd(metrics: {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}): boolean {
  return metrics.scrollTop + metrics.clientHeight >= metrics.scrollHeight - 1;
}

/** Toggling a consent sets its date to now; treatment 14 cannot be toggled. */
export function toggleConsent<
  T extends { Id_Trattamento: number; Consenso: boolean; data_consenso: string | null },
>(consent: T, now: string, lockedTreatmentId = 14): TransitionResult<T> {
  if (consent.Id_Trattamento === lockedTreatmentId) return { ok: false, issue: 'option_invalid' };
  return { ok: true, value: { ...consent, Consenso: !consent.Consenso, data_consenso: now } };
}

/** The route guard (spec 000 and 001, section 2): token, user id and an expiry not in the past. */
export function isSessionValid(
  stored: { token?: string | null; user?: string | null; expires_at?: string | null },
  now: Date,
): boolean {
  if (!stored.token || !stored.user || !stored.expires_at) return false;
  const expiry = Date.parse(stored.expires_at);
  return !Number.isNaN(expiry) && expiry > now.getTime();
}

/** Whether an idle session must log out (idle for more than `idleLimitSeconds`). */
export function isIdleExpired(lastActivity: Date, now: Date, idleLimitSeconds: number): boolean {
  return now.getTime() - lastActivity.getTime() > idleLimitSeconds * 1000;
}
