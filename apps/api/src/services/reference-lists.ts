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

/**
 * The admin's actions on one reference list: a page of it, add, edit, and enable or disable an
 * entry. `TNew` is what an added entry brings (a vaccine also brings its id).
 */
function referenceListActions<
  TId,
  TRow extends { attivo: boolean },
  TValues extends object,
  TNew extends TValues = TValues,
>(list: ReferenceList<TId, TRow, TValues>, idOf: (row: TRow) => TId) {
  return {
    listPage: (deps: Deps, query: { search: string; page: number }) => pageOf(list, deps, query),
    add: (deps: Deps, actor: Actor, values: TNew) => addEntry(list, deps, actor, idOf, values),
    edit: (deps: Deps, actor: Actor, id: TId, values: TValues) => editEntry(list, deps, actor, id, values),
    setActive: (deps: Deps, actor: Actor, id: TId, attivo: boolean) =>
      setEntryActive(list, deps, actor, id, attivo),
  };
}

/** Affiliated centres. */
export const centreList = referenceListActions(
  {
    noun: 'centro',
    verb: 'Centro',
    find: findCentreById,
    insert: insertCentre,
    nameTaken: (db, values: CentreSave, id) => centreNameTaken(db, values.centro_nome.trim(), id),
    update: updateCentre,
    search: searchCentres,
  },
  (row) => row.id,
);

/** The investigation catalogue. */
export const investigationList = referenceListActions(
  {
    noun: 'indagine',
    verb: 'Indagine',
    find: findInvestigationById,
    insert: insertInvestigation,
    nameTaken: (db, values: InvestigationSave, id) =>
      investigationNameTaken(db, values.descrizione.trim(), id),
    update: updateInvestigation,
    search: searchCatalogueInvestigations,
  },
  (row) => row.id,
);

type VaccineValues = VaccineSave & { id_vaccino?: string };

/** The vaccine catalogue: the id (AIC code) is the unique key, fixed once added. */
export const vaccineList = referenceListActions<
  string,
  NonNullable<Awaited<ReturnType<typeof findVaccineById>>>,
  VaccineValues,
  VaccineSave & { id_vaccino: string }
>(
  {
    noun: 'vaccino',
    verb: 'Vaccino',
    find: findVaccineById,
    insert: (db, values) => insertVaccine(db, { ...values, id_vaccino: values.id_vaccino ?? '' }),
    nameTaken: async () => false,
    update: updateVaccine,
    search: searchCatalogueVaccines,
  },
  (row) => row.id_vaccino,
);

/** The reference links: names may repeat (one hospital in two lists). */
export const referenceLinkList = referenceListActions(
  {
    noun: 'link',
    verb: 'LinkRiferimento',
    find: findReferenceLinkById,
    insert: insertReferenceLink,
    nameTaken: async (_db, _values: ReferenceLinkSave) => false,
    update: updateReferenceLink,
    search: searchAllReferenceLinks,
  },
  (row) => row.id,
);
