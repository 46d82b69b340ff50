import {
  type AllergyTarget,
  type AllergyTargetKind,
  allergyMatchesDrug,
  allergyTargetKinds,
  type Diagnosis,
  type DiagnosisSchema,
  type DiagnosisState,
  moveDiagnosis,
  takesAllergyTarget,
} from '@cartella/domain';
import type * as v from 'valibot';
import type { Database } from '../db/client.ts';
import { type DiagnosisRow, findAssociatedCareProvider, listDiagnoses } from '../db/repositories/care.ts';
import {
  type AllergyTargetRow,
  findAllergyTargets,
  findAtcCode,
  findDiagnosisWithDoctor,
  findIngredient,
  insertDiagnosis,
  listActiveAllergyTargets,
  searchAtcTargets,
  searchDrugTargets,
  searchIngredientTargets,
  setAllergyTarget,
  softDeleteDiagnosis,
  updateDiagnosis,
} from '../db/repositories/diagnoses.ts';
import { findAtcPath, findDrug } from '../db/repositories/drugs.ts';
import { ApiError } from '../lib/api-error.ts';
import { fieldError } from '../lib/request-body.ts';
import { storedConfidentiality } from '../lib/stored-codes.ts';
import { toDiagnosisState, toDiagnosisType } from './care.ts';
import { type CommonDrugName, commonDrugNamesMatching, commonIngredientNamed } from './drug-names.ts';

/**
 * The rules of the diagnosis calls (spec 001 sections 4, 5 and 7): add, edit, move, lock and
 * delete. The route authorises (owner, licence); these check the body against the patient's own
 * data and write.
 */

type DiagnosisInput = v.InferOutput<typeof DiagnosisSchema>;

function toTargetKind(value: string): AllergyTargetKind {
  return allergyTargetKinds.find((kind) => kind === value) ?? 'testo';
}

function toTargetAnswer(row: AllergyTargetRow): AllergyTarget {
  return {
    tipo_bersaglio: toTargetKind(row.tipo_bersaglio),
    codice: row.codice,
    descrizione: row.descrizione,
  };
}

/** A stored diagnosis in its wire shape; the linked doctor's name wins over the typed one. */
function toDiagnosisAnswer(
  {
    diagnosis,
    doctor,
  }: {
    diagnosis: DiagnosisRow;
    doctor: { fullname: string } | null;
  },
  target: AllergyTargetRow | undefined,
): Diagnosis & {
  diagnosiDetails: { careprovider: string };
  id_careprovider: number | null;
  bersaglio: AllergyTarget | null;
} {
  return {
    id_diagnosi: diagnosis.id_diagnosi,
    id_paziente: diagnosis.id_paziente,
    diagnosi_stato: toDiagnosisState(diagnosis.diagnosi_stato),
    tipo_diagnosi: toDiagnosisType(diagnosis.tipo_diagnosi),
    diagnosi_patologia: diagnosis.diagnosi_patologia,
    diagnosiDetails: { careprovider: doctor?.fullname ?? diagnosis.careprovider ?? '' },
    id_careprovider: doctor === null ? null : diagnosis.id_careprovider,
    diagnosi_inserimento: diagnosis.diagnosi_inserimento,
    id_livello_confidenzialita: storedConfidentiality(diagnosis.id_livello_confidenzialita),
    bersaglio:
      target === undefined || !takesAllergyTarget(toDiagnosisType(diagnosis.tipo_diagnosi))
        ? null
        : toTargetAnswer(target),
  };
}

/** The patient's diagnoses (not deleted), newest first, with their doctors and targets. */
export async function diagnosesOf(db: Database, patientId: number) {
  const rows = await listDiagnoses(db, patientId);
  const targets = await findAllergyTargets(
    db,
    rows.map((row) => row.diagnosis.id_diagnosi),
  );
  return rows.map((row) => toDiagnosisAnswer(row, targets.get(row.diagnosis.id_diagnosi)));
}

/** The diagnosis behind an id with its doctor, whoever owns it, deleted or not (the route checks). */
export function diagnosisById(db: Database, diagnosisId: number) {
  return findDiagnosisWithDoctor(db, diagnosisId);
}

/** The patient a diagnosis belongs to (for the access policy). */
export function patientOfDiagnosis(found: { diagnosis: DiagnosisRow }): number {
  return found.diagnosis.id_paziente;
}

