import { eq, inArray } from 'drizzle-orm';
import { csvColumns, parseCsv } from '../../lib/csv.ts';
import type { Database } from '../client.ts';
import { patients, users } from '../schema.ts';
import { careCentres, diagnosticInvestigations, exams } from '../schemas/exams.ts';
import { readDataFile } from './data-files.ts';

/** The investigation catalogue as the seed inserts it (indagini/indagini.csv, see its SOURCE.md). */
function investigationCatalogue() {
  return parseCsv(readDataFile('indagini/indagini.csv')).map((row) =>
    csvColumns(row, ['tipologia', 'codice', 'descrizione']),
  );
}

function demoCentre(tipo: number, name: string, street: string, phone: string, slug: string, testo: string) {
  return {
    tipo,
    centro_nome: `${name} (demo)`,
    centro_indirizzo: `${street}, 00000 Città di Prova`,
    telefono: phone,
    email: `${slug}@example.org`,
    titolo: name,
    sottotitolo: 'Centro di esempio, non esistente',
    testo,
    sito_web: `https://example.org/${slug}`,
  };
}

/** Made-up affiliated centres (names, addresses, phones and e-mails all invented). */
const demoCentres = [
  demoCentre(
    1,
    'Poliambulatorio Aurora',
    'Via Immaginaria 1',
    '+39 000 000 0101',
    'aurora',
    'Cardiologia, dermatologia, oculistica',
  ),
  demoCentre(
    1,
    'Studio Specialistico Borgo Fantasia',
    'Piazza dei Sogni 12',
    '+39 000 000 0102',
    'borgo-fantasia',
    'Pneumologia, ortopedia, neurologia',
  ),
  demoCentre(
    1,
    'Centro Medico Collina Verde',
    'Viale delle Prove 7',
    '+39 000 000 0103',
    'collina-verde',
    'Visite specialistiche e esami strumentali',
  ),
  demoCentre(
    2,
    'Radiologia Delfino',
    'Via dell’Esempio 33',
    '+39 000 000 0201',
    'radiologia-delfino',
    'RX, ecografie, mammografia',
  ),
  demoCentre(
    2,
    'Diagnostica per Immagini Eliotropio',
    'Corso Fittizio 90',
    '+39 000 000 0202',
    'eliotropio',
    'TC, risonanza magnetica, densitometria',
  ),
  demoCentre(
    2,
    'Studio Ecografico Faro',
    'Largo Inventato 4',
    '+39 000 000 0203',
    'faro',
    'Ecografie ed ecocolordoppler',
  ),
  demoCentre(
    3,
    'Laboratorio Analisi Girasole',
    'Via del Campione 21',
    '+39 000 000 0301',
    'girasole',
    'Prelievi dal lunedì al sabato, 7:30-10:00',
  ),
  demoCentre(
    3,
    'Laboratorio Iris',
    'Via Senza Nome 5',
    '+39 000 000 0302',
    'iris',
    'Analisi cliniche, microbiologia',
  ),
  demoCentre(
    3,
    'Centro Prelievi Lanterna',
    'Piazza Modello 8',
    '+39 000 000 0303',
    'lanterna',
    'Analisi cliniche e citologia',
  ),
];

/** Made-up exams of the demo patients, by e-mail: investigation and centre by name. */
const demoExams: Record<
  string,
  {
    tipologia: string;
    indagine: string;
    centro: string | null;
    stato: number;
    data: string;
    motivo: string;
  }[]
> = {
  'giulia.bianchi@example.org': [
    {
      tipologia: 'Laboratori Analisi',
      indagine: 'Colesterolo totale',
      centro: 'Laboratorio Analisi Girasole (demo)',
      stato: 2,
      data: '2026-09-15',
      motivo: 'Controllo del colesterolo',
    },
    {
      tipologia: 'Studi Specialistici',
      indagine: 'Elettrocardiogramma (ECG)',
      centro: 'Poliambulatorio Aurora (demo)',
      stato: 1,
      data: '2026-12-10',
      motivo: 'Controllo annuale',
    },
  ],
  'marco.rossi@example.org': [
    {
      tipologia: 'Studi Radiologici',
      indagine: 'Radiografia del torace (RX torace) in due proiezioni',
      centro: 'Radiologia Delfino (demo)',
      stato: 0,
      data: '2026-12-01',
      motivo: 'Tosse persistente',
    },
  ],
};

/**
 * The investigation catalogue and the demo centres (reference data: a filled table is left
 * alone), then the demo patients' exams while they have none.
 */
export async function seedExams(db: Database, options: { demoAccounts: boolean }): Promise<void> {
  if ((await db.$count(diagnosticInvestigations)) === 0) {
    await db.insert(diagnosticInvestigations).values(investigationCatalogue()).onConflictDoNothing();
  }
  if ((await db.$count(careCentres)) === 0) {
    await db.insert(careCentres).values(demoCentres).onConflictDoNothing();
  }
  if (!options.demoAccounts) return;
  await db.transaction(async (tx) => {
    const investigationIds = new Map(
      (
        await tx
          .select({ id: diagnosticInvestigations.id, name: diagnosticInvestigations.descrizione })
          .from(diagnosticInvestigations)
      ).map((row) => [row.name, row.id]),
    );
    const centreIds = new Map(
      (await tx.select({ id: careCentres.id, name: careCentres.centro_nome }).from(careCentres)).map(
        (row) => [row.name, row.id],
      ),
    );
    const patientRows = await tx
      .select({ email: users.email, id_paziente: patients.id_paziente })
      .from(users)
      .innerJoin(patients, eq(patients.id_utente, users.id_utente))
      .where(inArray(users.email, Object.keys(demoExams)));
    for (const { email, id_paziente } of patientRows) {
      const items = demoExams[email];
      if (items === undefined || (await tx.$count(exams, eq(exams.id_paziente, id_paziente))) > 0) continue;
      await tx.insert(exams).values(
        items.map((item) => ({
          id_paziente,
          indagine_tipologia: item.tipologia,
          id_diagn_investigations: investigationIds.get(item.indagine) ?? null,
          indagine_stato: item.stato,
          indagine_motivo: item.motivo,
          indagine_data_display: item.data,
          id_centro_indagine: item.centro === null ? null : (centreIds.get(item.centro) ?? null),
          id_livello_confidenzialita: 6,
        })),
      );
    }
  });
}
