import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectedPacketPayloadLength, planTransfer } from './transferPlan.ts';

describe('planTransfer (ble-protocol.md §5 step 3)', () => {
  it('needs three packets, the last of 76 bytes, for 1100 bytes', () => {
    expect(planTransfer(1100)).toEqual({ packetCount: 3, lastPacketPayloadLength: 76 });
  });

  it('adds no zero-length trailing packet for an exact multiple of 512', () => {
    expect(planTransfer(1024)).toEqual({ packetCount: 2, lastPacketPayloadLength: 512 });
    expect(planTransfer(512)).toEqual({ packetCount: 1, lastPacketPayloadLength: 512 });
  });

  it('plans no READ_CONTENT for an empty file (PC-4)', () => {
    expect(planTransfer(0)).toEqual({ packetCount: 0, lastPacketPayloadLength: 0 });
  });

  it('plans one short packet for a small file', () => {
    expect(planTransfer(27)).toEqual({ packetCount: 1, lastPacketPayloadLength: 27 });
  });

  it('throws RangeError for negative or fractional sizes', () => {
    expect(() => planTransfer(-1)).toThrow(RangeError);
    expect(() => planTransfer(1.5)).toThrow(RangeError);
  });

  it('always sums its packet lengths to the file size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1024 * 1024 }), (size) => {
        const plan = planTransfer(size);
        let total = 0;
        for (let index = 0; index < plan.packetCount; index += 1) {
          total += expectedPacketPayloadLength(plan, index);
        }
        expect(total).toBe(size);
        expect(plan.lastPacketPayloadLength).toBeGreaterThan(0);
        expect(plan.lastPacketPayloadLength).toBeLessThanOrEqual(512);
      }),
    );
  });
});
