export const ecgModes = ['hand-hand', 'hand-chest', '1-lead', '2-lead'] as const;

export type EcgMode = (typeof ecgModes)[number];

export const ecgResults = ['happy', 'sad'] as const;

export type EcgResult = (typeof ecgResults)[number];

/** Device connection states (spec 000, section 4). */
export const deviceConnectionStates = ['not_connected', 'connected', 'results_shown'] as const;

export type DeviceConnectionState = (typeof deviceConnectionStates)[number];

/** ECG detail canvas width, pixels. */
export const ECG_CANVAS_WIDTH_PX = 700;

/** ECG detail canvas height, pixels. */
export const ECG_CANVAS_HEIGHT_PX = 260;

/** Width of the drawn ECG trace, pixels. */
export const ECG_TRACE_WIDTH_PX = 1500;

/** Poll interval. */
export const BLE_POLL_INTERVAL_MS = 300;

/** Retry delay after a busy error. */
export const BLE_BUSY_RETRY_MS = 1500;

/** Packet size. */
export const BLE_PACKET_SIZE_BYTES = 512;

/** Maximum packet size. */
export const BLE_PACKET_MAX_BYTES = 520;

/** Empty polls before giving up. */
export const BLE_MAX_EMPTY_POLLS = 10;

/** Record sizes of the monitor's files. */
export const BLE_RECORD_SIZE_BYTES = { user: 27, pressure: 11, temperature: 10, oxygen: 12 } as const;
