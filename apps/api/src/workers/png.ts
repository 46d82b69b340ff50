import { crc32 } from 'node:zlib';
import { PNG } from 'pngjs';

/** No drawing is decoded past this many pixels, whatever its declared size (a decoding-bomb guard). */
export const DRAWING_MAX_PIXELS = 4_000_000;

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Whether a PNG is whole (PNG specification, sections 5 and 11): the signature, then chunks each
 * with its CRC, IHDR first, at least one IDAT, IEND last with nothing after it; and whether its
 * pixels decode (pngjs) to the size IHDR declares, at most `maxWidth` x `maxHeight`. Runs in a worker
 * thread (tasks.ts): decoding a drawing takes a few milliseconds of CPU.
 */
export function verifyDrawing(input: { base64: string; maxWidth: number; maxHeight: number }): boolean {
  const bytes = Buffer.from(input.base64, 'base64');
  if (bytes.length < 8 || !bytes.subarray(0, 8).equals(signature)) return false;
  const types: string[] = [];
  let offset = 8;
  while (offset < bytes.length) {
    if (offset + 12 > bytes.length) return false;
    const length = bytes.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > bytes.length) return false;
    if (crc32(bytes.subarray(offset + 4, end - 4)) !== bytes.readUInt32BE(end - 4)) return false;
    types.push(bytes.toString('latin1', offset + 4, offset + 8));
    offset = end;
    if (types.at(-1) === 'IEND') break;
  }
  if (offset !== bytes.length || types[0] !== 'IHDR' || types.at(-1) !== 'IEND' || !types.includes('IDAT')) {
    return false;
  }
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width > input.maxWidth || height > input.maxHeight || width * height > DRAWING_MAX_PIXELS) return false;
  try {
    const image = PNG.sync.read(bytes, { checkCRC: true });
    return image.width === width && image.height === height && image.data.length === width * height * 4;
  } catch {
    return false;
  }
}
