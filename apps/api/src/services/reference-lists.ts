import {
  adminMessages,
  type CentreSave,
  type InvestigationSave,
  REFERENCE_PAGE_SIZE,
  type ReferenceLinkSave,
  type VaccineSave,
} from '@cartella/domain';
import type { Database } from '../db/client.ts';
import {
  centreNameTaken,
  findCentreById,
  findInvestigationById,
  findReferenceLinkById,
  findVaccineById,
  insertCentre,
  insertInvestigation,
  insertReferenceLink,
  insertVaccine,
  investigationNameTaken,
  type PageQuery,
  searchAllReferenceLinks,
  searchCatalogueInvestigations,
  searchCatalogueVaccines,
  searchCentres,
  updateCentre,
  updateInvestigation,
  updateReferenceLink,
  updateVaccine,
} from '../db/repositories/reference-lists.ts';
import { ApiError } from '../lib/api-error.ts';
import { type Actor, audited, type Deps } from './admin.ts';

/*
 * The admin's reference lists (issue #25): affiliated centres, the investigation catalogue, the
 * vaccine catalogue and the reference links. An entry is never deleted, since patient records may
 * point to it: it is disabled, and the patient screens no longer offer it. Every change is audited
 * with the entry before and after; no function here reads a patient's record.
 */

/** How one reference list is stored: its audit noun and its queries. */
interface ReferenceList<TId, TRow, TValues> {
  /** The audit's name of an entry, e.g. `centro`. */
  noun: string;
  /** The audit's verb suffix, e.g. `Centro` in `addCentro`. */
  verb: string;
  find: (db: Database, id: TId) => Promise<TRow | undefined>;
  insert: (db: Database, values: TValues) => Promise<TRow | undefined>;
  /** Whether another entry than `id` has the values' unique name. */
  nameTaken: (db: Database, values: TValues, id: TId) => Promise<boolean>;
  update: (db: Database, id: TId, values: TValues | { attivo: boolean }) => Promise<TRow | undefined>;
  search: (db: Database, query: PageQuery) => Promise<{ items: TRow[]; total: number }>;
}

/** The text fields trimmed, so that the stored entry has no stray spaces (and a website passes the column check). */
function trimmed<T extends object>(values: T): T {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as T;
}

async function pageOf<TId, TRow, TValues>(
  list: ReferenceList<TId, TRow, TValues>,
  { db }: Deps,
  query: { search: string; page: number },
) {
  const { items, total } = await list.search(db, {
    search: query.search.trim(),
    offset: (query.page - 1) * REFERENCE_PAGE_SIZE,
    limit: REFERENCE_PAGE_SIZE,
  });
  return { items, total, page: query.page, pageSize: REFERENCE_PAGE_SIZE };
}

function addEntry<TId, TRow, TValues extends object>(
  list: ReferenceList<TId, TRow, TValues>,
  deps: Deps,
  actor: Actor,
  idOf: (row: TRow) => TId,
  values: TValues,
) {
  return audited(deps, actor, async (tx) => {
    const row = await list.insert(tx, trimmed(values));
    if (row === undefined) throw new ApiError('conflict', { message: adminMessages.referenceExists });
    return {
      result: row,
      azione: `add${list.verb}`,
      oggetto: `${list.noun} ${String(idOf(row))}`,
      prima: null,
      dopo: row,
    };
  });
}

function editEntry<TId, TRow, TValues extends object>(
  list: ReferenceList<TId, TRow, TValues>,
  deps: Deps,
  actor: Actor,
  id: TId,
  values: TValues,
) {
  const clean = trimmed(values);
  return audited(deps, actor, async (tx) => {
    const before = await list.find(tx, id);
    if (before === undefined) throw new ApiError('not_found');
    if (await list.nameTaken(tx, clean, id))
      throw new ApiError('conflict', { message: adminMessages.referenceExists });
    const after = await list.update(tx, id, clean);
    if (after === undefined) throw new ApiError('not_found');
    return {
      result: after,
      azione: `modifica${list.verb}`,
      oggetto: `${list.noun} ${String(id)}`,
      prima: before,
      dopo: after,
    };
  });
}

function setEntryActive<TId, TRow extends { attivo: boolean }, TValues>(
  list: ReferenceList<TId, TRow, TValues>,
  deps: Deps,
  actor: Actor,
  id: TId,
  attivo: boolean,
) {
  return audited(deps, actor, async (tx) => {
    const before = await list.find(tx, id);
    if (before === undefined) throw new ApiError('not_found');
    const after = await list.update(tx, id, { attivo });
    if (after === undefined) throw new ApiError('not_found');
    return {
      result: after,
      azione: `${attivo ? 'abilita' : 'disabilita'}${list.verb}`,
      oggetto: `${list.noun} ${String(id)}`,
      prima: { attivo: before.attivo },
      dopo: { attivo: after.attivo },
    };
  });
}

