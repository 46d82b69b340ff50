import { breakLongWords, italianDate, pageMargin, renderPdf, sectionHeading, tagged } from './document.ts';
import { type ReportColumn, reportTable } from './report-table.ts';

/** One list of a printed list: its title, its rows and the columns they are drawn in. */
interface PrintedSection<TRow> {
  title: string;
  rows: readonly TRow[];
  columns: readonly ReportColumn<TRow>[];
}

/** What a printed list shows besides the extra content its caller draws after the lists. */
export interface PrintedList<TRow> {
  /** The document's title, before the patient's name (PDF metadata): "Esami". */
  title: string;
  /** The heading of the page: "Elenco degli esami". */
  heading: string;
  patientName: string;
  /** `YYYY-MM-DD`, the day printed. */
  today: string;
  /** The lists in the page's order. */
  sections: readonly PrintedSection<TRow>[];
  /** The line an empty list shows instead of its table. */
  emptyText: string;
}

/**
 * A printable list of the record (the exam list, the therapy list), in Italian as the spec prints
 * them: the heading, the patient's name and the day printed, then each list under its section
 * heading, as a table or as the line saying it is empty. `drawAfter` draws what follows the lists.
 */
export function printedListPdf<TRow>(
  list: PrintedList<TRow>,
  options: { compress?: boolean },
  drawAfter: (doc: PDFKit.PDFDocument, width: number) => void = () => {},
): Promise<Uint8Array<ArrayBuffer>> {
  return renderPdf({ title: `${list.title} - ${list.patientName}`, ...options }, (doc) => {
    const width = doc.page.width - 2 * pageMargin;
    tagged(doc, 'H1', () =>
      doc.font('Helvetica-Bold').fontSize(16).fillColor('#1f4e79').text(list.heading, { width }),
    );
    tagged(doc, 'P', () =>
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor('#000000')
        .text(breakLongWords(doc, `Paziente: ${list.patientName}`, width), { width }),
    );
    tagged(doc, 'P', () => doc.text(`Data di stampa: ${italianDate(list.today)}`, { width }));
    for (const section of list.sections) {
      sectionHeading(doc, section.title);
      if (section.rows.length === 0) {
        tagged(doc, 'P', () => doc.fontSize(9).text(list.emptyText, { width }));
        continue;
      }
      reportTable(doc, section.columns, section.rows, { spaceAfter: 0 });
    }
    drawAfter(doc, width);
  });
}
