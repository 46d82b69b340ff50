import { patientEditOperations } from '@cartella/contract';
import { PatientSaveRequestSchema } from '@cartella/domain';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { integerParam, parseJsonBody } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { requireOwnPatient } from '../middleware/access.ts';
import { honoPath } from '../openapi.ts';
import { saveMedicalInfo, savePersonalData, saveResidence } from '../services/patient-edit.ts';

export function patientEditRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();
  const today = () => localDateTime(config.now(), config.timeZone).date;
  app.put(honoPath(patientEditOperations.savePatient.path), async (c) => {
    const patientId = integerParam(c, 'id');
    const { user } = await requireOwnPatient(deps, c, patientId);
    const body = await parseJsonBody(c, PatientSaveRequestSchema);
    switch (body.page) {
      case 'personal':
        await savePersonalData(db, { patientId, userId: user.id_utente, today: today() }, body);
        break;
      case 'residence':
        await saveResidence(db, user.id_utente, body);
        break;
      case 'medical':
        await saveMedicalInfo(db, patientId, body);
        break;
      default:
        body.page satisfies never;
    }
    return c.json({ data: { id_paziente: patientId, page: body.page } });
  });
  return app;
}
