import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { concatBytes, fromHex } from './bytes.ts';
import { type DecodedReply, encodeReply, encodeRequest } from './frame.ts';
import { createReplyAssembler } from './replyAssembler.ts';

function pushAll(chunks: readonly Uint8Array[]): { frames: DecodedReply[]; leftover: number[] } {
  const assembler = createReplyAssembler();
  const frames = chunks.flatMap((chunk) => assembler.push(chunk));
  return { frames, leftover: Array.from(assembler.leftover()) };
}

describe('createReplyAssembler (ble-protocol.md §6)', () => {
  it('reassembles a 520-byte reply from 20-byte notifications', () => {
    const payload = Uint8Array.from({ length: 512 }, (_, index) => index & 0xff);
    const frame = encodeReply(0, 3, payload);
    const assembler = createReplyAssembler();
    const found: DecodedReply[] = [];
    for (let offset = 0; offset < frame.length; offset += 20) {
      found.push(...assembler.push(frame.subarray(offset, offset + 20)));
      if (offset + 20 < frame.length) {
        expect(found).toHaveLength(0);
      }
    }
    expect(found).toEqual([{ status: 0, packetNumber: 3, payload }]);
    expect(assembler.leftover()).toHaveLength(0);
  });

  it('keeps a partial frame as leftover until the rest arrives', () => {
    const assembler = createReplyAssembler();
    expect(assembler.push(fromHex('55 00 FF 00 00 04 00 4C'))).toEqual([]);
    expect(Array.from(assembler.leftover())).toEqual([0x55, 0x00, 0xff, 0x00, 0x00, 0x04, 0x00, 0x4c]);
    expect(assembler.push(fromHex('04 00 00 32'))).toHaveLength(1);
  });

  it('skips stray request echoes and the A5 5A live-monitor stream', () => {
    const noise = concatBytes([encodeRequest(0x14, 0), fromHex('A5 5A 01 02 03 04 05')]);
    const { frames } = pushAll([noise, encodeReply(0, 0)]);
    expect(frames).toEqual([{ status: 0, packetNumber: 0, payload: new Uint8Array(0) }]);
  });

  it('drops one byte, not a whole frame, on a CRC mismatch, and finds the frame hidden behind it', () => {
    const good = encodeReply(0, 1, Uint8Array.of(9, 9, 9));
    // A corrupted frame whose claimed length swallows the start of the good frame.
    const corrupted = fromHex('55 00 FF 00 00 06 00 01 02');
    const { frames } = pushAll([corrupted, good]);
    expect(frames).toEqual([{ status: 0, packetNumber: 1, payload: Uint8Array.of(9, 9, 9) }]);
  });

  it('never waits on a length field above 512 (PC-8)', () => {
    const { frames } = pushAll([fromHex('55 00 FF 00 00 FF FF'), encodeReply(0, 0)]);
    expect(frames).toHaveLength(1);
  });

  it('forgets buffered bytes on clear (PC-9)', () => {
    const assembler = createReplyAssembler();
    assembler.push(fromHex('55 00 FF 00 00 04'));
    assembler.clear();
    expect(assembler.leftover()).toHaveLength(0);
    expect(assembler.push(encodeReply(0, 0))).toHaveLength(1);
  });

  it('counts the bytes it skipped', () => {
    const assembler = createReplyAssembler();
    assembler.push(fromHex('00 11 22'));
    expect(assembler.discardedByteCount).toBe(3);
  });

  it('finds the same frames however the stream is chunked', () => {
    const frameArbitrary = fc
      .record({
        status: fc.integer({ min: 0, max: 3 }),
        packetNumber: fc.integer({ min: 0, max: 40 }),
        payload: fc.uint8Array({ maxLength: 80 }),
      })
      .map(({ status, packetNumber, payload }) => encodeReply(status, packetNumber, payload));
    const streamArbitrary = fc.array(fc.oneof(frameArbitrary, fc.uint8Array({ maxLength: 12 })), {
      maxLength: 8,
    });
    fc.assert(
      fc.property(
        streamArbitrary,
        fc.array(fc.integer({ min: 1, max: 60 }), { minLength: 1 }),
        (parts, cuts) => {
          const stream = concatBytes(parts);
          const whole = pushAll([stream]);
          const chunks: Uint8Array[] = [];
          let offset = 0;
          for (let index = 0; offset < stream.length; index += 1) {
            const size = cuts[index % cuts.length] ?? 1;
            chunks.push(stream.subarray(offset, offset + size));
            offset += size;
          }
          expect(pushAll(chunks)).toEqual(whole);
        },
      ),
    );
  });

  it('finds every frame of a clean stream, in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.uint8Array({ maxLength: 512 }), { maxLength: 6 }),
        fc.integer({ min: 1, max: 600 }),
        (payloads, chunkSize) => {
          const stream = concatBytes(payloads.map((payload, index) => encodeReply(0, index, payload)));
          const chunks: Uint8Array[] = [];
          for (let offset = 0; offset < stream.length; offset += chunkSize) {
            chunks.push(stream.subarray(offset, offset + chunkSize));
          }
          const { frames } = pushAll(chunks);
          expect(frames.map((frame) => Array.from(frame.payload))).toEqual(
            payloads.map((payload) => Array.from(payload)),
          );
        },
      ),
    );
  });
});
