import type { CookiePolicyText } from '@cartella/domain';
import { breakLongWords, field, pageMargin, renderPdf, sectionHeading, tagged } from './document.ts';
import { pdfDate } from './formats.ts';

export interface CookiePolicyContext {
  /** The policy's words in the chosen language (the domain's cookiePolicyText). */
  text: CookiePolicyText;
  /** The language of those words. */
  locale: 'it' | 'en';
  /** Address of the privacy notice on this server, printed under "More information". */
  privacyUrl: string;
  /** `YYYY-MM-DD`, the day printed. */
  today: string;
}

/**
 * The cookie policy as a PDF (issue #24, "the policy as a PDF"): the same words as the page
 * /account/CookiePolicy, from the one text in the domain, tagged for screen readers.
 */
export function cookiePolicyPdf(
  context: CookiePolicyContext,
  options: { compress?: boolean } = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const { text, locale } = context;
  const english = locale === 'en';
  return renderPdf(
    {
      title: `Cartella - ${text.title}`,
      lang: english ? 'en-GB' : 'it-IT',
      pageLabel: (page, pages) => (english ? `Page ${page} of ${pages}` : `Pagina ${page} di ${pages}`),
      ...options,
    },
    (doc) => {
      const width = doc.page.width - 2 * pageMargin;
      const paragraph = (words: string) => {
        doc.font('Helvetica').fontSize(10).fillColor('#000000');
        const fitted = breakLongWords(doc, words, width);
        tagged(doc, 'P', () => doc.text(fitted, pageMargin, doc.y, { width }));
        doc.moveDown(0.5);
      };
      tagged(doc, 'H1', () =>
        doc
          .font('Helvetica-Bold')
          .fontSize(16)
          .fillColor('#1f4e79')
          .text(`Cartella - ${text.title}`, { width }),
      );
      const printed = pdfDate(context.today, locale);
      paragraph(`${english ? 'Printed on' : 'Data di stampa'}: ${printed}`);
      paragraph(text.intro);

      sectionHeading(doc, text.entriesHeading);
      for (const entry of text.entries) {
        tagged(doc, 'H3', () =>
          doc
            .font('Courier-Bold')
            .fontSize(11)
            .fillColor('#000000')
            .text(entry.name, pageMargin, doc.y, { width }),
        );
        doc.moveDown(0.2);
        field(doc, text.labels.kind, entry.kind);
        field(doc, text.labels.purpose, entry.purpose);
        field(doc, text.labels.lifetime, entry.lifetime);
        doc.moveDown(0.4);
      }
      paragraph(text.csrfNote);
      paragraph(text.clearNote);

      for (const section of text.sections) {
        sectionHeading(doc, section.title);
        for (const words of section.paragraphs) paragraph(words);
      }
      paragraph(context.privacyUrl);
    },
  );
}
