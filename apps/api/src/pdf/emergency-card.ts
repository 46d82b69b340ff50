import { specialtyName } from '@cartella/domain';
import QRCode from 'qrcode';
import type { ReportData } from '../services/report-data.ts';
import { therapyDates, yesNoOf } from './clinical-report.ts';
import { breakLongWords, headingBand, pageMargin, tagged } from './document.ts';
import { recordPdf } from './record-pdf.ts';
import type { ReportLocale } from './report-texts.ts';

export interface EmergencyCardContext {
  locale: ReportLocale;
  /** The emergency share link the QR code opens; none until the patient creates one. */
  shareUrl: string | null;
}

/** Lines at most per list, so the card stays on one page; the rest is counted. */
const MAX_LINES = 8;

/**
 * The emergency card (spec 001 section 7, GET /api/downloadEmergenza/{id}; issue #22): one A4 page
 * a rescuer reads in seconds. Name, birth date, blood group and organ donation; allergies and
 * intolerances first, in a red band; active diagnoses, ongoing therapies, forbidden drugs,
 * emergency contacts with phones, the patient's doctors; and a QR code of the emergency share link.
 */
export function emergencyCardPdf(
  data: ReportData,
  context: EmergencyCardContext,
  options: { compress?: boolean } = {},
): Promise<Uint8Array<ArrayBuffer>> {
  return recordPdf(
    data.patient,
    context.locale,
    (t) => t.emergencyTitle,
    options,
    (doc, { t, patient, fullName, width }) => {
      const qrSize = 110;
      const textWidth = context.shareUrl === null ? width : width - qrSize - 12;
      tagged(doc, 'H1', () =>
        doc
          .font('Helvetica-Bold')
          .fontSize(18)
          .fillColor('#a40000')
          .text(t.emergencyTitle, { width: textWidth }),
      );
      doc.moveDown(0.2);
      const facts = [
        [t.name, fullName],
        [t.birthDate, t.dateOf(patient.paziente_nascita)],
        [t.bloodGroup, patient.paziente_gruppo ?? t.notStated],
        [t.organDonor, yesNoOf(t, patient.paziente_donatore_organi)],
      ] as const;
      for (const [label, value] of facts)
        tagged(doc, 'P', () =>
          doc
            .font('Helvetica-Bold')
            .fontSize(11)
            .fillColor('#000000')
            .text(`${label}: `, pageMargin, doc.y, { continued: true, width: textWidth })
            .font('Helvetica')
            .text(breakLongWords(doc, value, textWidth), { width: textWidth }),
        );
      if (context.shareUrl !== null)
        drawQrCode(doc, context.shareUrl, pageMargin + width - qrSize, 50, qrSize, t.qrCaption);
      doc.y = Math.max(doc.y, 50 + qrSize + 30);

      const band = (title: string, colour: string) =>
        headingBand(doc, title, { colour, gap: 0.4, height: 17, below: 21 });
      const lines = (items: readonly string[], empty: string) => {
        doc.font('Helvetica').fontSize(9.5).fillColor('#000000');
        const shown = items.length === 0 ? [empty] : items.slice(0, MAX_LINES);
        const extra = items.length - shown.length;
        for (const line of extra > 0 ? [...shown, t.more(extra)] : shown)
          tagged(doc, 'P', () =>
            doc.text(breakLongWords(doc, line.slice(0, 300), width), pageMargin, doc.y, { width }),
          );
      };

      band(t.allergies, '#a40000');
      doc.font('Helvetica-Bold');
      lines(
        data.allergies.map(
          (allergy) =>
            `${t.allergyKinds[allergy.tipo_diagnosi] ?? allergy.tipo_diagnosi}: ${allergy.diagnosi_patologia}` +
            (allergy.diagnosi_stato === 1 ? ` (${t.states[1]})` : ''),
        ),
        t.noneAllergies,
      );
      band(t.therapyLists[0] ?? '', '#a40000');
      lines(
        data.therapies.filter((therapy) => therapy.tipo_terapia === 0).map((therapy) => therapy.farmaco),
        t.none,
      );
      band(t.activeDiagnoses, '#1f4e79');
      lines(
        data.diagnoses
          .filter((diagnosis) => diagnosis.diagnosi_stato !== 2)
          .map((diagnosis) => `${diagnosis.diagnosi_patologia} (${t.states[diagnosis.diagnosi_stato]})`),
        t.none,
      );
      band(t.therapyLists[1] ?? '', '#1f4e79');
      lines(
        data.therapies
          .filter((therapy) => therapy.tipo_terapia === 1)
          .map((therapy) =>
            [
              therapy.farmaco,
              therapy.quantita_farmaceutica,
              therapy.frequenza_farmaceutica,
              therapyDates(t, therapy),
            ]
              .filter(Boolean)
              .join(', '),
          ),
        t.none,
      );
      band(t.emergencyContacts, '#1f4e79');
      lines(
        data.emergencyContacts.map(
          (contact) => `${contact.contatto_nominativo}: ${contact.contatto_telefono}`,
        ),
        t.none,
      );
      band(t.familyDoctor, '#1f4e79');
      lines(
        data.doctors.map((doctor) =>
          [
            doctor.fullname,
            specialtyName(doctor.specializzation, context.locale),
            doctor.telefono,
            doctor.email,
          ]
            .filter(Boolean)
            .join(', '),
        ),
        t.none,
      );
    },
  );
}

/** The QR code as filled squares (no image), with its caption; the link itself is its alt text. */
function drawQrCode(
  doc: PDFKit.PDFDocument,
  url: string,
  left: number,
  top: number,
  size: number,
  caption: string,
) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  const figure = doc.struct('Figure', { alt: url }, () => {
    doc.fillColor('#000000');
    for (let row = 0; row < modules.size; row += 1)
      for (let column = 0; column < modules.size; column += 1)
        if (modules.get(row, column)) doc.rect(left + column * cell, top + row * cell, cell, cell);
    doc.fill('#000000');
  });
  tagged(doc, 'Div').add(figure);
  const y = doc.y;
  tagged(doc, 'P', () =>
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor('#444444')
      .text(caption, left, top + size + 2, { width: size }),
  );
  doc.y = y;
  doc.x = pageMargin;
}
