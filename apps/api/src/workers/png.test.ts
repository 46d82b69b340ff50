import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pngChunk } from '../test/png.ts';
import { DRAWING_MAX_PIXELS, verifyDrawing } from './png.ts';

interface Header {
  width: number;
  height: number;
  depth?: number;
  colourType?: number;
  interlace?: number;
}

function ihdr({ width, height, depth = 8, colourType = 6, interlace = 0 }: Header): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.writeUInt8(depth, 8);
  data.writeUInt8(colourType, 9);
  data.writeUInt8(interlace, 12);
  return pngChunk('IHDR', data);
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function png(...chunks: Buffer[]): Buffer {
  return Buffer.concat([pngSignature, ...chunks]);
}

/** Filtered RGBA rows of one colour, each after the filter byte `filter`. */
function rows(width: number, height: number, filter = 0): Buffer {
  const row = Buffer.concat([Buffer.from([filter]), Buffer.alloc(width * 4, 200)]);
  return Buffer.concat(Array.from({ length: height }, () => row));
}

const end = pngChunk('IEND', Buffer.alloc(0));
const whole = png(ihdr({ width: 30, height: 20 }), pngChunk('IDAT', deflateSync(rows(30, 20))), end);

function verify(bytes: Buffer, maxWidth = 419, maxHeight = 866): boolean {
  return verifyDrawing({ base64: bytes.toString('base64'), maxWidth, maxHeight });
}

