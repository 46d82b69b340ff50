import { describe, expect, it } from 'vitest';
import { toHex } from '../codec/bytes.ts';
import { HEART_DEVICE_GATT, MONITOR_GATT } from '../codec/constants.ts';
import { encodeReply, monitorRequests } from '../codec/frame.ts';
import {
  type BluetoothDeviceLike,
  type BluetoothLike,
  classifyGattError,
  type GattCharacteristicLike,
  type GattServerLike,
  isWebBluetoothAvailable,
  requestHeartDevice,
  requestMonitorTransport,
} from './webBluetooth.ts';

class FakeCharacteristic implements GattCharacteristicLike {
  properties: { writeWithoutResponse: boolean; notify: boolean };
  value: DataView | undefined = undefined;
  written: { bytes: number[]; withResponse: boolean }[] = [];
  notificationsStarted = false;
  listenerAttachedBeforeStart = false;
  rejectNextWrite: Error | null = null;
  readResult = new DataView(new ArrayBuffer(1));
  private listeners = new Set<() => void>();

  constructor(writeWithoutResponse: boolean, notify = true) {
    this.properties = { writeWithoutResponse, notify };
  }
  async readValue(): Promise<DataView> {
    return this.readResult;
  }
  async writeValueWithResponse(value: BufferSource): Promise<void> {
    this.record(value, true);
  }
  async writeValueWithoutResponse(value: BufferSource): Promise<void> {
    this.record(value, false);
  }
  private record(value: BufferSource, withResponse: boolean): void {
    if (this.rejectNextWrite) {
      const error = this.rejectNextWrite;
      this.rejectNextWrite = null;
      throw error;
    }
    const bytes =
      value instanceof ArrayBuffer
        ? new Uint8Array(value)
        : new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
    this.written.push({ bytes: Array.from(bytes), withResponse });
  }
  async startNotifications(): Promise<unknown> {
    this.listenerAttachedBeforeStart = this.listeners.size > 0;
    this.notificationsStarted = true;
    return this;
  }
  addEventListener(_type: 'characteristicvaluechanged', listener: () => void): void {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'characteristicvaluechanged', listener: () => void): void {
    this.listeners.delete(listener);
  }
  emit(bytes: Uint8Array): void {
    this.value = new DataView(bytes.slice().buffer);
    for (const listener of this.listeners) listener();
  }
}

function fakeDevice(name: string, characteristics: Record<string, FakeCharacteristic>) {
  const disconnectListeners = new Set<() => void>();
  const requestedServices: string[] = [];
  let connected = false;
  const server: GattServerLike = {
    get connected() {
      return connected;
    },
    async connect() {
      connected = true;
      return server;
    },
    disconnect() {
      connected = false;
      for (const listener of disconnectListeners) listener();
    },
    async getPrimaryService(service) {
      requestedServices.push(String(service));
      return {
        async getCharacteristic(uuid) {
          const characteristic = characteristics[String(uuid)];
          if (!characteristic) throw new Error(`no characteristic ${String(uuid)}`);
          return characteristic;
        },
      };
    },
  };
  const device: BluetoothDeviceLike = {
    name,
    gatt: server,
    addEventListener: (_type, listener) => disconnectListeners.add(listener),
    removeEventListener: (_type, listener) => disconnectListeners.delete(listener),
  };
  return { device, server, requestedServices };
}

function fakeBluetooth(device: BluetoothDeviceLike) {
  const requests: RequestDeviceOptions[] = [];
  const bluetooth: BluetoothLike = {
    async requestDevice(options) {
      requests.push(options);
      return device;
    },
  };
  return { bluetooth, requests };
}

function monitorCharacteristics(writeWithoutResponse: boolean) {
  const write = new FakeCharacteristic(writeWithoutResponse);
  const notify = new FakeCharacteristic(false);
  return {
    write,
    notify,
    map: { [MONITOR_GATT.writeCharacteristic]: write, [MONITOR_GATT.notifyCharacteristic]: notify },
  };
}

