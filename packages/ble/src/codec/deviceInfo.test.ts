import { describe, expect, it } from 'vitest';
import { encodeDeviceInfo, parseDeviceInfo } from './deviceInfo.ts';

const encoder = new TextEncoder();

describe('parseDeviceInfo (ble-protocol.md §9.8)', () => {
  it('reads SN, Model and SoftwareVer from a 256-byte NUL-padded payload', () => {
    const payload = encodeDeviceInfo({ Region: 'CE', Model: '2101', SoftwareVer: 'V5.2.1', SN: '1234ABCD' });
    expect(payload.length).toBe(256);
    const result = parseDeviceInfo(payload);
    expect(result).toEqual({
      success: true,
      output: {
        serialNumber: '1234ABCD',
        model: '2101',
        softwareVersion: 'V5.2.1',
        fields: { Region: 'CE', Model: '2101', SoftwareVer: 'V5.2.1', SN: '1234ABCD' },
      },
    });
  });

  it('reads the bare JSON O2-family devices send, normalising numbers to strings (PC-21)', () => {
    const result = parseDeviceInfo(
      encoder.encode('{"SN":1707001,"Model":1652,"SoftwareVer":"1.4.0","Nested":{"a":1}}'),
    );
    expect(result.success && result.output).toMatchObject({
      serialNumber: '1707001',
      model: '1652',
      softwareVersion: '1.4.0',
    });
    expect(result.success && result.output.fields).not.toHaveProperty('Nested');
  });

  it('keeps up to the last closing brace when trailing garbage has no NUL', () => {
    const result = parseDeviceInfo(encoder.encode('{"SN":"A1"}\xff\xfe'));
    expect(result.success && result.output.serialNumber).toBe('A1');
  });

  it('answers null for a missing Model or SoftwareVer', () => {
    const result = parseDeviceInfo(encoder.encode('{"SN":"A1"}'));
    expect(result.success && [result.output.model, result.output.softwareVersion]).toEqual([null, null]);
  });

  it('fails with missing_serial_number, invalid_json or not_an_object', () => {
    const noSerial = parseDeviceInfo(encoder.encode('{"Model":"x"}'));
    const broken = parseDeviceInfo(encoder.encode('{"SN":'));
    const array = parseDeviceInfo(encoder.encode('["SN"]'));
    expect(noSerial.success === false && noSerial.issues[0]?.code).toBe('missing_serial_number');
    expect(broken.success === false && broken.issues[0]?.code).toBe('invalid_json');
    expect(array.success === false && array.issues[0]?.code).toBe('not_an_object');
  });
});
