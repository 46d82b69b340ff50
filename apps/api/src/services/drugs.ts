import {
  findDrugInteractions,
  type InteractionRecord,
  interactionSeverities,
  isInteractionSeverity,
  type Locale,
} from '@cartella/domain';
import type { Database } from '../db/client.ts';
import {
  findAtcPath,
  findClassesOf,
  findDrug,
  findEntityNames,
  findInteractionRecords,
  findSubstancesByAtc,
  listEquivalentDrugs,
  searchDrugs,
} from '../db/repositories/drugs.ts';
import { findPatientIdOfUser, listTherapies } from '../db/repositories/therapies.ts';
import type { interactions } from '../db/schemas/therapies.ts';
import { atcName } from '../lib/atc-names.ts';
import { commonDrugNamesMatching } from './drug-names.ts';

/** Search results per page. */
const DRUG_SEARCH_PAGE_SIZE = 20;

/**
 * One page of the drug search (name, active ingredient, AIC prefix, or the ingredient of a common
 * name or brand such as "aspirina", issue #37), best matches first.
 */
export async function searchDrugCatalogue(db: Database, text: string, page: number) {
  const named = commonDrugNamesMatching(text, 3);
  const { rows, total } = await searchDrugs(
    db,
    text,
    {
      ingredients: named.map((name) => name.principio_attivo),
      atcCodes: named.map((name) => name.codice_atc),
    },
    DRUG_SEARCH_PAGE_SIZE,
    (page - 1) * DRUG_SEARCH_PAGE_SIZE,
  );
  return {
    data: rows.map((row) => ({
      id_farmaco_codifa: row.id_farmaco_codifa,
      descrizione_breve: row.descrizione_breve,
      somministrazione: row.somministrazione,
      principio_attivo: row.principio_attivo,
      codice_atc: row.codice_atc,
    })),
    total,
    page,
    pageSize: DRUG_SEARCH_PAGE_SIZE,
  };
}

function toRecord(row: typeof interactions.$inferSelect): InteractionRecord[] {
  if (!isInteractionSeverity(row.livello)) return [];
  const levels = row.livelli.flatMap((level) =>
    isInteractionSeverity(level.codice) ? [{ codice: level.codice, condizioni_fr: level.condizioni_fr }] : [],
  );
  return [
    { id: row.id, a: row.a, b: row.b, livello: row.livello, livelli: levels, rischio_fr: row.rischio_fr },
  ];
}

/** Loads what the matcher needs for the given drugs' ATC codes. */
async function loadThesaurus(db: Database, atcCodes: readonly string[]) {
  const substancesByAtc = await findSubstancesByAtc(db, atcCodes);
  const substances = [...substancesByAtc.values()].flat();
  const classes = await findClassesOf(db, substances);
  const entities = [...substances, ...[...classes.values()].flat()];
  const rows = await findInteractionRecords(db, entities);
  const names = await findEntityNames(db, [...entities, ...rows.flatMap((row) => [row.a, row.b])]);
  return {
    substancesOf: (code: string) => substancesByAtc.get(code) ?? [],
    thesaurus: {
      classesOf: (id: string) => classes.get(id) ?? [],
      nameOf: (id: string) => names.get(id)?.nome_fr ?? id,
      // A name the table lacks falls back to the French one, never to nothing.
      namesOf: (id: string) => {
        const found = names.get(id);
        const french = found?.nome_fr ?? id;
        return { it: found?.nome_it || french, en: found?.nome_en || french };
      },
      records: rows.flatMap(toRecord),
    },
  };
}

type DrugRow = NonNullable<Awaited<ReturnType<typeof findDrug>>>;

/**
 * A drug's sheet (GET /api/farmacoDetails/{id}): its ATC path (named in `locale` too), its
 * equivalents, and every interaction the thesaurus lists for its substance or one of its classes,
 * the most severe first.
 */
export async function drugSheet(db: Database, drug: DrugRow, locale: Locale) {
  const [atc, equivalents, loaded] = await Promise.all([
    findAtcPath(db, drug.codice_atc),
    listEquivalentDrugs(db, drug.gruppo, drug.id_farmaco_codifa),
    loadThesaurus(db, [drug.codice_atc]),
  ]);
  // Known interactions of the substance: every record touching it or one of its classes.
  const own = new Set(
    loaded.substancesOf(drug.codice_atc).flatMap((id) => [id, ...loaded.thesaurus.classesOf(id)]),
  );
  const interactions = loaded.thesaurus.records
    .filter((record) => own.has(record.a) || own.has(record.b))
    .map((record) => {
      const mine = own.has(record.a) ? record.a : record.b;
      const other = mine === record.a ? record.b : record.a;
      return {
        id: record.id,
        sostanza: loaded.thesaurus.nameOf(mine),
        interazione_con: loaded.thesaurus.nameOf(other),
        nomi_sostanza: loaded.thesaurus.namesOf(mine),
        nomi_interazione_con: loaded.thesaurus.namesOf(other),
        livello: record.livello,
        livelli: record.livelli,
        rischio_fr: record.rischio_fr,
      };
    })
    .sort(
      (first, second) =>
        interactionSeverities.indexOf(first.livello) - interactionSeverities.indexOf(second.livello) ||
        first.interazione_con.localeCompare(second.interazione_con),
    );
  return {
    id_farmaco_codifa: drug.id_farmaco_codifa,
    descrizione_breve: drug.descrizione_breve,
    somministrazione: drug.somministrazione,
    principio_attivo: drug.principio_attivo,
    codice_atc: drug.codice_atc,
    confezione: drug.confezione,
    gruppo: drug.gruppo,
    atc: atc.map((row) => ({
      codice_atc: row.codice_atc,
      livello: row.livello,
      descrizione_it: row.descrizione_it,
      descrizione: atcName(row, locale),
    })),
    equivalenti: equivalents,
    interazioni: interactions,
  };
}

/**
 * The interaction check of a candidate drug against the patient's ongoing therapies (spec 000
 * section 7), the most severe pair first.
 */
export async function interactionCheck(db: Database, candidate: DrugRow, patientId: number) {
  const ongoing = await listTherapies(db, patientId, 1);
  const loaded = await loadThesaurus(db, [
    candidate.codice_atc,
    ...ongoing.map((row) => row.drug.codice_atc),
  ]);
  const messages = findDrugInteractions(
    { name: candidate.descrizione_breve, substances: loaded.substancesOf(candidate.codice_atc) },
    ongoing.map((row) => ({
      name: row.drug.descrizione_breve,
      substances: loaded.substancesOf(row.drug.codice_atc),
    })),
    loaded.thesaurus,
  );
  return {
    esito: messages.length === 0,
    livello_massimo: messages[0]?.livello ?? null,
    messaggiInterazioni: messages,
  };
}

/** The sheet of the drug with this AIC; undefined for an unknown drug. */
export async function drugSheetById(db: Database, drugId: string, locale: Locale) {
  const drug = await findDrug(db, drugId);
  return drug === undefined ? undefined : drugSheet(db, drug, locale);
}

/**
 * The interaction check of the drug with this AIC against the therapies of the caller's own
 * patient record: 'unknown_drug' first, then 'no_patient' for a user without one.
 */
export async function interactionCheckForUser(db: Database, drugId: string, userId: number) {
  const candidate = await findDrug(db, drugId);
  if (candidate === undefined) return 'unknown_drug' as const;
  const patientId = await findPatientIdOfUser(db, userId);
  if (patientId === undefined) return 'no_patient' as const;
  return interactionCheck(db, candidate, patientId);
}
