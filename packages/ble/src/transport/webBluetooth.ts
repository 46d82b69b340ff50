/**
 * The Web Bluetooth binding: the only file of the package that touches the browser's
 * Bluetooth API (conventions.md habit 10). ble-protocol.md §1 (monitor) and §10 (D-Heart).
 */
import { parseBatteryLevel } from '../codec/battery.ts';
import { HEART_DEVICE_GATT, MONITOR_GATT } from '../codec/constants.ts';
import { splitIntoWriteChunks } from '../codec/frame.ts';
import { createListeners } from './listeners.ts';
import type {
  DeviceRequestIssueCode,
  DeviceRequestResult,
  HeartDeviceConnection,
  MonitorTransport,
  TransportOutcome,
} from './types.ts';

/** The subset of `navigator.bluetooth` this binding uses; fakes in tests implement only this. */
export interface BluetoothLike {
  requestDevice(options: RequestDeviceOptions): Promise<BluetoothDeviceLike>;
}

export interface BluetoothDeviceLike {
  readonly name?: string | undefined;
  readonly gatt?: GattServerLike | undefined;
  addEventListener(type: 'gattserverdisconnected', listener: () => void): void;
  removeEventListener(type: 'gattserverdisconnected', listener: () => void): void;
}

export interface GattServerLike {
  readonly connected: boolean;
  connect(): Promise<GattServerLike>;
  disconnect(): void;
  getPrimaryService(service: BluetoothServiceUUID): Promise<GattServiceLike>;
}

export interface GattServiceLike {
  getCharacteristic(characteristic: BluetoothCharacteristicUUID): Promise<GattCharacteristicLike>;
}

export interface GattCharacteristicLike {
  readonly properties: { readonly writeWithoutResponse: boolean; readonly notify: boolean };
  readonly value?: DataView | undefined;
  readValue(): Promise<DataView>;
  writeValueWithResponse(value: BufferSource): Promise<void>;
  writeValueWithoutResponse(value: BufferSource): Promise<void>;
  startNotifications(): Promise<unknown>;
  addEventListener(type: 'characteristicvaluechanged', listener: () => void): void;
  removeEventListener(type: 'characteristicvaluechanged', listener: () => void): void;
}

/** Whether this browser exposes Web Bluetooth at all (Firefox and Safari do not). */
export function isWebBluetoothAvailable(navigatorLike: { bluetooth?: unknown } | undefined): boolean {
  return typeof navigatorLike?.bluetooth === 'object' && navigatorLike.bluetooth !== null;
}

