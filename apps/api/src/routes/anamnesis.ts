import { anamnesisOperations, anamnesisTextSections } from '@cartella/contract';
import { anamnesisTextFields, createPhysiologicalAnamnesisSchema } from '@cartella/domain';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { findAnamnesisVersion } from '../db/repositories/anamnesis.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { integerParam, parseJsonBody } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { requireOwnPatient, requireOwnRecord } from '../middleware/access.ts';
import { honoPath } from '../openapi.ts';
import {
  physiologicalSectionAnswer,
  physiologicalVersionAnswer,
  savePhysiologicalSection,
  saveTextSection,
  textSectionAnswer,
  textVersionAnswer,
} from '../services/anamnesis.ts';

/** The version behind a path id, if it is of this section and the caller owns it; else 403. */
async function requireOwnVersion(deps: RouteDeps, c: Context<AppEnv>, section: string) {
  const version = await findAnamnesisVersion(deps.db, integerParam(c, 'id_anamnesi_log'));
  // Another section's version answers like an unknown id.
  return requireOwnRecord(
    deps,
    c,
    version?.sezione === section ? version : undefined,
    (row) => row.id_paziente,
  );
}

export function anamnesisRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();

  for (const section of ['AnamnesiFamiliare', 'AnamnesiRemota', 'AnamnesiProssima'] as const) {
    const { read, body } = anamnesisTextSections[section];
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
      const version = await requireOwnVersion(deps, c, section);
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
    const version = await requireOwnVersion(deps, c, 'AnamnesiFisiologica');
    return c.json({ data: physiologicalVersionAnswer(version) });
  });

  return app;
}
