import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from './bytes.ts';
import { anyUint8, anyUint16 } from './codecTestSupport.ts';
import { MONITOR_COMMANDS, type MonitorCommand } from './constants.ts';
import {
  decodeReply,
  decodeRequest,
  encodeFileName,
  encodeReply,
  encodeRequest,
  monitorRequests,
  splitIntoWriteChunks,
} from './frame.ts';

// Golden bytes: the CRCs below were computed with an independent bit-by-bit CRC-8 (poly 0x07,
// init 0), not with this package's table; the GET_INFO one is the doc's worked example (§3).
describe('encodeRequest, given the commands the protocol doc lists (§4)', () => {
  it('encodes GET_INFO as the worked example AA 14 EB 00 00 00 00 C6', () => {
    expect(toHex(encodeRequest(MONITOR_COMMANDS.getInfo, 0))).toBe('AA 14 EB 00 00 00 00 C6');
    expect(toHex(monitorRequests.getInfo())).toBe('AA 14 EB 00 00 00 00 C6');
  });

  it('encodes START_READ usr.dat with the name and one NUL as payload', () => {
    expect(toHex(monitorRequests.startRead('usr.dat'))).toBe(
      'AA 03 FC 00 00 08 00 75 73 72 2E 64 61 74 00 7C',
    );
  });

  it('encodes START_READ of a per-user pressure file and of temp.dat', () => {
    expect(toHex(monitorRequests.startRead('1nibp.dat'))).toBe(
      'AA 03 FC 00 00 0A 00 31 6E 69 62 70 2E 64 61 74 00 66',
    );
    expect(toHex(monitorRequests.startRead('temp.dat'))).toBe(
      'AA 03 FC 00 00 09 00 74 65 6D 70 2E 64 61 74 00 FC',
    );
  });

  it('encodes the ECG-detail open request as 23 bytes (§1)', () => {
    const request = monitorRequests.startRead('20240131101530');
    expect(request.length).toBe(23);
    expect(toHex(request)).toBe('AA 03 FC 00 00 0F 00 32 30 32 34 30 31 33 31 31 30 31 35 33 30 00 64');
  });

  it('puts the READ_CONTENT packet number little-endian in bytes 3-4', () => {
    expect(toHex(monitorRequests.readContent(0))).toBe('AA 04 FB 00 00 00 00 6A');
    expect(toHex(monitorRequests.readContent(1))).toBe('AA 04 FB 01 00 00 00 7C');
    expect(toHex(monitorRequests.readContent(258))).toBe('AA 04 FB 02 01 00 00 2D');
  });

  it('encodes END_READ and PING as 8-byte requests', () => {
    expect(toHex(monitorRequests.endRead())).toBe('AA 05 FA 00 00 00 00 21');
    expect(toHex(monitorRequests.ping())).toBe('AA 15 EA 00 00 00 00 8D');
  });
});

describe('encodeRequest, given broken preconditions', () => {
  it('refuses write, delete, firmware and PARA_SYNC codes (PC-2)', () => {
    for (const forbidden of [0x00, 0x01, 0x02, 0x06, 0x07, 0x0a, 0x0d, 0x0f, 0x16]) {
      expect(() => encodeRequest(forbidden as MonitorCommand, 0)).toThrow(RangeError);
    }
  });

  it('refuses packet numbers outside 16 bits and payloads above 512 bytes', () => {
    expect(() => encodeRequest(MONITOR_COMMANDS.readContent, 65536)).toThrow(RangeError);
    expect(() => encodeRequest(MONITOR_COMMANDS.readContent, -1)).toThrow(RangeError);
    expect(() => encodeRequest(MONITOR_COMMANDS.startRead, 0, new Uint8Array(513))).toThrow(RangeError);
  });

  it('refuses file names longer than 30 characters or not ASCII', () => {
    expect(() => encodeFileName('a'.repeat(31))).toThrow(RangeError);
    expect(() => encodeFileName('città.dat')).toThrow(RangeError);
    expect(() => encodeFileName('')).toThrow(RangeError);
    expect(encodeFileName('a'.repeat(30)).length).toBe(31);
  });
});

describe('decodeReply, given the replies the protocol doc describes (§2.2, §5)', () => {
  it('decodes a START_READ reply carrying the file size', () => {
    const result = decodeReply(fromHex('55 00 FF 00 00 04 00 4C 04 00 00 32'));
    expect(result.success).toBe(true);
    if (result.success) {
      expect(result.output.status).toBe(0);
      expect(result.output.packetNumber).toBe(0);
      expect(Array.from(result.output.payload)).toEqual([0x4c, 0x04, 0x00, 0x00]);
    }
  });

  it('decodes both short-ack sizes: 8 bytes (O2Ring) and 12 bytes (Checkme Pro)', () => {
    const eight = decodeReply(fromHex('55 00 FF 00 00 00 00 05'));
    const twelve = decodeReply(fromHex('55 00 FF 00 00 04 00 00 00 00 00 EA'));
    expect(eight.success && eight.output.payload.length).toBe(0);
    expect(twelve.success && twelve.output.payload.length).toBe(4);
  });

  it('decodes refusals with status 1 and status 9', () => {
    const refused = decodeReply(fromHex('55 01 FE 00 00 04 00 00 00 00 00 FB'));
    const noNul = decodeReply(fromHex('55 09 F6 00 00 00 00 18'));
    expect(refused.success && refused.output.status).toBe(1);
    expect(noNul.success && noNul.output.status).toBe(9);
  });

  it('decodes a data packet with its packet number', () => {
    const result = decodeReply(fromHex('55 00 FF 02 00 03 00 01 02 03 97'));
    expect(result.success && result.output.packetNumber).toBe(2);
    expect(result.success && Array.from(result.output.payload)).toEqual([1, 2, 3]);
  });

  it('encodeReply produces the same golden bytes', () => {
    expect(toHex(encodeReply(0, 0, Uint8Array.of(0x4c, 0x04, 0, 0)))).toBe(
      '55 00 FF 00 00 04 00 4C 04 00 00 32',
    );
    expect(toHex(encodeReply(9, 0))).toBe('55 09 F6 00 00 00 00 18');
  });
});

