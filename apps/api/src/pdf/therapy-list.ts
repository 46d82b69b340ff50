import { italianDate, pageMargin, tagged } from './document.ts';
import { printedListPdf } from './printed-list.ts';
import type { ReportColumn } from './report-table.ts';

/** One printed therapy row. */
export interface PrintedTherapy {
  tipo_terapia: number;
  farmaco: string;
  somministrazione: string;
  quantita_farmaceutica: string | null;
  frequenza_farmaceutica: string | null;
  data_inizio: string;
  data_fine: string | null;
  prescrittore: string | null;
  note: string | null;
}

export interface TherapyListContext {
  patientName: string;
  /** `YYYY-MM-DD`, the day printed. */
  today: string;
  /** The drug-data attribution line (spec 000 section 2: the source notice). */
  drugDataSource: string;
}

/** The three lists in the page's order with the spec's titles (spec 000 section 2 "Medications"). */
const printedLists = [
  { type: 1, title: 'Terapie in Corso', noteHeader: 'Note' },
  { type: 2, title: 'Terapie Concluse', noteHeader: 'Note' },
  { type: 0, title: 'Farmaci Vietati', noteHeader: 'Motivo' },
] as const;

/** The columns of a list: the forbidden drugs have no dose and frequency. */
function columnsOf(list: (typeof printedLists)[number]): ReportColumn<PrintedTherapy>[] {
  return list.type === 0
    ? [
        { header: 'Farmaco', share: 0.3, cell: (row) => `${row.farmaco}\n${row.somministrazione}` },
        { header: 'Date', share: 0.18, cell: datesOf },
        { header: 'Prescrittore', share: 0.2, cell: (row) => row.prescrittore ?? '' },
        { header: list.noteHeader, share: 0.32, cell: (row) => row.note ?? '' },
      ]
    : [
        { header: 'Farmaco', share: 0.24, cell: (row) => `${row.farmaco}\n${row.somministrazione}` },
        { header: 'Dose', share: 0.13, cell: (row) => row.quantita_farmaceutica ?? '' },
        { header: 'Frequenza', share: 0.13, cell: (row) => row.frequenza_farmaceutica ?? '' },
        { header: 'Date', share: 0.15, cell: datesOf },
        { header: 'Prescrittore', share: 0.15, cell: (row) => row.prescrittore ?? '' },
        { header: list.noteHeader, share: 0.2, cell: (row) => row.note ?? '' },
      ];
}

function datesOf(row: PrintedTherapy): string {
  return row.data_fine
    ? `${italianDate(row.data_inizio)} - ${italianDate(row.data_fine)}`
    : `dal ${italianDate(row.data_inizio)}`;
}

/**
 * The printable therapy list of /Registro/Farmaci (spec 000 section 2: the footer's print button
 * "prints for the patient"): the three lists with drug, dose, frequency, dates, prescriber and
 * notes or reason, the patient's name, the date, and the drug-data source line.
 */
export function therapyListPdf(
  therapies: readonly PrintedTherapy[],
  context: TherapyListContext,
  options: { compress?: boolean } = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const sections = printedLists.map((list) => ({
    title: list.title,
    rows: therapies.filter((therapy) => therapy.tipo_terapia === list.type),
    columns: columnsOf(list),
  }));
  const { patientName, today } = context;
  const list = {
    title: 'Terapie',
    heading: 'Elenco delle terapie',
    patientName,
    today,
    sections,
    emptyText: 'Nessun farmaco in questo elenco.',
  };
  return printedListPdf(list, options, (doc, width) => {
    doc.moveDown(1.2);
    tagged(doc, 'P', () =>
      doc
        .font('Helvetica')
        .fontSize(8)
        .fillColor('#444444')
        .text(context.drugDataSource, pageMargin, doc.y, { width }),
    );
  });
}