describe('verifyDrawing', () => {
  it('takes a whole RGBA drawing, its image data in one IDAT or split over several', () => {
    expect(verify(whole)).toBe(true);
    const data = deflateSync(rows(30, 20));
    const split = png(
      ihdr({ width: 30, height: 20 }),
      pngChunk('IDAT', data.subarray(0, 10)),
      pngChunk('IDAT', data.subarray(10)),
      end,
    );
    expect(verify(split)).toBe(true);
  });

  it('takes a grey, an RGB, a palette and an interlaced image of the declared size', () => {
    const grey = Buffer.concat(Array.from({ length: 5 }, () => Buffer.from([0, 1, 2, 3, 4])));
    expect(
      verify(png(ihdr({ width: 4, height: 5, colourType: 0 }), pngChunk('IDAT', deflateSync(grey)), end)),
    ).toBe(true);
    const rgb = Buffer.concat(Array.from({ length: 3 }, () => Buffer.from([1, 9, 9, 9, 8, 8, 8])));
    expect(
      verify(png(ihdr({ width: 2, height: 3, colourType: 2 }), pngChunk('IDAT', deflateSync(rgb)), end)),
    ).toBe(true);
    const plte = pngChunk('PLTE', Buffer.from([0, 0, 0, 255, 255, 255]));
    // One bit a pixel: 9 pixels are 2 bytes a row.
    const indexed = Buffer.concat(Array.from({ length: 2 }, () => Buffer.from([0, 0xff, 0x80])));
    expect(
      verify(
        png(
          ihdr({ width: 9, height: 2, depth: 1, colourType: 3 }),
          plte,
          pngChunk('IDAT', deflateSync(indexed)),
          end,
        ),
      ),
    ).toBe(true);
    // Adam7 on 3 x 3 RGBA, as [columns, rows] of each pass that is not empty: 1, 4, 5, 6 and 7.
    const passes = [
      [1, 1],
      [1, 1],
      [2, 1],
      [1, 2],
      [3, 1],
    ];
    const interlaced = Buffer.concat(
      passes.flatMap(([columns = 0, count = 0]) =>
        Array.from({ length: count }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(columns * 4, 7)])),
      ),
    );
    expect(
      verify(
        png(ihdr({ width: 3, height: 3, interlace: 1 }), pngChunk('IDAT', deflateSync(interlaced)), end),
      ),
    ).toBe(true);
  });

  it('refuses image data that is not deflate, even after a whole drawing in the same thread', () => {
    const garbage = png(
      ihdr({ width: 30, height: 20 }),
      pngChunk('IDAT', Buffer.from('these are not pixels')),
      end,
    );
    expect(verify(garbage)).toBe(false);
    expect(verify(whole)).toBe(true);
    expect(verify(garbage)).toBe(false);
  });

  it('refuses fewer or more pixels than the declared size, and a deflate stream cut short', () => {
    const few = png(ihdr({ width: 30, height: 20 }), pngChunk('IDAT', deflateSync(rows(30, 19))), end);
    expect(verify(whole)).toBe(true);
    expect(verify(few)).toBe(false);
    const many = png(ihdr({ width: 30, height: 20 }), pngChunk('IDAT', deflateSync(rows(30, 21))), end);
    expect(verify(many)).toBe(false);
    const data = deflateSync(rows(30, 20));
    const cut = png(
      ihdr({ width: 30, height: 20 }),
      pngChunk('IDAT', data.subarray(0, data.length - 6)),
      end,
    );
    expect(verify(cut)).toBe(false);
  });

  it('refuses a scanline with an unknown filter type', () => {
    expect(
      verify(png(ihdr({ width: 30, height: 20 }), pngChunk('IDAT', deflateSync(rows(30, 20, 5))), end)),
    ).toBe(false);
    expect(
      verify(png(ihdr({ width: 30, height: 20 }), pngChunk('IDAT', deflateSync(rows(30, 20, 4))), end)),
    ).toBe(true);
  });

  it('refuses a wrong CRC, a missing IEND, data after IEND and chunks out of order', () => {
    const badCrc = Buffer.from(whole);
    badCrc.writeUInt8(badCrc.readUInt8(40) ^ 1, 40);
    expect(verify(badCrc)).toBe(false);
    expect(verify(whole.subarray(0, whole.length - end.length))).toBe(false);
    expect(verify(Buffer.concat([whole, Buffer.from('<script>')]))).toBe(false);
    const data = pngChunk('IDAT', deflateSync(rows(30, 20)));
    expect(verify(png(data, ihdr({ width: 30, height: 20 }), end))).toBe(false);
    const text = pngChunk('tEXt', Buffer.from('a\0b'));
    const half = deflateSync(rows(30, 20));
    expect(
      verify(
        png(
          ihdr({ width: 30, height: 20 }),
          pngChunk('IDAT', half.subarray(0, 10)),
          text,
          pngChunk('IDAT', half.subarray(10)),
          end,
        ),
      ),
    ).toBe(false);
    expect(verify(png(ihdr({ width: 30, height: 20 }), end))).toBe(false);
  });

  it('refuses a palette image without PLTE and a colour type or bit depth the format does not have', () => {
    const indexed = Buffer.concat(Array.from({ length: 2 }, () => Buffer.from([0, 0xff, 0x80])));
    expect(
      verify(
        png(
          ihdr({ width: 9, height: 2, depth: 1, colourType: 3 }),
          pngChunk('IDAT', deflateSync(indexed)),
          end,
        ),
      ),
    ).toBe(false);
    expect(
      verify(
        png(ihdr({ width: 30, height: 20, colourType: 5 }), pngChunk('IDAT', deflateSync(rows(30, 20))), end),
      ),
    ).toBe(false);
    expect(
      verify(
        png(ihdr({ width: 30, height: 20, depth: 3 }), pngChunk('IDAT', deflateSync(rows(30, 20))), end),
      ),
    ).toBe(false);
  });

  it('refuses a size past the canvas or the pixel cap before inflating anything', () => {
    expect(verify(whole, 29, 866)).toBe(false);
    expect(verify(whole, 419, 19)).toBe(false);
    const side = Math.ceil(Math.sqrt(DRAWING_MAX_PIXELS)) + 1;
    const bomb = png(
      ihdr({ width: side, height: side }),
      pngChunk('IDAT', deflateSync(Buffer.alloc(1000))),
      end,
    );
    expect(verify(bomb, side, side)).toBe(false);
    expect(
      verify(png(ihdr({ width: 0, height: 20 }), pngChunk('IDAT', deflateSync(Buffer.alloc(0))), end)),
    ).toBe(false);
  });

  it('refuses what is not a PNG at all', () => {
    expect(verify(Buffer.from('GIF89a'))).toBe(false);
    expect(verify(pngSignature)).toBe(false);
  });
});
