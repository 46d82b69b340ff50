import type { PrintedResult } from '../services/exam-results.ts';
import { italianDate, sectionHeading } from './document.ts';
import { printedListPdf } from './printed-list.ts';
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
  const sections = printedLists.map((list) => ({
    title: list.title,
    rows: exams.filter((exam) => exam.indagine_stato === list.status),
    columns,
  }));
  const { patientName, today } = context;
  const list = {
    title: 'Esami',
    heading: 'Elenco degli esami',
    patientName,
    today,
    sections,
    emptyText: 'Nessun esame in questo elenco.',
  };
  return printedListPdf(list, options, (doc) => {
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