/** Whether the owner deleted the diagnosis (it then answers 404). */
export function isDiagnosisDeleted(found: { diagnosis: DiagnosisRow }): boolean {
  return found.diagnosis.deleted_at !== null;
}

/** A saved diagnosis read back in its wire shape. */
export async function diagnosisAnswerOf(db: Database, diagnosisId: number | undefined) {
  const row = diagnosisId === undefined ? undefined : await findDiagnosisWithDoctor(db, diagnosisId);
  if (row === undefined || row.diagnosis.deleted_at !== null) throw new ApiError('not_found');
  const targets = await findAllergyTargets(db, [row.diagnosis.id_diagnosi]);
  return toDiagnosisAnswer(row, targets.get(row.diagnosis.id_diagnosi));
}

/**
 * The doctor columns of an add or edit: a chosen doctor must be one of the patient's associated
 * doctors (its name is then taken from the doctor); otherwise the typed name is kept, and no name
 * is stored as null (the answer's careprovider "").
 */
async function doctorOf(db: Database, patientId: number, input: DiagnosisInput) {
  const careProviderId = input.id_careprovider ?? null;
  // No doctor: an allergy or intolerance the patient reports (the schema requires one on a Diagnosi).
  const typed = input.careprovider.trim();
  if (careProviderId === null) return { id_careprovider: null, careprovider: typed === '' ? null : typed };
  const linked = await findAssociatedCareProvider(db, patientId, careProviderId);
  if (linked === undefined) fieldError('id_careprovider', 'option_invalid');
  return { id_careprovider: careProviderId, careprovider: linked.fullname };
}

/**
 * What an allergy or intolerance is to, checked against the reference data: an ATC code that
 * exists, an ingredient some drug has (or one a common name stands for), a known AIC (else 400 option_invalid on bersaglio.codice);
 * free text as typed. A Diagnosi has none.
 */
async function targetOf(db: Database, input: DiagnosisInput) {
  const target = input.bersaglio ?? null;
  if (target === null || !takesAllergyTarget(input.tipo_diagnosi)) return null;
  const code = target.codice.trim();
  const invalid = (): never => fieldError('bersaglio.codice', 'option_invalid');
  switch (target.tipo_bersaglio) {
    case 'atc': {
      const atc = await findAtcCode(db, code.toUpperCase());
      return atc === undefined
        ? invalid()
        : { tipo_bersaglio: 'atc', codice: atc.codice_atc, descrizione: atc.descrizione_it };
    }
    case 'principio_attivo': {
      // An ingredient of the drug list, or one a common name stands for (Paracetamolo for Tachipirina).
      const ingredient = (await findIngredient(db, code)) ?? commonIngredientNamed(code);
      return ingredient === undefined
        ? invalid()
        : { tipo_bersaglio: 'principio_attivo', codice: ingredient, descrizione: ingredient };
    }
    case 'farmaco': {
      const drug = await findDrug(db, code);
      return drug === undefined
        ? invalid()
        : { tipo_bersaglio: 'farmaco', codice: drug.id_farmaco_codifa, descrizione: drug.descrizione_breve };
    }
    case 'testo':
      return { tipo_bersaglio: 'testo', codice: code, descrizione: code };
  }
}

/** Adds a diagnosis to one of the three groups, inserted today. */
export async function addDiagnosis(db: Database, patientId: number, input: DiagnosisInput, today: string) {
  const doctor = await doctorOf(db, patientId, input);
  const target = await targetOf(db, input);
  const id = await insertDiagnosis(db, {
    id_paziente: patientId,
    diagnosi_stato: input.diagnosi_stato,
    tipo_diagnosi: input.tipo_diagnosi,
    diagnosi_patologia: input.diagnosi_patologia,
    ...doctor,
    diagnosi_inserimento: today,
    id_livello_confidenzialita: input.id_livello_confidenzialita,
  });
  if (id !== undefined && target !== null) await setAllergyTarget(db, id, target);
  return id;
}

/** Edits type, text, doctor and confidentiality in place; the group and insertion date stay. */
export async function editDiagnosis(db: Database, stored: DiagnosisRow, input: DiagnosisInput) {
  const doctor = await doctorOf(db, stored.id_paziente, input);
  const target = await targetOf(db, input);
  const changed = await updateDiagnosis(db, stored.id_diagnosi, {
    tipo_diagnosi: input.tipo_diagnosi,
    diagnosi_patologia: input.diagnosi_patologia,
    ...doctor,
    id_livello_confidenzialita: input.id_livello_confidenzialita,
  });
  if (!changed) throw new ApiError('not_found');
  await setAllergyTarget(db, stored.id_diagnosi, target);
}

