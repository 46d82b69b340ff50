import { AdverseReactionItemSchema, type createAdverseReactionSchema } from '@cartella/domain';
import * as v from 'valibot';
import type { Database } from '../db/client.ts';
import { findDrug } from '../db/repositories/drugs.ts';
import type { findPatientWithUser } from '../db/repositories/patients.ts';
import {
  findAdverseReaction,
  findPatientIdOfUser,
  findPharmacovigilanceStructure,
  findTherapy,
  insertAdverseReaction,
  listAdverseReactions,
} from '../db/repositories/therapies.ts';
import type { RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { drugDataSourceLine } from '../lib/data-sources.ts';
import { localDateTime } from '../lib/time.ts';

/**
 * A stored report in its wire shape (spec 000 section 3), with the drug name of its therapy: the
 * schema keeps the report's fields and drops the columns that are not on the wire.
 */
export function adverseReactionAnswer(
  report: Record<string, unknown>,
  farmaco: string,
  createdAt: Date,
): v.InferOutput<typeof AdverseReactionItemSchema> {
  return v.parse(AdverseReactionItemSchema, { ...report, farmaco, created_at: createdAt.toISOString() });
}

type AdverseReactionInput = v.InferOutput<ReturnType<typeof createAdverseReactionSchema>>;
type PatientWithUser = NonNullable<Awaited<ReturnType<typeof findPatientWithUser>>>;

/** The id of the user's own patient record; undefined for a user without one. */
export function patientIdOfUser(db: Database, userId: number) {
  return findPatientIdOfUser(db, userId);
}

/**
 * Files a suspected adverse reaction to one of the patient's therapies (spec 000 section 7): a
 * therapy of another patient is 404, an unknown pharmacovigilance structure 400. The drug and dose
 * are copied onto the report, and the female-only answers are kept for female patients only.
 * Answers the new report's id.
 */
export async function reportAdverseReaction(
  db: Database,
  reporter: { userId: number; patientId: number; female: boolean },
  report: AdverseReactionInput,
) {
  const therapy = await findTherapy(db, report.id_terapie);
  if (therapy === undefined || therapy.id_paziente !== reporter.patientId) throw new ApiError('not_found');
  if ((await findPharmacovigilanceStructure(db, report.id_structure_pharmacovigilance)) === undefined) {
    throw new ApiError('validation_failed', {
      fields: [{ path: 'id_structure_pharmacovigilance', code: 'option_invalid' }],
    });
  }
  const { female } = reporter;
  const row = await insertAdverseReaction(db, {
    ...report,
    id_utente: reporter.userId,
    // The drug and dose stay on the report when the therapy is later deleted.
    id_farmaco_codifa: therapy.id_farmaco_codifa,
    quantita_farmaceutica: therapy.quantita_farmaceutica,
    date_last_menstruation: female ? (report.date_last_menstruation ?? null) : null,
    pregnancy: female ? (report.pregnancy ?? null) : null,
    nursing_mother: female ? (report.nursing_mother ?? null) : null,
  });
  if (row === undefined) throw new ApiError('internal');
  return row.id;
}

/** The user's reports in their wire shape, newest first. */
export async function adverseReactionsOf(db: Database, userId: number) {
  const rows = await listAdverseReactions(db, userId);
  return rows.map(({ report, drug }) =>
    adverseReactionAnswer(report, drug.descrizione_breve, report.created_at),
  );
}

/**
 * The caller's own report behind an id with the id of their patient record; undefined for an
 * unknown id, another user's report or a user without a record, alike.
 */
export async function ownAdverseReaction(db: Database, reportId: number, userId: number) {
  const report = await findAdverseReaction(db, reportId);
  if (report === undefined || report.id_utente !== userId) return undefined;
  const patientId = await findPatientIdOfUser(db, report.id_utente);
  return patientId === undefined ? undefined : { report, patientId };
}

type StoredAdverseReaction = NonNullable<Awaited<ReturnType<typeof findAdverseReaction>>>;

/**
 * The report's PDF, drawn off the event loop: it holds its own drug and dose, so it prints after
 * its therapy was deleted; a drug or structure no longer known is 404.
 */
export async function adverseReactionPdf(
  { db, config, workers }: RouteDeps,
  report: StoredAdverseReaction,
  { patient, user, contact }: PatientWithUser,
) {
  const [drug, structure] = await Promise.all([
    findDrug(db, report.id_farmaco_codifa),
    findPharmacovigilanceStructure(db, report.id_structure_pharmacovigilance),
  ]);
  if (drug === undefined || structure === undefined) throw new ApiError('not_found');
  return workers.run('adverseReaction', {
    report,
    context: {
      patient: {
        nome: patient.paziente_nome,
        cognome: patient.paziente_cognome,
        nascita: patient.paziente_nascita,
        sesso: patient.paziente_sesso,
        email: patient.paziente_email ?? user.email,
        indirizzo: [contact?.contatto_indirizzo, contact?.comune_residenza].filter(Boolean).join(', '),
        telefono: contact?.contatto_telefono ?? '',
      },
      drug,
      therapy: { quantita_farmaceutica: report.quantita_farmaceutica },
      structure: structure.struttura,
      today: localDateTime(config.now(), config.timeZone).date,
      drugDataSource: drugDataSourceLine,
    },
  });
}