// Affiliated centres.

const centres: ReferenceList<number, Awaited<ReturnType<typeof findCentreById>> & {}, CentreSave> = {
  noun: 'centro',
  verb: 'Centro',
  find: findCentreById,
  insert: insertCentre,
  nameTaken: (db, values, id) => centreNameTaken(db, values.centro_nome.trim(), id),
  update: updateCentre,
  search: searchCentres,
};

export const listCentresPage = (deps: Deps, query: { search: string; page: number }) =>
  pageOf(centres, deps, query);
export const addCentre = (deps: Deps, actor: Actor, values: CentreSave) =>
  addEntry(centres, deps, actor, (row) => row.id, values);
export const editCentre = (deps: Deps, actor: Actor, id: number, values: CentreSave) =>
  editEntry(centres, deps, actor, id, values);
export const setCentreActive = (deps: Deps, actor: Actor, id: number, attivo: boolean) =>
  setEntryActive(centres, deps, actor, id, attivo);

// The investigation catalogue.

const investigations: ReferenceList<
  number,
  Awaited<ReturnType<typeof findInvestigationById>> & {},
  InvestigationSave
> = {
  noun: 'indagine',
  verb: 'Indagine',
  find: findInvestigationById,
  insert: insertInvestigation,
  nameTaken: (db, values, id) => investigationNameTaken(db, values.descrizione.trim(), id),
  update: updateInvestigation,
  search: searchCatalogueInvestigations,
};

export const listInvestigationsPage = (deps: Deps, query: { search: string; page: number }) =>
  pageOf(investigations, deps, query);
export const addInvestigation = (deps: Deps, actor: Actor, values: InvestigationSave) =>
  addEntry(investigations, deps, actor, (row) => row.id, values);
export const editInvestigation = (deps: Deps, actor: Actor, id: number, values: InvestigationSave) =>
  editEntry(investigations, deps, actor, id, values);
export const setInvestigationActive = (deps: Deps, actor: Actor, id: number, attivo: boolean) =>
  setEntryActive(investigations, deps, actor, id, attivo);

// The vaccine catalogue: the id (AIC code) is the unique key, fixed once added.

const vaccineList: ReferenceList<
  string,
  Awaited<ReturnType<typeof findVaccineById>> & {},
  VaccineSave & { id_vaccino?: string }
> = {
  noun: 'vaccino',
  verb: 'Vaccino',
  find: findVaccineById,
  insert: (db, values) => insertVaccine(db, { ...values, id_vaccino: values.id_vaccino ?? '' }),
  nameTaken: async () => false,
  update: updateVaccine,
  search: searchCatalogueVaccines,
};

export const listVaccinesPage = (deps: Deps, query: { search: string; page: number }) =>
  pageOf(vaccineList, deps, query);
export const addVaccine = (deps: Deps, actor: Actor, values: VaccineSave & { id_vaccino: string }) =>
  addEntry(vaccineList, deps, actor, (row) => row.id_vaccino, values);
export const editVaccine = (deps: Deps, actor: Actor, id: string, values: VaccineSave) =>
  editEntry(vaccineList, deps, actor, id, values);
export const setVaccineActive = (deps: Deps, actor: Actor, id: string, attivo: boolean) =>
  setEntryActive(vaccineList, deps, actor, id, attivo);

// The reference links: names may repeat (one hospital in two lists).

const links: ReferenceList<
  number,
  Awaited<ReturnType<typeof findReferenceLinkById>> & {},
  ReferenceLinkSave
> = {
  noun: 'link',
  verb: 'LinkRiferimento',
  find: findReferenceLinkById,
  insert: insertReferenceLink,
  nameTaken: async () => false,
  update: updateReferenceLink,
  search: searchAllReferenceLinks,
};

export const listReferenceLinksPage = (deps: Deps, query: { search: string; page: number }) =>
  pageOf(links, deps, query);
export const addReferenceLink = (deps: Deps, actor: Actor, values: ReferenceLinkSave) =>
  addEntry(links, deps, actor, (row) => row.id, values);
export const editReferenceLink = (deps: Deps, actor: Actor, id: number, values: ReferenceLinkSave) =>
  editEntry(links, deps, actor, id, values);
export const setReferenceLinkActive = (deps: Deps, actor: Actor, id: number, attivo: boolean) =>
  setEntryActive(links, deps, actor, id, attivo);