/** Moves a suspected diagnosis to confirmed or excluded (spec 001 section 4); else 400. */
export async function moveOwnDiagnosis(db: Database, stored: DiagnosisRow, target: DiagnosisState) {
  const moved = moveDiagnosis({ diagnosi_stato: toDiagnosisState(stored.diagnosi_stato) }, target);
  if (!moved.ok) fieldError('diagnosi_stato', moved.issue);
  const changed = await updateDiagnosis(db, stored.id_diagnosi, {
    diagnosi_stato: moved.value.diagnosi_stato,
  });
  if (!changed) throw new ApiError('not_found');
}

/** Changes only the confidentiality level. */
export async function setDiagnosisConfidentiality(db: Database, stored: DiagnosisRow, level: number) {
  const changed = await updateDiagnosis(db, stored.id_diagnosi, { id_livello_confidenzialita: level });
  if (!changed) throw new ApiError('not_found');
}

/** Soft-deletes a diagnosis. */
export async function deleteOwnDiagnosis(db: Database, stored: DiagnosisRow, now: Date) {
  if (!(await softDeleteDiagnosis(db, stored.id_diagnosi, now))) throw new ApiError('not_found');
}

/** Most targets one search answers. */
const ALLERGY_TARGET_SEARCH_LIMIT = 15;

type FoundTarget = AllergyTarget & { nome_comune?: string };

/**
 * What a common name or brand stands for, in the order an allergy is best recorded: its active
 * ingredient (it covers every drug that contains it, alone or combined), its ATC substance and
 * the ATC class above it.
 */
async function targetsOfCommonName(db: Database, name: CommonDrugName): Promise<FoundTarget[]> {
  const path = await findAtcPath(db, name.codice_atc);
  const atcTargets = [5, 4].flatMap((level) =>
    path
      .filter((row) => row.livello === level)
      .map((row) => ({
        tipo_bersaglio: 'atc' as const,
        codice: row.codice_atc,
        descrizione: row.descrizione_it,
      })),
  );
  return [
    {
      tipo_bersaglio: 'principio_attivo' as const,
      codice: name.principio_attivo,
      descrizione: name.principio_attivo,
    },
    ...atcTargets,
  ].map((target) => ({ ...target, nome_comune: name.nome }));
}

/**
 * Classes, ingredients and drugs an allergy can name, for the search box: first what the common
 * names or brands the text names stand for (two at most, issue #37), then up to 5 classes, 5
 * ingredients and 5 drugs whose own names match; each target once, 15 at most.
 */
export async function searchAllergyTargets(db: Database, text: string): Promise<FoundTarget[]> {
  const [named, classes, ingredients, packs] = await Promise.all([
    Promise.all(commonDrugNamesMatching(text, 2).map((name) => targetsOfCommonName(db, name))),
    searchAtcTargets(db, text, 5),
    searchIngredientTargets(db, text, 5),
    searchDrugTargets(db, text, 5),
  ]);
  const found: FoundTarget[] = [
    ...named.flat(),
    ...classes.map((row) => ({ tipo_bersaglio: 'atc' as const, ...row })),
    ...ingredients.map((name) => ({
      tipo_bersaglio: 'principio_attivo' as const,
      codice: name,
      descrizione: name,
    })),
    ...packs.map((row) => ({ tipo_bersaglio: 'farmaco' as const, ...row })),
  ];
  const seen = new Set<string>();
  return found
    .filter((target) => {
      const key = `${target.tipo_bersaglio}:${target.codice.toLowerCase()}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, ALLERGY_TARGET_SEARCH_LIMIT);
}

/** The patient's allergies and intolerances (confirmed or suspected) a drug matches; none for an unknown drug. */
export async function allergiesMatching(db: Database, patientId: number, drugId: string) {
  const drug = await findDrug(db, drugId);
  if (drug === undefined) return [];
  const allergies = await listActiveAllergyTargets(db, patientId);
  return allergies
    .map((row) => ({ ...row, bersaglio: toTargetAnswer(row.target) }))
    .filter((row) => allergyMatchesDrug(row.bersaglio, drug))
    .map(({ id_diagnosi, tipo_diagnosi, diagnosi_patologia, bersaglio }) => ({
      id_diagnosi,
      tipo_diagnosi,
      diagnosi_patologia,
      bersaglio,
    }));
}
