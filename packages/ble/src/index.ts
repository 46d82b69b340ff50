// @cartella/ble: one front door (conventions.md habit 13), everything re-exported by name.

// codec: pure bytes in, typed results out
export { type BatteryLevel, parseBatteryLevel } from './codec/battery.ts';
export { concatBytes, fromHex, toHex } from './codec/bytes.ts';
export {
  BUSY_RETRY_DELAY_MS,
  FRAME_OVERHEAD_BYTES,
  HEART_DEVICE_GATT,
  LIVE_MONITOR_PREFIX,
  MAX_BUSY_RETRIES,
  MAX_EMPTY_POLLS,
  MAX_FILE_BYTES,
  MAX_FILE_NAME_LENGTH,
  MAX_FRAME_BYTES,
  MONITOR_COMMANDS,
  MONITOR_FILES,
  MONITOR_GATT,
  type MonitorCommand,
  type MonitorCommandName,
  PACKET_PAYLOAD_BYTES,
  POLL_INTERVAL_MS,
  pressureFileName,
  RECORD_BYTES,
  REPLY_HEADER,
  REQUEST_HEADER,
  STATUS_OK,
  STATUS_REFUSED,
  WRITE_CHUNK_BYTES,
} from './codec/constants.ts';
export { CRC8_TABLE, crc8 } from './codec/crc8.ts';
export {
  DATE_BLOCK_BYTES,
  formatFileKey,
  type MonitorDateTime,
  type MonitorDateTimeFields,
  readMonitorDateTime,
  toMonitorDateTime,
  writeMonitorDateTime,
} from './codec/dateTime.ts';
export {
  type DeviceInfo,
  type DeviceInfoIssueCode,
  encodeDeviceInfo,
  parseDeviceInfo,
} from './codec/deviceInfo.ts';
export {
  describeEcgAnalysis,
  ECG_FINDINGS,
  ECG_MILLIVOLTS_PER_COUNT,
  ECG_SAMPLE_RATE_HZ,
  type EcgAnalysis,
  type EcgDetail,
  type EcgDetailFields,
  type EcgDetailIssueCode,
  type EcgFilter,
  type EcgFinding,
  type EcgHeaderBytes,
  encodeEcgDetail,
  parseEcgDetail,
} from './codec/ecgDetail.ts';
export {
  type DecodedReply,
  type DecodedRequest,
  decodeReply,
  decodeRequest,
  encodeFileName,
  encodeReply,
  encodeRequest,
  type FrameIssueCode,
  monitorRequests,
  splitIntoWriteChunks,
} from './codec/frame.ts';
export {
  type EcgListRecord,
  type EcgListRecordFields,
  type EcgMode,
  ecgModeFromCode,
  encodeEcgList,
  encodeOxygenRecords,
  encodePressureRecords,
  encodeTemperatureRecords,
  encodeUsers,
  type MeasurementVerdict,
  type MonitorUser,
  type MonitorUserFields,
  type MonitorUserSex,
  type OxygenProbe,
  type OxygenRecord,
  type OxygenRecordFields,
  type PressureRecord,
  type PressureRecordFields,
  parseEcgList,
  parseOxygenRecords,
  parsePressureRecords,
  parseTemperatureRecords,
  parseUsers,
  type RecordList,
  type TemperatureFileName,
  type TemperatureRecord,
  type TemperatureRecordFields,
  type TemperatureWay,
  temperatureRecordBytes,
} from './codec/records.ts';
export { createReplyAssembler, type ReplyAssembler } from './codec/replyAssembler.ts';
export type { CodecIssue, CodecResult } from './codec/result.ts';
export { expectedPacketPayloadLength, planTransfer, type TransferPlan } from './codec/transferPlan.ts';
// simulator: a monitor and a heart device that speak the protocol from a fixture
export {
  createDemoMonitorFixture,
  demoMonitorFixture,
  synthesiseEcgSamples,
} from './simulator/demoFixture.ts';
export { encodeFixtureDeviceInfo, encodeMonitorFiles, type MonitorFixture } from './simulator/fixture.ts';
export { createSimulatedHeartDevice, type SimulatedHeartDevice } from './simulator/heartDevice.ts';
export {
  createSimulatedMonitor,
  type ReplyTarget,
  type SimulatedMonitor,
  type SimulatorFaults,
  type SimulatorOptions,
} from './simulator/simulatedMonitor.ts';
// sync: the session state machine, time injected
export type { CancellationSignal, Clock } from './sync/clock.ts';
export type { ExchangeFailureReason } from './sync/exchange.ts';
export type { FileFailureReason, PacketProgress } from './sync/fileTransfer.ts';
export {
  type EcgDetailReadIssueCode,
  type EcgDetailReadResult,
  type ReadEcgDetailOptions,
  readEcgDetail,
} from './sync/readEcgDetail.ts';
export {
  type MonitorSyncResult,
  type SyncFailure,
  type SyncFailureReason,
  type SyncMonitorOptions,
  type SyncProgressEvent,
  type SyncWarning,
  type SyncWarningCode,
  syncMonitor,
  type UserPressureRecords,
} from './sync/syncMonitor.ts';
export {
  isTerminalPhase,
  nextSyncPhase,
  SYNC_READING_ORDER,
  type SyncEvent,
  type SyncPhase,
  type TerminalSyncPhase,
} from './sync/syncState.ts';
export { createVirtualClock, type VirtualClock } from './sync/virtualClock.ts';
// transport: the interface, a fake, and the Web Bluetooth binding
export {
  createFakeTransport,
  type FakeTransport,
  type FakeTransportOptions,
} from './transport/fakeTransport.ts';
export type {
  DeviceRequestIssueCode,
  DeviceRequestResult,
  HeartDeviceConnection,
  MonitorTransport,
  TransportFailureReason,
  TransportOutcome,
} from './transport/types.ts';
export {
  type BluetoothDeviceLike,
  type BluetoothLike,
  classifyGattError,
  createWebBluetoothHeartDevice,
  createWebBluetoothMonitorTransport,
  type GattCharacteristicLike,
  type GattServerLike,
  type GattServiceLike,
  isWebBluetoothAvailable,
  requestHeartDevice,
  requestMonitorTransport,
} from './transport/webBluetooth.ts';
export { systemClock } from './transport/webBluetoothClock.ts';