function errorName(error: unknown): string {
  return typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * PC-11 case 1: Chrome rejects concurrent GATT operations with a NetworkError whose message
 * says an operation is already in progress (WebBluetoothCG/web-bluetooth #188).
 */
export function classifyGattError(error: unknown, connected: boolean): TransportOutcome {
  const message = errorMessage(error);
  if (errorName(error) === 'NetworkError' && /in progress/i.test(message)) {
    return { ok: false, reason: 'busy', message };
  }
  if (!connected || errorName(error) === 'NetworkError') {
    return { ok: false, reason: 'disconnected', message };
  }
  return { ok: false, reason: 'failed', message };
}

async function chooseDevice(
  bluetooth: BluetoothLike | undefined,
  options: RequestDeviceOptions,
): Promise<DeviceRequestResult<BluetoothDeviceLike>> {
  if (bluetooth === undefined) {
    return issue('bluetooth_unavailable', 'this browser has no Web Bluetooth');
  }
  try {
    return { success: true, output: await bluetooth.requestDevice(options) };
  } catch (error) {
    // NotFoundError: the user closed the chooser or no device matched.
    return errorName(error) === 'NotFoundError'
      ? issue('chooser_cancelled', errorMessage(error))
      : issue('bluetooth_unavailable', errorMessage(error));
  }
}

function issue(
  code: DeviceRequestIssueCode,
  message: string,
): { success: false; issues: { code: DeviceRequestIssueCode; message: string }[] } {
  return { success: false, issues: [{ code, message }] };
}

/**
 * Opens the browser's chooser for a monitor (name prefix "Checkme", custom service in
 * `optionalServices`, or the browser blocks it: ble-protocol.md §1). Call it from the click
 * handler of 'Ricerca device': browsers require a user gesture.
 */
export async function requestMonitorTransport(
  bluetooth: BluetoothLike | undefined,
): Promise<DeviceRequestResult<MonitorTransport>> {
  const chosen = await chooseDevice(bluetooth, {
    filters: [{ namePrefix: MONITOR_GATT.namePrefix }],
    optionalServices: [MONITOR_GATT.service],
  });
  return chosen.success
    ? { success: true, output: createWebBluetoothMonitorTransport(chosen.output) }
    : chosen;
}

/** A monitor transport over an already chosen device. */
export function createWebBluetoothMonitorTransport(device: BluetoothDeviceLike): MonitorTransport {
  const notificationListeners = createListeners<[chunk: Uint8Array]>();
  const disconnectListeners = createListeners<[]>();
  let writeCharacteristic: GattCharacteristicLike | null = null;
  let notifyCharacteristic: GattCharacteristicLike | null = null;
  let notifying = false;

  function onValueChanged(): void {
    const value = notifyCharacteristic?.value;
    if (value === undefined) return;
    const chunk = new Uint8Array(value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength));
    notificationListeners.emit(chunk);
  }

  function onGattDisconnected(): void {
    notifying = false;
    writeCharacteristic = null;
    notifyCharacteristic?.removeEventListener('characteristicvaluechanged', onValueChanged);
    notifyCharacteristic = null;
    disconnectListeners.emit();
  }

  device.addEventListener('gattserverdisconnected', onGattDisconnected);

  return {
    deviceName: device.name ?? MONITOR_GATT.namePrefix,
    get connected() {
      return device.gatt?.connected === true;
    },
    async connect() {
      const gatt = device.gatt;
      if (gatt === undefined) {
        return { ok: false, reason: 'failed', message: 'the device has no GATT server' };
      }
      if (gatt.connected && writeCharacteristic !== null && notifyCharacteristic !== null) {
        return { ok: true };
      }
      try {
        const server = await gatt.connect();
        const service = await server.getPrimaryService(MONITOR_GATT.service);
        writeCharacteristic = await service.getCharacteristic(MONITOR_GATT.writeCharacteristic);
        notifyCharacteristic = await service.getCharacteristic(MONITOR_GATT.notifyCharacteristic);
        return { ok: true };
      } catch (error) {
        return classifyGattError(error, gatt.connected);
      }
    },
    async startNotifications() {
      if (notifying) return { ok: true };
      const characteristic = notifyCharacteristic;
      if (characteristic === null) {
        return { ok: false, reason: 'disconnected', message: 'connect before starting notifications' };
      }
      // ble-protocol.md §1 step 3: attach the listener first, then start notifications.
      characteristic.addEventListener('characteristicvaluechanged', onValueChanged);
      try {
        await characteristic.startNotifications();
        notifying = true;
        return { ok: true };
      } catch (error) {
        characteristic.removeEventListener('characteristicvaluechanged', onValueChanged);
        return classifyGattError(error, device.gatt?.connected === true);
      }
    },
    async write(request) {
      const characteristic = writeCharacteristic;
      if (characteristic === null) {
        return { ok: false, reason: 'disconnected', message: 'the monitor is not connected' };
      }
      // PC-1: pieces of at most 20 bytes, each awaited before the next; without response
      // when the characteristic advertises it.
      try {
        for (const piece of splitIntoWriteChunks(request)) {
          if (characteristic.properties.writeWithoutResponse) {
            await characteristic.writeValueWithoutResponse(piece);
          } else {
            await characteristic.writeValueWithResponse(piece);
          }
        }
        return { ok: true };
      } catch (error) {
        return classifyGattError(error, device.gatt?.connected === true);
      }
    },
    onNotification: notificationListeners.add,
    onDisconnect: disconnectListeners.add,
    async disconnect() {
      device.gatt?.disconnect();
    },
  };
}

/**
 * Chooses and connects a D-Heart (PC-22: name prefix "D-Heart" or the Battery Service, with
 * `battery_service` in optionalServices) and returns a connection that reads Battery Level.
 */
export async function requestHeartDevice(
  bluetooth: BluetoothLike | undefined,
): Promise<DeviceRequestResult<HeartDeviceConnection>> {
  const chosen = await chooseDevice(bluetooth, {
    filters: [{ namePrefix: HEART_DEVICE_GATT.namePrefix }, { services: [HEART_DEVICE_GATT.batteryService] }],
    optionalServices: [HEART_DEVICE_GATT.batteryService],
  });
  if (!chosen.success) return chosen;
  const device = chosen.output;
  try {
    if (device.gatt === undefined) {
      return issue('connection_failed', 'the device has no GATT server');
    }
    const server = await device.gatt.connect();
    const service = await server.getPrimaryService(HEART_DEVICE_GATT.batteryService);
    const characteristic = await service.getCharacteristic(HEART_DEVICE_GATT.batteryLevelCharacteristic);
    return { success: true, output: createWebBluetoothHeartDevice(device, characteristic) };
  } catch (error) {
    return issue('connection_failed', errorMessage(error));
  }
}

/** A heart-device connection over a connected device and its Battery Level characteristic. */
export function createWebBluetoothHeartDevice(
  device: BluetoothDeviceLike,
  batteryLevel: GattCharacteristicLike,
): HeartDeviceConnection {
  function unknownLevel(): { batteryPercent: null } {
    return { batteryPercent: null };
  }
  return {
    deviceName: device.name ?? HEART_DEVICE_GATT.namePrefix,
    async readBatteryLevel() {
      try {
        const parsed = parseBatteryLevel(await batteryLevel.readValue());
        return parsed.success ? parsed.output : unknownLevel();
      } catch {
        return unknownLevel();
      }
    },
    onBatteryLevelChange(listener) {
      // ble-protocol.md §10: subscribe only if the characteristic supports notify.
      if (!batteryLevel.properties.notify) return () => {};
      const onChange = (): void => {
        const value = batteryLevel.value;
        if (value === undefined) return;
        const parsed = parseBatteryLevel(value);
        listener(parsed.success ? parsed.output : unknownLevel());
      };
      batteryLevel.addEventListener('characteristicvaluechanged', onChange);
      void batteryLevel.startNotifications().catch(() => {
        batteryLevel.removeEventListener('characteristicvaluechanged', onChange);
      });
      return () => batteryLevel.removeEventListener('characteristicvaluechanged', onChange);
    },
    onDisconnect(listener) {
      device.addEventListener('gattserverdisconnected', listener);
      return () => device.removeEventListener('gattserverdisconnected', listener);
    },
    async disconnect() {
      device.gatt?.disconnect();
    },
  };
}
