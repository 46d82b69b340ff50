import { adverseReactionOperations } from '@cartella/contract';
import {
  AdverseReactionRequestSchema,
  createAdverseReactionSchema,
  successMessages,
  validate,
} from '@cartella/domain';
import { Hono } from 'hono';
import { findDrug } from '../db/repositories/drugs.ts';
import {
  findAdverseReaction,
  findPatientIdOfUser,
  findPharmacovigilanceStructure,
  findTherapy,
  insertAdverseReaction,
  listAdverseReactions,
} from '../db/repositories/therapies.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { drugDataSourceLine } from '../lib/data-sources.ts';
import { integerParam, parseJsonBody } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { reportRefusal, requireOwnPatient, requireSelf } from '../middleware/access.ts';
import { honoPath } from '../openapi.ts';
import { adverseReactionAnswer } from '../services/adverse-reactions.ts';

export function adverseReactionRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();

  app.post(honoPath(adverseReactionOperations.create.path), async (c) => {
    const body = await parseJsonBody(c, AdverseReactionRequestSchema);
    requireSelf(deps, c, body.id_utente);
    const patientId = await findPatientIdOfUser(db, body.id_utente);
    if (patientId === undefined) {
      reportRefusal(deps, c, 'access_denied');
      throw new ApiError('forbidden');
    }
    const { patient } = await requireOwnPatient(deps, c, patientId);
    const today = localDateTime(config.now(), config.timeZone).date;
    const sex =
      patient.paziente_sesso === 'male' || patient.paziente_sesso === 'female'
        ? patient.paziente_sesso
        : 'unknown';
    const result = validate(createAdverseReactionSchema({ today, sex }), body);
    if (!result.success) throw new ApiError('validation_failed', { fields: result.issues });
    const report = result.output;
    const therapy = await findTherapy(db, report.id_terapie);
    if (therapy === undefined || therapy.id_paziente !== patientId) throw new ApiError('not_found');
    if ((await findPharmacovigilanceStructure(db, report.id_structure_pharmacovigilance)) === undefined) {
      throw new ApiError('validation_failed', {
        fields: [{ path: 'id_structure_pharmacovigilance', code: 'option_invalid' }],
      });
    }
    const female = sex === 'female';
    const row = await insertAdverseReaction(db, {
      ...report,
      id_utente: body.id_utente,
      // The drug and dose stay on the report when the therapy is later deleted.
      id_farmaco_codifa: therapy.id_farmaco_codifa,
      quantita_farmaceutica: therapy.quantita_farmaceutica,
      date_last_menstruation: female ? (report.date_last_menstruation ?? null) : null,
      pregnancy: female ? (report.pregnancy ?? null) : null,
      nursing_mother: female ? (report.nursing_mother ?? null) : null,
    });
    if (row === undefined) throw new ApiError('internal');
    return c.json({ message: successMessages.operationCompleted.it, id: row.id });
  });

  app.get(honoPath(adverseReactionOperations.list.path), async (c) => {
    const userId = integerParam(c, 'id');
    requireSelf(deps, c, userId);
    const rows = await listAdverseReactions(db, userId);
    return c.json({
      data: rows.map(({ report, drug }) =>
        adverseReactionAnswer(report, drug.descrizione_breve, report.created_at),
      ),
    });
  });

  app.get(honoPath(adverseReactionOperations.pdf.path), async (c) => {
    const reportId = integerParam(c, 'id');
    const report = await findAdverseReaction(db, reportId);
    // Another user's report answers like a missing one, so ids cannot be probed.
    if (report === undefined || report.id_utente !== c.get('session').userId) throw new ApiError('not_found');
    // The report holds its drug and dose, so it prints after its therapy was deleted.
    const patientId = await findPatientIdOfUser(db, report.id_utente);
    if (patientId === undefined) throw new ApiError('not_found');
    const { patient, user, contact } = await requireOwnPatient(deps, c, patientId);
    const [drug, structure] = await Promise.all([
      findDrug(db, report.id_farmaco_codifa),
      findPharmacovigilanceStructure(db, report.id_structure_pharmacovigilance),
    ]);
    if (drug === undefined || structure === undefined) throw new ApiError('not_found');
    const pdf = await deps.workers.run('adverseReaction', {
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
    return c.body(pdf, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="segnalazione-${report.id}.pdf"`,
    });
  });
  return app;
}
