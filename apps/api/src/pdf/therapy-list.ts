import {
  artifact,
  breakLongWords,
  italianDate,
  pageMargin,
  renderPdf,
  sectionHeading,
  tagged,
} from './document.ts';

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

/** A column of a printed table (also used by the exam list, pdf/exam-list.ts). */
export interface Column<Row = PrintedTherapy> {
  header: string;
  /** Share of the printable width. */
  share: number;
  cell: (row: Row) => string;
}

function datesOf(row: PrintedTherapy): string {
  return row.data_fine
    ? `${italianDate(row.data_inizio)} - ${italianDate(row.data_fine)}`
    : `dal ${italianDate(row.data_inizio)}`;
}

/** A tagged table (Table > TR > TH/TD) with a header row, breaking pages between rows. */
export function drawTable<Row>(doc: PDFKit.PDFDocument, columns: Column<Row>[], rows: readonly Row[]) {
  const width = doc.page.width - 2 * pageMargin;
  const widths = columns.map((column) => column.share * width);
  const padding = 3;
  // Table > TR > TH/TD for screen readers; cell borders and fills are decoration.
  const table = tagged(doc, 'Table');
  const drawRow = (texts: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
    const cells = texts.map((text, index) => breakLongWords(doc, text, (widths[index] ?? 0) - 2 * padding));
    const height =
      Math.max(
        ...cells.map((text, index) =>
          doc.heightOfString(text, { width: (widths[index] ?? 0) - 2 * padding }),
        ),
      ) +
      2 * padding;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    const row = tagged(doc, 'TR', undefined, table);
    let x = pageMargin;
    cells.forEach((text, index) => {
      const cellWidth = widths[index] ?? 0;
      const left = x;
      artifact(doc, () => {
        if (bold) doc.rect(left, top, cellWidth, height).fill('#e8eef5');
        doc.rect(left, top, cellWidth, height).lineWidth(0.5).stroke('#8a9bb0');
      });
      tagged(
        doc,
        bold ? 'TH' : 'TD',
        () =>
          doc
            .fillColor('#000000')
            .text(text, left + padding, top + padding, { width: cellWidth - 2 * padding }),
        row,
      );
      x += cellWidth;
    });
    doc.x = pageMargin;
    doc.y = top + height;
  };
  drawRow(
    columns.map((column) => column.header),
    true,
  );
  for (const row of rows)
    drawRow(
      columns.map((column) => column.cell(row)),
      false,
    );
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
  return renderPdf({ title: `Terapie - ${context.patientName}`, ...options }, (doc) => {
    const width = doc.page.width - 2 * pageMargin;
    tagged(doc, 'H1', () =>
      doc.font('Helvetica-Bold').fontSize(16).fillColor('#1f4e79').text('Elenco delle terapie', { width }),
    );
    tagged(doc, 'P', () =>
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor('#000000')
        .text(breakLongWords(doc, `Paziente: ${context.patientName}`, width), { width }),
    );
    tagged(doc, 'P', () => doc.text(`Data di stampa: ${italianDate(context.today)}`, { width }));
    for (const list of printedLists) {
      const rows = therapies.filter((therapy) => therapy.tipo_terapia === list.type);
      sectionHeading(doc, list.title);
      if (rows.length === 0) {
        tagged(doc, 'P', () => doc.fontSize(9).text('Nessun farmaco in questo elenco.', { width }));
        continue;
      }
      const columns: Column[] =
        list.type === 0
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
      drawTable(doc, columns, rows);
    }
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
