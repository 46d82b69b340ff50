import { type PregnancyItem, type PregnancySchema, pregnancyNotFemaleMessage } from '@cartella/domain';
import type * as v from 'valibot';
import type { PregnancyValues, StoredPregnancy } from '../db/repositories/anamnesis.ts';
import { ApiError } from '../lib/api-error.ts';

type PregnancyBody = v.InferOutput<typeof PregnancySchema>;

/** An empty text or option is stored as null. */
function nullIfEmpty<T extends string>(value: T | '' | null | undefined): T | null {
  return value === '' || value === undefined ? null : value;
}

/** The stored values of a validated pregnancy body. */
export function pregnancyValues(body: PregnancyBody): PregnancyValues {
  return {
    eta: body.eta,
    inizio_gravidanza: body.inizio_gravidanza,
    fine_gravidanza: nullIfEmpty(body.fine_gravidanza),
    esito: nullIfEmpty(body.esito),
    sesso_bambino: nullIfEmpty(body.sesso_bambino),
    note_gravidanza: nullIfEmpty(body.note_gravidanza),
  };
}

/** A stored pregnancy on the wire (tbl_gravidanze). */
export function pregnancyAnswer(row: StoredPregnancy): PregnancyItem {
  return {
    id_gravidanza: row.id_gravidanza,
    id_paziente: row.id_paziente,
    eta: row.eta,
    inizio_gravidanza: row.inizio_gravidanza,
    fine_gravidanza: row.fine_gravidanza,
    esito: row.esito === 'nascita' || row.esito === 'aborto' ? row.esito : null,
    sesso_bambino:
      row.sesso_bambino === 'Maschio' || row.sesso_bambino === 'Femmina' ? row.sesso_bambino : null,
    note_gravidanza: row.note_gravidanza,
  };
}

/**
 * Pregnancies are recorded for female patients only (spec 001, section 6): a write for anyone
 * else is refused (403), whatever the client shows.
 */
export function requireFemalePatient(sex: string) {
  if (sex !== 'female') throw new ApiError('forbidden', { message: pregnancyNotFemaleMessage });
}
