import { inflateSync } from 'node:zlib';

/**
 * The text drawn in a pdfkit PDF, for tests: inflates the content streams and decodes the hex
 * strings of the TJ operators (WinAnsi, the encoding of the standard fonts). Kerning
 * offsets inside a TJ array join the pieces without a space; the lines (wrapped cells too) are
 * joined by one space, so a test can look for a phrase whatever the column width.
 */
const winAnsi = new TextDecoder('windows-1252');

export function pdfText(pdf: Uint8Array): string {
  const bytes = Buffer.from(pdf);
  const raw = bytes.toString('latin1');
  const lines: string[] = [];
  const streamPattern = /stream\r?\n/g;
  for (let match = streamPattern.exec(raw); match !== null; match = streamPattern.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const chunk = bytes.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(chunk).toString('latin1');
    } catch {
      content = chunk.toString('latin1');
    }
    for (const array of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const pieces = [...(array[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((piece) =>
        winAnsi.decode(Buffer.from(piece[1] ?? '', 'hex')),
      );
      lines.push(pieces.join(''));
    }
    streamPattern.lastIndex = end + 'endstream'.length;
  }
  return lines.join(' ').replace(/\s+/g, ' ');
}
