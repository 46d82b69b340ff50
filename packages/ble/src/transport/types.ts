import type { BatteryLevel } from '../codec/battery.ts';

/**
 * The transport interface the sync engine drives (conventions.md habit 10: platform APIs sit
 * behind adapters). Expected failures are values, never exceptions.
 */

/** `busy`: PC-11 case 1, a GATT operation already in progress; worth retrying after 1500 ms. */
export type TransportFailureReason = 'busy' | 'disconnected' | 'failed';

export type TransportOutcome = { ok: true } | { ok: false; reason: TransportFailureReason; message: string };

export interface MonitorTransport {
  /** The advertised name of the chosen device, for the panel. */
  readonly deviceName: string;
  readonly connected: boolean;
  /** GATT connect and characteristic discovery; a no-op when already connected. */
  connect(): Promise<TransportOutcome>;
  /** Enables notifications (listeners are attached first, ble-protocol.md §1 step 3); idempotent. */
  startNotifications(): Promise<TransportOutcome>;
  /** Writes one whole request; the transport cuts it into pieces as its link needs (PC-1). */
  write(request: Uint8Array<ArrayBuffer>): Promise<TransportOutcome>;
  /** Receives each notification's bytes; returns an unsubscribe function. */
  onNotification(listener: (chunk: Uint8Array) => void): () => void;
  /** Called once when the link drops; returns an unsubscribe function. */
  onDisconnect(listener: () => void): () => void;
  disconnect(): Promise<void>;
}

export type DeviceRequestIssueCode = 'bluetooth_unavailable' | 'chooser_cancelled' | 'connection_failed';

/** Choosing a device: the browser's chooser can be dismissed, which is an expected outcome. */
export type DeviceRequestResult<Device> =
  | { success: true; output: Device }
  | { success: false; issues: { code: DeviceRequestIssueCode; message: string }[] };

/**
 * A connected heart device as the Files page sees it (spec 000_0ea08b6e53459819.txt section 2:
 * 'Ricerca device', then 'D - Heart Collegato' with the battery level). The Web Bluetooth
 * binding and the simulator both implement it.
 */
export interface HeartDeviceConnection {
  readonly deviceName: string;
  /** Reads Battery Level once (ble-protocol.md §10). */
  readBatteryLevel(): Promise<BatteryLevel>;
  /** Battery notifications, when the device supports them; returns an unsubscribe function. */
  onBatteryLevelChange(listener: (level: BatteryLevel) => void): () => void;
  onDisconnect(listener: () => void): () => void;
  disconnect(): Promise<void>;
}