describe('requestMonitorTransport (ble-protocol.md §1)', () => {
  it('asks the chooser for the "Checkme" prefix with the custom service in optionalServices', async () => {
    const { map } = monitorCharacteristics(true);
    const { device } = fakeDevice('Checkme 1234', map);
    const { bluetooth, requests } = fakeBluetooth(device);
    const result = await requestMonitorTransport(bluetooth);
    expect(result.success && result.output.deviceName).toBe('Checkme 1234');
    expect(requests).toEqual([
      { filters: [{ namePrefix: 'Checkme' }], optionalServices: [MONITOR_GATT.service] },
    ]);
  });

  it('connects, attaches the listener before starting notifications, and delivers notification bytes', async () => {
    const { notify, map } = monitorCharacteristics(true);
    const { device, requestedServices } = fakeDevice('Checkme', map);
    const result = await requestMonitorTransport(fakeBluetooth(device).bluetooth);
    if (!result.success) throw new Error('expected a transport');
    const transport = result.output;
    expect(await transport.connect()).toEqual({ ok: true });
    expect(requestedServices).toEqual([MONITOR_GATT.service]);
    const received: number[][] = [];
    transport.onNotification((chunk) => received.push(Array.from(chunk)));
    expect(await transport.startNotifications()).toEqual({ ok: true });
    expect(notify.listenerAttachedBeforeStart).toBe(true);
    notify.emit(encodeReply(0, 0));
    expect(received).toEqual([Array.from(encodeReply(0, 0))]);
  });

  it('writes a 23-byte request as 20 + 3 bytes without response when supported (PC-1)', async () => {
    const { write, map } = monitorCharacteristics(true);
    const result = await requestMonitorTransport(fakeBluetooth(fakeDevice('Checkme', map).device).bluetooth);
    if (!result.success) throw new Error('expected a transport');
    await result.output.connect();
    const request = monitorRequests.startRead('20240131101530');
    expect(await result.output.write(request)).toEqual({ ok: true });
    expect(write.written.map((piece) => [piece.bytes.length, piece.withResponse])).toEqual([
      [20, false],
      [3, false],
    ]);
    expect(toHex(Uint8Array.from(write.written.flatMap((piece) => piece.bytes)))).toBe(toHex(request));
  });

  it('writes with response when the characteristic has no write-without-response', async () => {
    const { write, map } = monitorCharacteristics(false);
    const result = await requestMonitorTransport(fakeBluetooth(fakeDevice('Checkme', map).device).bluetooth);
    if (!result.success) throw new Error('expected a transport');
    await result.output.connect();
    await result.output.write(monitorRequests.getInfo());
    expect(write.written).toEqual([{ bytes: Array.from(monitorRequests.getInfo()), withResponse: true }]);
  });

  it('turns "operation already in progress" into busy (PC-11)', async () => {
    const { write, map } = monitorCharacteristics(true);
    const result = await requestMonitorTransport(fakeBluetooth(fakeDevice('Checkme', map).device).bluetooth);
    if (!result.success) throw new Error('expected a transport');
    await result.output.connect();
    const busy = new Error('GATT operation already in progress.');
    busy.name = 'NetworkError';
    write.rejectNextWrite = busy;
    expect(await result.output.write(monitorRequests.getInfo())).toMatchObject({ ok: false, reason: 'busy' });
  });

  it('tells listeners about a GATT disconnection and refuses later writes', async () => {
    const { map } = monitorCharacteristics(true);
    const { device, server } = fakeDevice('Checkme', map);
    const result = await requestMonitorTransport(fakeBluetooth(device).bluetooth);
    if (!result.success) throw new Error('expected a transport');
    await result.output.connect();
    let disconnections = 0;
    result.output.onDisconnect(() => {
      disconnections += 1;
    });
    server.disconnect();
    expect(disconnections).toBe(1);
    expect(await result.output.write(monitorRequests.getInfo())).toMatchObject({
      ok: false,
      reason: 'disconnected',
    });
  });

  it('answers chooser_cancelled when the user closes the chooser, and bluetooth_unavailable without Web Bluetooth', async () => {
    const cancelled: BluetoothLike = {
      async requestDevice() {
        const error = new Error('User cancelled the requestDevice() chooser.');
        error.name = 'NotFoundError';
        throw error;
      },
    };
    const result = await requestMonitorTransport(cancelled);
    expect(result.success === false && result.issues[0]?.code).toBe('chooser_cancelled');
    const missing = await requestMonitorTransport(undefined);
    expect(missing.success === false && missing.issues[0]?.code).toBe('bluetooth_unavailable');
  });
});

