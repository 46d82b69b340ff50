import type { Visit, VisitSchema } from '@cartella/domain';
import type * as v from 'valibot';
import type { Database } from '../db/client.ts';
import {
  deleteVisit,
  findVisit,
  insertVisit,
  listVisits,
  updateVisit,
  type VisitRow,
} from '../db/repositories/visits.ts';
import { ApiError } from '../lib/api-error.ts';

/** The visit calls (spec 001 sections 5 and 7): the route authorises, these write and answer. */

type VisitInput = v.InferOutput<typeof VisitSchema>;

/** A stored visit in its wire shape. */
function toVisitAnswer(row: VisitRow): Visit {
  return {
    id_visita: row.id_visita,
    id_paziente: row.id_paziente,
    visita_data: row.visita_data,
    visita_motivazione: row.visita_motivazione,
    visita_osservazioni: row.visita_osservazioni,
    visita_conclusioni: row.visita_conclusioni,
  };
}

/** The visit behind an id, whoever owns it (the route checks the owner). */
export function visitById(db: Database, visitId: number) {
  return findVisit(db, visitId);
}

export async function visitsOf(db: Database, patientId: number) {
  return (await listVisits(db, patientId)).map(toVisitAnswer);
}

function fieldsOf(input: VisitInput) {
  return {
    visita_data: input.visita_data,
    visita_motivazione: input.visita_motivazione,
    visita_osservazioni: input.visita_osservazioni,
    visita_conclusioni: input.visita_conclusioni,
  };
}

export async function addVisit(db: Database, patientId: number, input: VisitInput) {
  const row = await insertVisit(db, { id_paziente: patientId, ...fieldsOf(input) });
  if (row === undefined) throw new ApiError('internal');
  return toVisitAnswer(row);
}

export async function editVisit(db: Database, stored: VisitRow, input: VisitInput) {
  const row = await updateVisit(db, stored.id_visita, fieldsOf(input));
  if (row === undefined) throw new ApiError('not_found');
  return toVisitAnswer(row);
}

export async function deleteOwnVisit(db: Database, stored: VisitRow) {
  if (!(await deleteVisit(db, stored.id_visita))) throw new ApiError('not_found');
}
