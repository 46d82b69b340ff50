import { NOTE_MAX_LENGTH } from '../shared/limits.ts';
import type { TransitionResult } from '../shared/transitions.ts';
import { DEFAULT_CONFIDENTIALITY_NEW_THERAPY, type TherapyType } from './codes.ts';
import type { Therapy } from './entities.ts';

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
