import { crc32, inflateSync } from 'node:zlib';

/** No drawing is decoded past this many pixels, whatever its declared size (a decoding-bomb guard). */
export const DRAWING_MAX_PIXELS = 4_000_000;

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The bit depths each colour type allows, and its samples per pixel (PNG specification, 11.2.2). */
const colourTypes: Record<number, { depths: readonly number[]; samples: number }> = {
  0: { depths: [1, 2, 4, 8, 16], samples: 1 },
  2: { depths: [8, 16], samples: 3 },
  3: { depths: [1, 2, 4, 8], samples: 1 },
  4: { depths: [8, 16], samples: 2 },
  6: { depths: [8, 16], samples: 4 },
};

/** Adam7's seven passes: first column and row, then the step between columns and rows (8.2). */
const adam7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

interface Chunk {
  type: string;
  data: Buffer;
}

/** The chunks after the signature, each with a right CRC, up to IEND with nothing after it; else null. */
function chunksOf(bytes: Buffer): Chunk[] | null {
  const chunks: Chunk[] = [];
  let offset = 8;
  while (offset < bytes.length) {
    if (offset + 12 > bytes.length) return null;
    const length = bytes.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > bytes.length) return null;
    if (crc32(bytes.subarray(offset + 4, end - 4)) !== bytes.readUInt32BE(end - 4)) return null;
    chunks.push({
      type: bytes.toString('latin1', offset + 4, offset + 8),
      data: bytes.subarray(offset + 8, end - 4),
    });
    offset = end;
    if (chunks.at(-1)?.type === 'IEND') break;
  }
  return offset === bytes.length ? chunks : null;
}

/** The length of each scanline of the filtered image data, its filter byte included (7.2, 8.2). */
function scanlines(width: number, height: number, bitsPerPixel: number, interlaced: boolean): number[] {
  const rows = (columns: number, count: number) =>
    columns === 0 ? [] : Array<number>(count).fill(1 + Math.ceil((columns * bitsPerPixel) / 8));
  if (!interlaced) return rows(width, height);
  return adam7.flatMap(([x0, y0, dx, dy]) =>
    rows(Math.max(0, Math.ceil((width - x0) / dx)), Math.max(0, Math.ceil((height - y0) / dy))),
  );
}

/**
 * Whether a PNG is whole (PNG specification, sections 5, 7, 10 and 11): the signature, then chunks
 * each with its CRC, one IHDR first, a PLTE before the image data when the colour type needs one,
 * consecutive IDATs, IEND last and empty with nothing after it; and whether the image data inflates
 * to exactly the scanlines IHDR declares, each with a known filter type, at most `maxWidth` x
 * `maxHeight`. Inflating never produces more than those bytes (a decompression-bomb guard). Runs in
 * a worker thread (tasks.ts): a drawing takes a few milliseconds of CPU.
 *
 * Written on zlib rather than pngjs: pngjs 7's synchronous reader, on Node 24, took image data too
 * short for the declared size for a whole image and, once its thread had decoded one whole image,
 * data that is not deflate at all (found in 2026-11 when the API's tests came to share one pool).
 */
export function verifyDrawing(input: { base64: string; maxWidth: number; maxHeight: number }): boolean {
  const bytes = Buffer.from(input.base64, 'base64');
  if (bytes.length < 8 || !bytes.subarray(0, 8).equals(signature)) return false;
  const chunks = chunksOf(bytes);
  if (chunks === null) return false;
  const types = chunks.map((chunk) => chunk.type);
  const header = chunks[0];
  if (header?.type !== 'IHDR' || header.data.length !== 13 || types.lastIndexOf('IHDR') !== 0) return false;
  if (types.at(-1) !== 'IEND' || chunks.at(-1)?.data.length !== 0) return false;
  const firstData = types.indexOf('IDAT');
  const lastData = types.lastIndexOf('IDAT');
  if (firstData === -1 || types.slice(firstData, lastData + 1).some((type) => type !== 'IDAT')) return false;

  const width = header.data.readUInt32BE(0);
  const height = header.data.readUInt32BE(4);
  const [depth, colourType, compression, filter, interlace] = header.data.subarray(8);
  if (width === 0 || height === 0 || width > input.maxWidth || height > input.maxHeight) return false;
  if (width * height > DRAWING_MAX_PIXELS) return false;
  const colour = colourTypes[colourType ?? -1];
  if (colour === undefined || !colour.depths.includes(depth ?? -1)) return false;
  if (compression !== 0 || filter !== 0 || (interlace !== 0 && interlace !== 1)) return false;
  const palette = types.indexOf('PLTE');
  if (colourType === 3 && (palette === -1 || palette > firstData)) return false;

  const lines = scanlines(width, height, colour.samples * (depth ?? 0), interlace === 1);
  const expected = lines.reduce((sum, line) => sum + line, 0);
  let pixels: Buffer;
  try {
    pixels = inflateSync(Buffer.concat(chunks.slice(firstData, lastData + 1).map((chunk) => chunk.data)), {
      maxOutputLength: expected,
    });
  } catch {
    // Not deflate, cut short, or more bytes than the declared size holds.
    return false;
  }
  if (pixels.length !== expected) return false;
  let offset = 0;
  for (const line of lines) {
    // Filter types 0 to 4 (9.2); any other byte is not a scanline.
    if ((pixels[offset] ?? 5) > 4) return false;
    offset += line;
  }
  return true;
}
