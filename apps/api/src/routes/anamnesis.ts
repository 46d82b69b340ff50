import { anamnesisOperations, anamnesisTextBodies, anamnesisTextSections } from '@cartella/contract';
import { anamnesisTextFields, createPhysiologicalAnamnesisSchema } from '@cartella/domain';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { integerParam, parseJsonBody } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { requireOwnPatient, requireOwnRecord } from '../middleware/access.ts';
import { honoPath } from '../openapi.ts';
import {
  anamnesisVersionById,
  physiologicalSectionAnswer,
  physiologicalVersionAnswer,
  savePhysiologicalSection,
  saveTextSection,
  textSectionAnswer,
  textVersionAnswer,
} from '../services/anamnesis.ts';

export function anamnesisRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();
  const patientOfVersion = (version: { id_paziente: number }) => version.id_paziente;

  for (const section of ['AnamnesiFamiliare', 'AnamnesiRemota', 'AnamnesiProssima'] as const) {
    const { read } = anamnesisTextSections[section];
    const { body } = anamnesisTextBodies[section];
    const field = anamnesisTextFields[section];
    app.get(honoPath(read), async (c) => {
      const patientId = integerParam(c, 'id');
      await requireOwnPatient(deps, c, patientId);
      return c.json(await textSectionAnswer(db, patientId, section));
    });
    app.put(honoPath(`/api/anamnesi/${section}/{id}`), async (c) => {
      const patientId = integerParam(c, 'id');
      const { user } = await requireOwnPatient(deps, c, patientId);
      const parsed: Record<string, string> = await parseJsonBody(c, body);
      const context = { patientId, authorId: user.id_utente, now: config.now() };
      return c.json(await saveTextSection(db, context, section, parsed[field] ?? ''));
    });
    app.get(honoPath(`/api/anamnesi/${section}/versioni/{id_anamnesi_log}`), async (c) => {
      const versionId = integerParam(c, 'id_anamnesi_log');
      // Another section's version answers like an unknown id (403).
      const found = await anamnesisVersionById(db, versionId, section);
      const version = await requireOwnRecord(deps, c, found, patientOfVersion);
      return c.json({ data: textVersionAnswer(section, version) });
    });
  }

  app.get(honoPath(anamnesisOperations.readPhysiological.path), async (c) => {
    const patientId = integerParam(c, 'id');
    await requireOwnPatient(deps, c, patientId);
    return c.json(await physiologicalSectionAnswer(db, patientId));
  });

  app.put(honoPath(anamnesisOperations.savePhysiological.path), async (c) => {
    const patientId = integerParam(c, 'id');
    const { user, patient } = await requireOwnPatient(deps, c, patientId);
    const now = config.now();
    const today = localDateTime(now, config.timeZone).date;
    const answers = await parseJsonBody(c, createPhysiologicalAnamnesisSchema({ today }));
    const context = { patientId, authorId: user.id_utente, now };
    return c.json(await savePhysiologicalSection(db, context, answers, patient.paziente_sesso === 'female'));
  });

  app.get(honoPath(anamnesisOperations.versionPhysiological.path), async (c) => {
    const versionId = integerParam(c, 'id_anamnesi_log');
    const found = await anamnesisVersionById(db, versionId, 'AnamnesiFisiologica');
    const version = await requireOwnRecord(deps, c, found, patientOfVersion);
    return c.json({ data: physiologicalVersionAnswer(version) });
  });

  return app;
}
