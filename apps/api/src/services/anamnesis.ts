import {
  type AnamnesisTextSection,
  anamnesisTextFields,
  applyLifestyleAnswers,
  clearFemaleOnlyAnswers,
  type PhysiologicalAnamnesisInput,
  PhysiologicalAnamnesisItemSchema,
} from '@cartella/domain';
import type { Database } from '../db/client.ts';
import {
  type AnamnesisVersionRow,
  findAnamnesisVersion,
  insertAnamnesisVersion,
  latestAnamnesisVersion,
  listAnamnesisVersions,
} from '../db/repositories/anamnesis.ts';

/** Who saves, for whom, and when. */
export interface AnamnesisSaveContext {
  patientId: number;
  authorId: number;
  now: Date;
}

/** The answer's fields of the physiological anamnesis that are answers (not keys or dates). */
const physiologicalAnswerKeys = Object.keys(PhysiologicalAnamnesisItemSchema.entries).filter(
  (key) => !['id_paziente', 'id_anamnesi_log', 'dataAggiornamento'].includes(key),
);

function versionKeys(row: AnamnesisVersionRow) {
  return {
    id_paziente: row.id_paziente,
    id_anamnesi_log: row.id_anamnesi_log,
    dataAggiornamento: row.dataAggiornamento.toISOString(),
  };
}

/** A text section's version on the wire: its text under the section's own field name. */
export function textVersionAnswer(section: AnamnesisTextSection, row: AnamnesisVersionRow) {
  return { ...versionKeys(row), [anamnesisTextFields[section]]: row.contenuto ?? '' };
}

/** A physiological version on the wire: every answer, null where the stored version has none. */
export function physiologicalVersionAnswer(row: AnamnesisVersionRow) {
  const stored = (row.fisiologica ?? {}) as Record<string, unknown>;
  const answers: Record<string, unknown> = {};
  for (const key of physiologicalAnswerKeys) answers[key] = stored[key] ?? null;
  return { ...versionKeys(row), ...answers };
}

/**
 * The version behind an id if it is one of this section's, whoever owns it (the route checks);
 * another section's version is undefined, like an unknown id.
 */
export async function anamnesisVersionById(db: Database, versionId: number, section: string) {
  const version = await findAnamnesisVersion(db, versionId);
  return version?.sezione === section ? version : undefined;
}

async function versionsOf(db: Database, patientId: number, section: string) {
  const rows = await listAnamnesisVersions(db, patientId, section);
  return rows.map((row) => ({
    id_anamnesi_log: row.id_anamnesi_log,
    dataAggiornamento: row.dataAggiornamento.toISOString(),
  }));
}

/** A text section's read: the newest version and the list of versions. */
export async function textSectionAnswer(db: Database, patientId: number, section: AnamnesisTextSection) {
  const latest = await latestAnamnesisVersion(db, patientId, section);
  return {
    data: latest ? textVersionAnswer(section, latest) : null,
    versioni: await versionsOf(db, patientId, section),
  };
}

/** The physiological section's read: the newest version and the list of versions. */
export async function physiologicalSectionAnswer(db: Database, patientId: number) {
  const latest = await latestAnamnesisVersion(db, patientId, 'AnamnesiFisiologica');
  return {
    data: latest ? physiologicalVersionAnswer(latest) : null,
    versioni: await versionsOf(db, patientId, 'AnamnesiFisiologica'),
  };
}

/** Saves a new version of a text section; earlier versions stay. */
export async function saveTextSection(
  db: Database,
  context: AnamnesisSaveContext,
  section: AnamnesisTextSection,
  text: string,
) {
  await insertAnamnesisVersion(db, {
    id_paziente: context.patientId,
    author_id: context.authorId,
    sezione: section,
    contenuto: text,
    dataAggiornamento: context.now,
  });
  return textSectionAnswer(db, context.patientId, section);
}

/**
 * Saves a new version of the physiological anamnesis: a lifestyle answer other than 'si' zeroes
 * its dose and empties its type (spec 001, section 4), and the menstrual answers are kept for
 * female patients only (section 6). Absent answers are stored as null.
 */
export async function savePhysiologicalSection(
  db: Database,
  context: AnamnesisSaveContext,
  answers: PhysiologicalAnamnesisInput,
  female: boolean,
) {
  const complete: Record<string, unknown> = {};
  for (const key of physiologicalAnswerKeys) complete[key] = answers[key as keyof typeof answers] ?? null;
  const stored = clearFemaleOnlyAnswers(applyLifestyleAnswers(complete), female);
  await insertAnamnesisVersion(db, {
    id_paziente: context.patientId,
    author_id: context.authorId,
    sezione: 'AnamnesiFisiologica',
    fisiologica: stored,
    dataAggiornamento: context.now,
  });
  return physiologicalSectionAnswer(db, context.patientId);
}