describe('classifyGattError', () => {
  it('tells busy, disconnected and other failures apart', () => {
    const inProgress = Object.assign(new Error('GATT operation already in progress.'), {
      name: 'NetworkError',
    });
    const gone = Object.assign(new Error('GATT Server is disconnected.'), { name: 'NetworkError' });
    const other = Object.assign(new Error('Not supported'), { name: 'NotSupportedError' });
    expect(classifyGattError(inProgress, true)).toMatchObject({ ok: false, reason: 'busy' });
    expect(classifyGattError(gone, true)).toMatchObject({ reason: 'disconnected' });
    expect(classifyGattError(other, false)).toMatchObject({ reason: 'disconnected' });
    expect(classifyGattError(other, true)).toMatchObject({ reason: 'failed' });
  });
});

describe('isWebBluetoothAvailable', () => {
  it('checks for navigator.bluetooth', () => {
    expect(isWebBluetoothAvailable({ bluetooth: {} })).toBe(true);
    expect(isWebBluetoothAvailable({})).toBe(false);
    expect(isWebBluetoothAvailable(undefined)).toBe(false);
  });
});

describe('requestHeartDevice (ble-protocol.md §10)', () => {
  it('filters by "D-Heart" prefix or Battery Service, with battery_service optional (PC-22)', async () => {
    const battery = new FakeCharacteristic(false, true);
    const { device } = fakeDevice('D-Heart 01', { [HEART_DEVICE_GATT.batteryLevelCharacteristic]: battery });
    const { bluetooth, requests } = fakeBluetooth(device);
    const result = await requestHeartDevice(bluetooth);
    expect(result.success && result.output.deviceName).toBe('D-Heart 01');
    expect(requests).toEqual([
      {
        filters: [{ namePrefix: 'D-Heart' }, { services: ['battery_service'] }],
        optionalServices: ['battery_service'],
      },
    ]);
  });

  it('reads the battery level once and follows notifications when supported', async () => {
    const battery = new FakeCharacteristic(false, true);
    battery.readResult = new DataView(Uint8Array.of(87).buffer);
    const { device } = fakeDevice('D-Heart', { [HEART_DEVICE_GATT.batteryLevelCharacteristic]: battery });
    const result = await requestHeartDevice(fakeBluetooth(device).bluetooth);
    if (!result.success) throw new Error('expected a connection');
    expect(await result.output.readBatteryLevel()).toEqual({ batteryPercent: 87 });
    const levels: (number | null)[] = [];
    result.output.onBatteryLevelChange((level) => levels.push(level.batteryPercent));
    battery.emit(Uint8Array.of(86));
    battery.emit(Uint8Array.of(200));
    expect(levels).toEqual([86, null]);
    expect(battery.notificationsStarted).toBe(true);
  });

  it('answers connection_failed when the device has no Battery Service', async () => {
    const { device } = fakeDevice('D-Heart', {});
    const result = await requestHeartDevice(fakeBluetooth(device).bluetooth);
    expect(result.success === false && result.issues[0]?.code).toBe('connection_failed');
  });
});
