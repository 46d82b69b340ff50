import type { PrintedResult } from '../services/exam-results.ts';
import { artifact, breakLongWords, pageMargin, tagged } from './document.ts';
import type { ReportTexts } from './report-texts.ts';

/** One column of a report table: its header and its share of the printable width. */
export interface ReportColumn<TRow> {
  header: string;
  share: number;
  cell: (row: TRow) => string;
}

/**
 * A tagged table (Table > TR > TH/TD) with a header row, breaking pages between rows: every table
 * of the printed documents (clinical report, therapy list, exam list). Borders and fills are
 * decoration. `spaceAfter` is the gap below it, in lines.
 */
export function reportTable<TRow>(
  doc: PDFKit.PDFDocument,
  columns: readonly ReportColumn<TRow>[],
  rows: readonly TRow[],
  { fontSize = 8.5, spaceAfter = 0.4 }: { fontSize?: number; spaceAfter?: number } = {},
) {
  const width = doc.page.width - 2 * pageMargin;
  const widths = columns.map((column) => column.share * width);
  const padding = 3;
  const table = tagged(doc, 'Table');
  const drawRow = (texts: string[], header: boolean) => {
    doc.font(header ? 'Helvetica-Bold' : 'Helvetica').fontSize(fontSize);
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
        if (header) doc.rect(left, top, cellWidth, height).fill('#e8eef5');
        doc.rect(left, top, cellWidth, height).lineWidth(0.5).stroke('#8a9bb0');
      });
      tagged(
        doc,
        header ? 'TH' : 'TD',
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
  if (spaceAfter > 0) doc.moveDown(spaceAfter);
}

/** A paragraph of body text (tagged P), long words broken to fit. */
export function paragraph(doc: PDFKit.PDFDocument, text: string, fontSize = 9.5) {
  const width = doc.page.width - 2 * pageMargin;
  doc.font('Helvetica').fontSize(fontSize).fillColor('#000000');
  const fitted = breakLongWords(doc, text, width);
  tagged(doc, 'P', () => doc.text(fitted, pageMargin, doc.y, { width }));
  doc.moveDown(0.2);
}

/** A sub-heading inside a section (tagged H3). */
export function subHeading(doc: PDFKit.PDFDocument, text: string) {
  const width = doc.page.width - 2 * pageMargin;
  if (doc.y > doc.page.height - 120) doc.addPage();
  doc.moveDown(0.3);
  tagged(doc, 'H3', () =>
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#1f4e79').text(text, pageMargin, doc.y, { width }),
  );
  doc.fillColor('#000000').font('Helvetica');
  doc.moveDown(0.2);
}

/** A laboratory result beside the name and date of its exam. */
export interface ExamResultRow {
  exam: string;
  /** The exam's date, `YYYY-MM-DD`, or null. */
  date: string | null;
  result: PrintedResult;
}

/**
 * The columns of the results table of the clinical report and of the exam list (issue #19): exam
 * and date, analyte, value with unit, reference range, and the flag in words.
 */
export function examResultColumns(t: ReportTexts): ReportColumn<ExamResultRow>[] {
  return [
    {
      header: t.investigation,
      share: 0.26,
      cell: ({ exam, date }) => [exam, date ? t.dateOf(date) : ''].filter(Boolean).join('\n'),
    },
    { header: t.analyte, share: 0.22, cell: ({ result }) => result.analita },
    {
      header: t.value,
      share: 0.16,
      cell: ({ result }) => `${t.number(result.valore)} ${result.unita}`.trim(),
    },
    { header: t.referenceRange, share: 0.18, cell: ({ result }) => t.range(result.rif_min, result.rif_max) },
    { header: t.resultOutcome, share: 0.18, cell: ({ result }) => t.resultFlags[result.esito] ?? '' },
  ];
}
