import { csvColumns, parseCsv } from '../../lib/csv.ts';
import type { Database } from '../client.ts';
import { referenceLinks, vaccines } from '../schemas/vaccinations.ts';
import { readDataFile } from './data-files.ts';

/** The vaccine catalogue as the seed inserts it (vaccini/vaccini.csv). */
export function vaccineCatalogue() {
  return parseCsv(readDataFile('vaccini/vaccini.csv')).map((row) => ({
    ...csvColumns(row, ['id_vaccino', 'antigeni', 'tipo', 'titolare', 'aic_confezioni']),
    descrizione_breve: row.nome_commerciale ?? '',
    codice_atc: row.atc ?? '',
  }));
}

/** The reference links of /altro: the curated lists and the Italian hospitals. */
function referenceLinkRows() {
  const curated = parseCsv(readDataFile('link-riferimento/link_riferimento.csv')).map((row) =>
    csvColumns(row, ['tipo', 'link_name', 'link_sede', 'link_city', 'link_informazioni', 'link_url']),
  );
  const hospitals = parseCsv(readDataFile('strutture-ricovero/strutture_ricovero.csv')).map((row) => ({
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
