import { artifact, italianDate, pageMargin, renderPdf, tagged } from './document.ts';
import { pdfNumber } from './formats.ts';

/** One ECG read from a device, as the PDF prints it. */
export interface EcgStrip {
  /** Recording time on the device's clock, `YYYY-MM-DD hh:mm` in the patient's zone. */
  recordedAt: string;
  /** Lead mode as the device names it (hand-hand, hand-chest, 1-lead, 2-lead). */
  mode: string;
  /** The device's verdict, in words. */
  result: string;
  averageBpm: number;
  sampleRateHz: number;
  /** Millivolts; null where the lead was off. */
  samplesMv: (number | null)[];
}

const secondsPerRow = 5;
const rowHeight = 90;
const millivoltsPerRow = 3;

/**
 * The strip of an ECG read from the monitor (issue #20: "an ECG becomes a file"): date, mode,
 * result and mean rate, then the trace in 5-second rows on a millimetre-style grid (0.2 s and
 * 0.5 mV lines), as a tagged figure with its description for screen readers.
 */
export function ecgStripPdf(strip: EcgStrip, options: { compress?: boolean } = {}) {
  const [date = '', time = ''] = strip.recordedAt.split(' ');
  return renderPdf({ title: `ECG del ${italianDate(date)} ${time}`.trim(), ...options }, (doc) => {
    const width = doc.page.width - 2 * pageMargin;
    tagged(doc, 'H1', () =>
      doc.font('Helvetica-Bold').fontSize(16).fillColor('#1f4e79').text('Elettrocardiogramma', { width }),
    );
    const facts = [
      `Registrato il ${italianDate(date)} alle ${time}`,
      `Modalità: ${strip.mode}`,
      `Esito del dispositivo: ${strip.result}`,
      `Frequenza media: ${strip.averageBpm} bpm`,
      `Durata: ${pdfNumber((strip.samplesMv.length - 1) / strip.sampleRateHz, 'it', 1)} s a ${pdfNumber(strip.sampleRateHz, 'it')} Hz; 25 mm/s equivalenti, 10 mm/mV`,
    ];
    for (const fact of facts) {
      tagged(doc, 'P', () => doc.font('Helvetica').fontSize(10).fillColor('#000000').text(fact, { width }));
    }
    const perRow = secondsPerRow * strip.sampleRateHz;
    const rows = Math.max(1, Math.ceil((strip.samplesMv.length - 1) / perRow));
    const pointsPerSample = width / perRow;
    const pointsPerMv = rowHeight / millivoltsPerRow;
    tagged(doc, 'P', () => doc.moveDown(0.5));
    for (let row = 0; row < rows; row += 1) {
      if (doc.y + rowHeight > doc.page.height - pageMargin - 20) doc.addPage();
      const top = doc.y;
      artifact(doc, () => {
        doc.lineWidth(0.3).strokeColor('#f2b8b8');
        for (let x = 0; x <= secondsPerRow * 5; x += 1) {
          const at = pageMargin + (x * width) / (secondsPerRow * 5);
          doc
            .moveTo(at, top)
            .lineTo(at, top + rowHeight)
            .stroke();
        }
        for (let y = 0; y <= millivoltsPerRow * 2; y += 1) {
          const at = top + (y * rowHeight) / (millivoltsPerRow * 2);
          doc
            .moveTo(pageMargin, at)
            .lineTo(pageMargin + width, at)
            .stroke();
        }
      });
      const from = row * perRow;
      const samples = strip.samplesMv.slice(from, from + perRow + 1);
      tagged(doc, 'Figure', () => {
        doc.lineWidth(0.8).strokeColor('#000000');
        let drawing = false;
        samples.forEach((mv, index) => {
          if (mv === null || !Number.isFinite(mv)) {
            drawing = false;
            return;
          }
          const x = pageMargin + index * pointsPerSample;
          const y = top + rowHeight / 2 - Math.max(-1.5, Math.min(1.5, mv)) * pointsPerMv;
          if (drawing) doc.lineTo(x, y);
          else doc.moveTo(x, y);
          drawing = true;
        });
        doc.stroke();
      });
      doc.y = top + rowHeight + 8;
      artifact(doc, () =>
        doc
          .fontSize(7)
          .fillColor('#444444')
          .text(`${row * secondsPerRow}-${(row + 1) * secondsPerRow} s`, pageMargin, top + rowHeight + 1, {
            width,
            lineBreak: false,
          }),
      );
      doc.y = top + rowHeight + 12;
    }
  });
}
