import {
  DrugDetailsAnswerSchema,
  DrugSearchAnswerSchema,
  DrugSearchSchema,
  findDrugInteractions,
  InteractionCheckAnswerSchema,
  type InteractionRecord,
  interactionSeverities,
  isInteractionSeverity,
  PageSchema,
  TEXT_LIMITS,
} from '@cartella/domain';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
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
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { parseJsonBody } from '../lib/request-body.ts';
import { reportRefusal } from '../middleware/access.ts';
import { defineOperation, honoPath } from '../openapi.ts';

/** Search results per page. */
export const DRUG_SEARCH_PAGE_SIZE = 20;

/** The same body as plain validation, for the API reference (openapi.ts converts no `check`). */
const DrugSearchDocumentedSchema = v.object({
  search: v.pipe(v.string(), v.minLength(2), v.maxLength(TEXT_LIMITS.search)),
  page: PageSchema,
});

const searchDescription =
  'Spec 000 section 7 "Drug search": body {search} of at least 2 characters (section 9); matches the ' +
  'name, the active ingredient or the AIC prefix, ranked exact AIC, name prefix, ingredient prefix, ' +
  'then the rest; 20 a page.';

export const drugOperations = {
  search: defineOperation({
    method: 'post',
    path: '/api/farmacifilter',
    operationId: 'searchDrugs',
    tag: 'Medications',
    summary: 'Search the drug catalogue (AIFA equivalent-medicines list)',
    description: searchDescription,
    requestBody: DrugSearchDocumentedSchema,
    response: DrugSearchAnswerSchema,
    errors: [],
  }),
  searchWithVaccines: defineOperation({
    method: 'post',
    path: '/api/farmaciVacciniFilter',
    operationId: 'searchDrugsAndVaccines',
    tag: 'Medications',
    summary: 'Search drugs and vaccines',
    description: `${searchDescription} The catalogue has no vaccines (farmaci/SOURCE.md), so this answers as /api/farmacifilter.`,
    requestBody: DrugSearchDocumentedSchema,
    response: DrugSearchAnswerSchema,
    errors: [],
  }),
  details: defineOperation({
    method: 'get',
    path: '/api/farmacoDetails/{id}',
    operationId: 'drugDetails',
    tag: 'Medications',
    summary: 'Drug details: ingredient, ATC path, pack, equivalents and known interactions',
    description: 'Data of the /farmacoDetails/{id_farmaco_codifa} screen (spec 000 sections 2 and 7).',
    pathParams: { id: 'id_farmaco_codifa (AIC, 9 digits)' },
    stringParams: true,
    response: DrugDetailsAnswerSchema,
    errors: ['not_found'],
  }),
  checkInteractions: defineOperation({
    method: 'get',
    path: '/api/checkInterazioniFarmaco/{id}',
    operationId: 'checkDrugInteractions',
    tag: 'Medications',
    summary: "Checks a drug against the caller's ongoing therapies",
    description:
      'Spec 000 sections 7 and 8. Through ATC codes and thesaurus classes (ANSM thesaurus, ' +
      "interazioni/SOURCE.md). `esito` is true when no interaction was found; each message names the ongoing drug, the drug it interacts with, the severity and ANSM's French texts.",
    pathParams: { id: 'id_farmaco_codifa of the drug being chosen' },
    stringParams: true,
    response: InteractionCheckAnswerSchema,
    errors: ['not_found', 'forbidden'],
  }),
} as const;

function drugIdParam(c: Context): string {
  const id = c.req.param('id') ?? '';
  if (!/^\d{6,9}$/.test(id))
    throw new ApiError('validation_failed', { fields: [{ path: 'id', code: 'invalid_type' }] });
  return id;
}

function toRecord(row: {
  id: string;
  a: string;
  b: string;
  livello: string;
  livelli: { codice: string; condizioni_fr: string }[];
  rischio_fr: string;
}): InteractionRecord[] {
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
      nameOf: (id: string) => names.get(id) ?? id,
      records: rows.flatMap(toRecord),
    },
  };
}

export function drugRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  const search = async (c: Context<AppEnv>) => {
    const body = await parseJsonBody(c, DrugSearchSchema);
    const { rows, total } = await searchDrugs(
      db,
      body.search,
      DRUG_SEARCH_PAGE_SIZE,
      (body.page - 1) * DRUG_SEARCH_PAGE_SIZE,
    );
    return c.json({
      data: rows.map((row) => ({
        id_farmaco_codifa: row.id_farmaco_codifa,
        descrizione_breve: row.descrizione_breve,
        somministrazione: row.somministrazione,
        principio_attivo: row.principio_attivo,
        codice_atc: row.codice_atc,
      })),
      total,
      page: body.page,
      pageSize: DRUG_SEARCH_PAGE_SIZE,
    });
  };
  app.post(honoPath(drugOperations.search.path), search);
  app.post(honoPath(drugOperations.searchWithVaccines.path), search);

  app.get(honoPath(drugOperations.details.path), async (c) => {
    const drug = await findDrug(db, drugIdParam(c));
    if (drug === undefined) throw new ApiError('not_found');
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
    return c.json({
      data: {
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
        })),
        equivalenti: equivalents,
        interazioni: interactions,
      },
    });
  });

  app.get(honoPath(drugOperations.checkInteractions.path), async (c) => {
    const candidate = await findDrug(db, drugIdParam(c));
    if (candidate === undefined) throw new ApiError('not_found');
    const patientId = await findPatientIdOfUser(db, c.get('session').userId);
    if (patientId === undefined) {
      reportRefusal(deps, c, 'access_denied');
      throw new ApiError('forbidden');
    }
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
    return c.json({
      esito: messages.length === 0,
      livello_massimo: messages[0]?.livello ?? null,
      messaggiInterazioni: messages,
    });
  });
  return app;
}
