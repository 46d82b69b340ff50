/**
 * Protocol constants of the Checkme-family monitor (docs/ble-protocol.md) and the spec's
 * Bluetooth limits (000_0ea08b6e53459819.txt, section 9 "Business constants and limits").
 */

/** First byte of every host-to-monitor frame (ble-protocol.md §2.1). */
export const REQUEST_HEADER = 0xaa;
/** First byte of every monitor-to-host frame (ble-protocol.md §2.2). */
export const REPLY_HEADER = 0x55;
/** Header + code + inverse + packet number (2) + length (2) + CRC: a frame is payload + 8 bytes. */
export const FRAME_OVERHEAD_BYTES = 8;
/** Bytes before the payload; the length field is readable once this many bytes are present. */
export const FRAME_PREFIX_BYTES = 7;
/** Spec section 9: packet size 512. */
export const PACKET_PAYLOAD_BYTES = 512;
/** Spec section 9: maximum 520 (512 + 8 of framing). */
export const MAX_FRAME_BYTES = PACKET_PAYLOAD_BYTES + FRAME_OVERHEAD_BYTES;
/** PC-4: a file announced larger than 1 MiB is treated as corrupt. */
export const MAX_FILE_BYTES = 1024 * 1024;
/** ble-protocol.md §4: START_READ file names are at most 30 characters. */
export const MAX_FILE_NAME_LENGTH = 30;
/** PC-1: requests are written in pieces of at most 20 bytes (default ATT MTU minus 3). */
export const WRITE_CHUNK_BYTES = 20;

/** Reply status 0 is OK; anything else is a refusal (ble-protocol.md §2.2). */
export const STATUS_OK = 0x00;
/** The only non-zero status the vendor Checkme code names ("bad"). */
export const STATUS_REFUSED = 0x01;

/**
 * The commands this package may send (ble-protocol.md §4). PC-2: write, delete, directory,
 * language-pack, firmware and PARA_SYNC codes are deliberately absent so they cannot be encoded.
 */
export const MONITOR_COMMANDS = {
  getInfo: 0x14,
  startRead: 0x03,
  readContent: 0x04,
  endRead: 0x05,
  ping: 0x15,
} as const;

export type MonitorCommandName = keyof typeof MONITOR_COMMANDS;
export type MonitorCommand = (typeof MONITOR_COMMANDS)[MonitorCommandName];

/** Spec section 9: poll interval 300 ms (PC-10: a local check of the receive buffer). */
export const POLL_INTERVAL_MS = 300;
/** Spec section 9: retry after 1500 ms on a busy error (PC-11). */
export const BUSY_RETRY_DELAY_MS = 1500;
/** Spec section 9: up to 10 empty polls before giving up (PC-10). */
export const MAX_EMPTY_POLLS = 10;
/** PC-11: at most 3 busy retries per request; the 4th busy outcome fails the step. */
export const MAX_BUSY_RETRIES = 3;

/** Spec section 3 "Device data" record sizes, confirmed by ble-protocol.md §9. */
export const RECORD_BYTES = {
  user: 27,
  ecgList: 10,
  pressure: 11,
  temperatureSpec: 10,
  temperatureVendor: 11,
  oxygen: 12,
} as const;

/** Spec section 7 file names; `tmp.dat` is the vendor name used as the PC-12 fallback. */
export const MONITOR_FILES = {
  users: 'usr.dat',
  ecgList: 'ecg.dat',
  temperature: 'temp.dat',
  temperatureVendor: 'tmp.dat',
  oxygen: 'oxi.dat',
} as const;

/** ble-protocol.md §8: `{id}nibp.dat`, the id in decimal without padding. */
export function pressureFileName(userId: number): string {
  return `${userId}nibp.dat`;
}

/** ble-protocol.md §1: GATT identifiers of the monitor. */
export const MONITOR_GATT = {
  namePrefix: 'Checkme',
  service: '14839ac4-7d7e-415c-9a42-167340cf2339',
  writeCharacteristic: '8b00ace7-eb0b-49b0-bbe9-9aee0a26e1a3',
  notifyCharacteristic: '0734594a-a8e7-4b1a-a6b1-cd5243059a57',
} as const;

/** ble-protocol.md §10 and PC-22: the D-Heart is reached through the standard Battery Service. */
export const HEART_DEVICE_GATT = {
  namePrefix: 'D-Heart',
  batteryService: 'battery_service',
  batteryLevelCharacteristic: 'battery_level',
  batteryServiceUuid: '0000180f-0000-1000-8000-00805f9b34fb',
  batteryLevelCharacteristicUuid: '00002a19-0000-1000-8000-00805f9b34fb',
} as const;

/** ble-protocol.md §7 case 2: the stream a Checkme sends while its live-monitor screen is open. */
export const LIVE_MONITOR_PREFIX = [0xa5, 0x5a] as const;