describe('decodeReply, given malformed frames', () => {
  it('reports crc_mismatch when the checksum byte is wrong', () => {
    const result = decodeReply(fromHex('55 00 FF 00 00 00 00 06'));
    expect(result.success === false && result.issues[0]?.code).toBe('crc_mismatch');
  });

  it('reports bad_header for a request header or a wrong status inverse', () => {
    const request = decodeReply(fromHex('AA 14 EB 00 00 00 00 C6'));
    const inverse = decodeReply(fromHex('55 00 FE 00 00 00 00 05'));
    expect(request.success === false && request.issues[0]?.code).toBe('bad_header');
    expect(inverse.success === false && inverse.issues[0]?.code).toBe('bad_header');
  });

  it('reports truncated for an empty input, a short prefix and a missing CRC', () => {
    for (const hex of ['', '55 00 FF', '55 00 FF 00 00 04 00 4C 04 00 00']) {
      const result = decodeReply(fromHex(hex));
      expect(result.success === false && result.issues[0]?.code).toBe('truncated');
    }
  });

  it('reports too_long for a length field above 512 and for extra bytes (PC-8)', () => {
    const implausible = decodeReply(fromHex('55 00 FF 00 00 01 02 00'));
    const extra = decodeReply(fromHex('55 00 FF 00 00 00 00 05 00'));
    expect(implausible.success === false && implausible.issues[0]?.code).toBe('too_long');
    expect(extra.success === false && extra.issues[0]?.code).toBe('too_long');
  });
});

describe('frames, for any status, packet number and payload', () => {
  const frameArbitrary = fc.record({
    status: anyUint8,
    packetNumber: anyUint16,
    payload: fc.uint8Array({ maxLength: 512 }),
  });

  it('round-trip through encodeReply and decodeReply', () => {
    fc.assert(
      fc.property(frameArbitrary, ({ status, packetNumber, payload }) => {
        const result = decodeReply(encodeReply(status, packetNumber, payload));
        expect(result).toEqual({ success: true, output: { status, packetNumber, payload } });
      }),
    );
  });

  it('round-trip through encodeRequest and decodeRequest for every allowed command', () => {
    const commands = Object.values(MONITOR_COMMANDS);
    fc.assert(
      fc.property(
        fc.constantFrom(...commands),
        anyUint16,
        fc.uint8Array({ maxLength: 64 }),
        (command, packetNumber, payload) => {
          const result = decodeRequest(encodeRequest(command, packetNumber, payload));
          expect(result).toEqual({ success: true, output: { command, packetNumber, payload } });
        },
      ),
    );
  });

  it('are rejected after any single-bit flip', () => {
    fc.assert(
      fc.property(frameArbitrary, fc.nat(), fc.integer({ min: 0, max: 7 }), (frame, position, bit) => {
        const bytes = encodeReply(frame.status, frame.packetNumber, frame.payload);
        const index = position % bytes.length;
        bytes[index] = (bytes[index] ?? 0) ^ (1 << bit);
        expect(decodeReply(bytes).success).toBe(false);
      }),
    );
  });

  it('are reported truncated when cut anywhere before their last byte', () => {
    fc.assert(
      fc.property(frameArbitrary, fc.nat(), (frame, cut) => {
        const bytes = encodeReply(frame.status, frame.packetNumber, frame.payload);
        const result = decodeReply(bytes.subarray(0, cut % bytes.length));
        expect(result.success === false && result.issues[0]?.code).toBe('truncated');
      }),
    );
  });
});

describe('splitIntoWriteChunks (PC-1)', () => {
  it('cuts the 23-byte ECG-detail request into 20 + 3 bytes, in order', () => {
    const request = monitorRequests.startRead('20240131101530');
    const chunks = splitIntoWriteChunks(request);
    expect(chunks.map((chunk) => chunk.length)).toEqual([20, 3]);
    expect(toHex(new Uint8Array([...(chunks[0] ?? []), ...(chunks[1] ?? [])]))).toBe(toHex(request));
  });

  it('keeps an 8-byte request in one piece', () => {
    expect(splitIntoWriteChunks(monitorRequests.getInfo())).toHaveLength(1);
  });
});
