import type { ReportData } from '../services/report-data.ts';
import { pageMargin, renderPdf } from './document.ts';
import { type ReportLocale, type ReportTexts, reportTexts } from './report-texts.ts';

/** What a document of the patient's record is drawn with. */
export interface RecordPage {
  /** The texts in the caller's language. */
  t: ReportTexts;
  patient: ReportData['patient'];
  /** First name and surname. */
  fullName: string;
  /** The printable width. */
  width: number;
}

/**
 * A PDF of the patient's record in the caller's language (the clinical report, the emergency
 * card): titled with `titleOf` its texts and the patient's full name, with the language and the
 * page footer of `locale`.
 */
export function recordPdf(
  patient: ReportData['patient'],
  locale: ReportLocale,
  titleOf: (t: ReportTexts) => string,
  options: { compress?: boolean },
  layout: (doc: PDFKit.PDFDocument, page: RecordPage) => void,
): Promise<Uint8Array<ArrayBuffer>> {
  const t = reportTexts(locale);
  const fullName = `${patient.paziente_nome} ${patient.paziente_cognome}`;
  return renderPdf(
    { title: `${titleOf(t)} - ${fullName}`, lang: t.lang, pageLabel: t.page, ...options },
    (doc) => layout(doc, { t, patient, fullName, width: doc.page.width - 2 * pageMargin }),
  );
}
