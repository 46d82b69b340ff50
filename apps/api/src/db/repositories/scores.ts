import type { ScoreName } from '@cartella/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { savedScores, scoreCombinations, scoreCriteria } from '../schemas/scores.ts';

export function listScoreCriteria(db: Database, kind: string) {
  return db
    .select()
    .from(scoreCriteria)
    .where(eq(scoreCriteria.kind, kind))
    .orderBy(asc(scoreCriteria.position), asc(scoreCriteria.id));
}

export function listScoreCombinations(db: Database, kind: string) {
  return db
    .select()
    .from(scoreCombinations)
    .where(eq(scoreCombinations.kind, kind))
    .orderBy(asc(scoreCombinations.puntegio_totale));
}

export interface NewSavedScore {
  id_paziente: number;
  nome_score: ScoreName;
  valore_score: number;
  additional_score: number | null;
  inputs: Record<string, unknown>;
}

export async function insertSavedScore(db: Database, score: NewSavedScore) {
  const [row] = await db.insert(savedScores).values(score).returning();
  if (row === undefined) throw new Error('Score insert returned no row');
  return row;
}

/** A patient's saved scores of one name, newest first. */
export function listSavedScores(db: Database, patientId: number, name: ScoreName) {
  return db
    .select({
      id: savedScores.id,
      created_at: savedScores.created_at,
      valore_score: savedScores.valore_score,
      additional_score: savedScores.additional_score,
    })
    .from(savedScores)
    .where(and(eq(savedScores.id_paziente, patientId), eq(savedScores.nome_score, name)))
    .orderBy(desc(savedScores.created_at), desc(savedScores.id));
}
