import { type BatteryLevel, parseBatteryLevel } from '../codec/battery.ts';
import { createListeners } from '../transport/listeners.ts';
import type { HeartDeviceConnection } from '../transport/types.ts';

export interface SimulatedHeartDevice extends HeartDeviceConnection {
  /** Changes the raw battery byte and notifies subscribers, as the characteristic would. */
  setBatteryPercent(rawByte: number): void;
}

/**
 * A D-Heart that answers the Battery Level characteristic with one byte. The byte goes
 * through `parseBatteryLevel`, so a value above 100 reads as unknown (PC-23).
 */
export function createSimulatedHeartDevice(
  batteryPercent: number,
  deviceName = 'D-Heart simulato',
): SimulatedHeartDevice {
  if (!Number.isInteger(batteryPercent) || batteryPercent < 0 || batteryPercent > 255) {
    throw new RangeError(`batteryPercent must be a byte (0-255), got ${batteryPercent}`);
  }
  let value = Uint8Array.of(batteryPercent);
  let connected = true;
  const levelListeners = createListeners<[level: BatteryLevel]>();
  const disconnectListeners = createListeners<[]>();

  function currentLevel(): BatteryLevel {
    const parsed = parseBatteryLevel(value);
    return parsed.success ? parsed.output : { batteryPercent: null };
  }

  return {
    deviceName,
    async readBatteryLevel() {
      return connected ? currentLevel() : { batteryPercent: null };
    },
    onBatteryLevelChange: levelListeners.add,
    onDisconnect: disconnectListeners.add,
    async disconnect() {
      if (!connected) return;
      connected = false;
      disconnectListeners.emit();
    },
    setBatteryPercent(rawByte) {
      if (!Number.isInteger(rawByte) || rawByte < 0 || rawByte > 255) {
        throw new RangeError(`rawByte must be 0-255, got ${rawByte}`);
      }
      value = Uint8Array.of(rawByte);
      if (!connected) return;
      const level = currentLevel();
      levelListeners.emit(level);
    },
  };
}
