import { describe, expect, it } from 'vitest';
import { parseBatteryLevel } from './battery.ts';

describe('parseBatteryLevel (Battery Level 0x2A19, ble-protocol.md §10)', () => {
  it('reads the first byte as percent, from bytes or from a DataView', () => {
    expect(parseBatteryLevel(Uint8Array.of(76))).toEqual({ success: true, output: { batteryPercent: 76 } });
    expect(parseBatteryLevel(new DataView(Uint8Array.of(100, 5).buffer))).toEqual({
      success: true,
      output: { batteryPercent: 100 },
    });
  });

  it('reads 0 as an empty battery, not as unknown', () => {
    expect(parseBatteryLevel(Uint8Array.of(0))).toEqual({ success: true, output: { batteryPercent: 0 } });
  });

  it('reads values above 100 and an empty value as unknown (PC-23)', () => {
    expect(parseBatteryLevel(Uint8Array.of(101))).toEqual({
      success: true,
      output: { batteryPercent: null },
    });
    expect(parseBatteryLevel(new Uint8Array(0))).toEqual({ success: true, output: { batteryPercent: null } });
  });
});
