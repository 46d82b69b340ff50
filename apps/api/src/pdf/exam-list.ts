import type { PrintedResult } from '../services/exam-results.ts';
import { breakLongWords, italianDate, pageMargin, renderPdf, sectionHeading, tagged } from './document.ts';
import { examResultColumns, type ReportColumn, reportTable } from './report-table.ts';
import { reportTexts } from './report-texts.ts';

/** One printed exam row. */
export interface PrintedExam {
  /** 0 requested, 1 scheduled, 2 completed. */
  indagine_stato: number;
  indagine_tipologia: string;
  indagine: string;
  data: string | null;
  centro: string;
  careprovider: string;
  motivo: string;
  /** Structured results of a completed laboratory exam (issue #19), in the order entered. */
  risultati: readonly PrintedResult[];
}

export interface ExamListContext {
  patientName: string;
  /** `YYYY-MM-DD`, the day printed. */
  today: string;
}

/** The three lists in the page's order, with the spec's names (spec 000 section 4). */
const printedLists = [
  { status: 0, title: 'Richiesti' },
  { status: 1, title: 'Programmati' },
  { status: 2, title: 'Completati' },
] as const;

const columns: ReportColumn<PrintedExam>[] = [
  { header: 'Indagine', share: 0.27, cell: (row) => `${row.indagine}\n${row.indagine_tipologia}` },
  { header: 'Data', share: 0.12, cell: (row) => (row.data === null ? '' : italianDate(row.data)) },
  { header: 'Centro', share: 0.2, cell: (row) => row.centro },
  { header: 'Care provider', share: 0.16, cell: (row) => row.careprovider },
  { header: 'Motivo', share: 0.25, cell: (row) => row.motivo },
];

/** The list is in Italian, as the spec prints it: the results use the clinical report's words. */
const texts = reportTexts('it');

/**
 * The printable exam list of /Registro/Esami (spec 000 section 2 "print exams", spec 001 section 7
 * GET /api/downloadEsami/{id}): the three lists by status, the patient's name and the date, then
 * the laboratory results.
 */
export function examListPdf(
  exams: readonly PrintedExam[],
  context: ExamListContext,
  options: { compress?: boolean } = {},
): Promise<Uint8Array<ArrayBuffer>> {
  return renderPdf({ title: `Esami - ${context.patientName}`, ...options }, (doc) => {
    const width = doc.page.width - 2 * pageMargin;
    tagged(doc, 'H1', () =>
      doc.font('Helvetica-Bold').fontSize(16).fillColor('#1f4e79').text('Elenco degli esami', { width }),
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
      const rows = exams.filter((exam) => exam.indagine_stato === list.status);
      sectionHeading(doc, list.title);
      if (rows.length === 0) {
        tagged(doc, 'P', () => doc.fontSize(9).text('Nessun esame in questo elenco.', { width }));
        continue;
      }
      reportTable(doc, columns, rows, { spaceAfter: 0 });
    }
    // Beyond the spec (issue #19): the results of the completed laboratory exams, with their flag.
    const results = exams.flatMap((exam) =>
      exam.risultati.map((result) => ({ exam: exam.indagine, date: exam.data, result })),
    );
    if (results.length > 0) {
      sectionHeading(doc, texts.examResults);
      reportTable(doc, examResultColumns(texts), results, { spaceAfter: 0 });
    }
  });
}
