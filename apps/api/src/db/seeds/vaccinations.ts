import { readFileSync } from 'node:fs';
import type { Database } from '../client.ts';
import { referenceLinks, vaccines } from '../schemas/vaccinations.ts';
import { parseCsv } from './therapies.ts';

/** apps/api/data/, written by scripts/import-vaccinations.mjs from shared/data. */
const dataFolder = new URL('../../../data/', import.meta.url);

function readData(relative: string): string {
  return readFileSync(new URL(relative, dataFolder), 'utf8');
}

/** The vaccine catalogue as the seed inserts it (vaccini/vaccini.csv). */
export function vaccineCatalogue() {
  return parseCsv(readData('vaccini/vaccini.csv')).map((row) => ({
    id_vaccino: row.id_vaccino ?? '',
    descrizione_breve: row.nome_commerciale ?? '',
    codice_atc: row.atc ?? '',
    antigeni: row.antigeni ?? '',
    tipo: row.tipo ?? '',
    titolare: row.titolare ?? '',
    aic_confezioni: row.aic_confezioni ?? '',
  }));
}

/** The reference links of /altro: the curated lists and the Italian hospitals. */
function referenceLinkRows() {
  const curated = parseCsv(readData('link-riferimento/link_riferimento.csv')).map((row) => ({
    tipo: row.tipo ?? '',
    link_name: row.link_name ?? '',
    link_sede: row.link_sede ?? '',
    link_city: row.link_city ?? '',
    link_informazioni: row.link_informazioni ?? '',
    link_url: row.link_url ?? '',
  }));
  const hospitals = parseCsv(readData('strutture-ricovero/strutture_ricovero.csv')).map((row) => ({
    tipo: 'ospedali_italiani',
    link_name: row.denominazione ?? '',
    link_sede: row.asl ?? '',
    link_city: `${row.comune ?? ''} (${row.sigla_provincia ?? ''}), ${row.regione ?? ''}`,
    link_informazioni: `${row.tipo_struttura ?? ''} – ${row.natura_giuridica ?? ''}`,
    link_url: '',
  }));
  return [...curated, ...hospitals];
}

/**
 * Vaccine catalogue and reference links (issue 21). Reference data: a filled table is left alone,
 * so the seed can run on every start.
 */
export async function seedVaccinations(db: Database): Promise<void> {
  if ((await db.$count(vaccines)) === 0) {
    await db.insert(vaccines).values(vaccineCatalogue()).onConflictDoNothing();
  }
  if ((await db.$count(referenceLinks)) === 0) {
    const rows = referenceLinkRows();
    for (let start = 0; start < rows.length; start += 500) {
      await db.insert(referenceLinks).values(rows.slice(start, start + 500));
    }
  }
}
