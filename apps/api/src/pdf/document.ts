import PDFDocument from 'pdfkit';
import { pdfDate } from './formats.ts';

/** Options of every Cartella PDF. */
export interface PdfOptions {
  /** Document title (PDF metadata). */
  title: string;
  /** Flate-compress the content streams (true in production; tests may read the text plainly). */
  compress?: boolean;
  /** Language of the text (PDF /Lang); Italian unless a report is in the caller's language. */
  lang?: 'it-IT' | 'en-GB';
  /** The page footer; "Pagina n di m" unless given. */
  pageLabel?: (page: number, pages: number) => string;
}

/** The page geometry shared by the PDFs: A4 in points, 50-point margins. */
export const pageMargin = 50;

/** Each document's structure root (tagged PDF): what `tagged` and `artifact` add to. */
const structureRoots = new WeakMap<PDFKit.PDFDocument, PDFKit.PDFStructureElement>();

/**
 * Draws content as one structure element (H1, H2, P, Table…) under `parent`, the document root by
 * default, so screen readers read it in order with its role. Answers the element, to nest others.
 */
export function tagged(
  doc: PDFKit.PDFDocument,
  type: string,
  draw?: () => void,
  parent?: PDFKit.PDFStructureElement,
): PDFKit.PDFStructureElement {
  const element = draw === undefined ? doc.struct(type) : doc.struct(type, {}, draw);
  const container = parent ?? structureRoots.get(doc);
  if (container === undefined) throw new Error('tagged() outside renderPdf');
  container.add(element);
  return element;
}

/** Draws decoration (bands, rules, page numbers) that assistive technology skips. */
export function artifact(
  doc: PDFKit.PDFDocument,
  draw: () => void,
  type: 'Layout' | 'Pagination' = 'Layout',
) {
  doc.markContent('Artifact', { type });
  draw();
  doc.endMarkedContent();
}

/**
 * Lays out a PDF with pdfkit and collects it in memory. Helvetica (one of the 14 standard PDF
 * fonts, WinAnsi encoding) covers the Italian accented letters, so no font file is embedded.
 */
export function renderPdf(
  options: PdfOptions,
  layout: (doc: PDFKit.PDFDocument) => void,
): Promise<Uint8Array<ArrayBuffer>> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: pageMargin,
    compress: options.compress ?? true,
    lang: options.lang ?? 'it-IT',
    info: { Title: options.title, Creator: 'Cartella' },
    bufferPages: true,
    // Tagged PDF with the title shown: screen readers get the structure and the title.
    tagged: true,
    pdfVersion: '1.7',
    displayTitle: true,
  });
  const root = doc.struct('Document');
  doc.addStructure(root);
  structureRoots.set(doc, root);
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  doc.font('Helvetica');
  layout(doc);
  numberPages(doc, options.pageLabel ?? ((page, pages) => `Pagina ${page} di ${pages}`));
  doc.end();
  return done;
}

/** "Pagina n di m" at the foot of every page. */
function numberPages(doc: PDFKit.PDFDocument, pageLabel: (page: number, pages: number) => string) {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    artifact(
      doc,
      () =>
        doc
          .font('Helvetica')
          .fontSize(8)
          .fillColor('#444444')
          .text(pageLabel(index + 1, range.count), pageMargin, doc.page.height - 30, {
            width: doc.page.width - 2 * pageMargin,
            align: 'right',
            lineBreak: false,
          }),
      'Pagination',
    );
    doc.page.margins.bottom = bottom;
  }
}

/**
 * Breaks every word too wide for `width` (in the document's current font and size) into pieces that
 * each fit, one per line. pdfkit wraps an over-long word by re-measuring what is left of it after
 * every line, which is quadratic: one 100,000-character word took minutes. Measured here once, glyph
 * by glyph, it is linear, and pdfkit then only sees words that fit.
 */
export function breakLongWords(doc: PDFKit.PDFDocument, text: string, width: number): string {
  // A point of slack: pdfkit compares with its own rounding.
  const room = Math.max(width - 1, 1);
  // \S+ cannot backtrack; each word is measured once.
  return text.replace(/\S+/g, (word) =>
    doc.widthOfString(word) <= room ? word : splitWord(doc, word, room),
  );
}

function splitWord(doc: PDFKit.PDFDocument, word: string, room: number): string {
  const glyphWidths = new Map<string, number>();
  const pieces: string[] = [];
  let start = 0;
  let used = 0;
  let index = 0;
  for (const glyph of word) {
    let glyphWidth = glyphWidths.get(glyph);
    if (glyphWidth === undefined) {
      glyphWidth = doc.widthOfString(glyph);
      glyphWidths.set(glyph, glyphWidth);
    }
    if (used + glyphWidth > room && index > start) {
      pieces.push(word.slice(start, index));
      start = index;
      used = 0;
    }
    used += glyphWidth;
    index += glyph.length;
  }
  pieces.push(word.slice(start));
  return pieces.join('\n');
}

/**
 * A heading band (tagged H2): `gap` lines down, a band of `colour` `height` points high across the
 * page with the title in white bold, and the text going on `below` points under the band's top.
 */
export function headingBand(
  doc: PDFKit.PDFDocument,
  title: string,
  { colour, gap, height, below }: { colour: string; gap: number; height: number; below: number },
) {
  const width = doc.page.width - 2 * pageMargin;
  doc.moveDown(gap);
  const top = doc.y;
  artifact(doc, () => doc.rect(pageMargin, top, width, height).fill(colour));
  tagged(doc, 'H2', () =>
    doc
      .font('Helvetica-Bold')
      .fontSize(10.5)
      .fillColor('#ffffff')
      .text(title, pageMargin + 6, top + 4, { width: width - 12 }),
  );
  doc.x = pageMargin;
  doc.y = top + below;
}

/** A section heading: a filled band with white bold text, like the AIFA form's numbered boxes. */
export function sectionHeading(doc: PDFKit.PDFDocument, title: string) {
  if (doc.y > doc.page.height - 140) doc.addPage();
  headingBand(doc, title, { colour: '#1f4e79', gap: 0.6, height: 18, below: 24 });
  doc.fillColor('#000000').font('Helvetica').fontSize(10);
}

/** One "label: value" line; an empty value is drawn as a line to fill in by hand. */
export function field(doc: PDFKit.PDFDocument, label: string, value: string) {
  const width = doc.page.width - 2 * pageMargin;
  const fitted = breakLongWords(doc.font('Helvetica').fontSize(10), value, width);
  tagged(doc, 'P', () =>
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor('#000000')
      .text(`${label}: `, pageMargin, doc.y, { continued: true, width })
      .font('Helvetica')
      .text(value.trim() === '' ? '______________________' : fitted, { width }),
  );
  doc.moveDown(0.25);
}

/** `YYYY-MM-DD` -> `DD/MM/YYYY`: the dates of the documents printed in Italian only (formats.ts). */
export function italianDate(iso: string | null | undefined): string {
  return pdfDate(iso, 'it');
}

/** Yes/no flags of the report as the form's words. */
export function yesNo(flag: number | null | undefined): string {
  if (flag === 1) return 'Sì';
  if (flag === 0) return 'No';
  return '';
}
