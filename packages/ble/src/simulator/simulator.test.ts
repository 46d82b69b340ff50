import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../codec/bytes.ts';
import { MONITOR_COMMANDS } from '../codec/constants.ts';
import { parseDeviceInfo } from '../codec/deviceInfo.ts';
import { decodeReply, encodeRequest, monitorRequests } from '../codec/frame.ts';
import { parseUsers } from '../codec/records.ts';
import { createReplyAssembler } from '../codec/replyAssembler.ts';
import { createVirtualClock } from '../sync/virtualClock.ts';
import { demoMonitorFixture } from './demoFixture.ts';
import { createSimulatedHeartDevice } from './heartDevice.ts';
import { createSimulatedMonitor } from './simulatedMonitor.ts';

async function collect(monitor: ReturnType<typeof createSimulatedMonitor>, request: Uint8Array<ArrayBuffer>) {
  const chunks: Uint8Array[] = [];
  const unsubscribe = monitor.transport.onNotification((chunk) => chunks.push(chunk));
  await monitor.transport.connect();
  await monitor.transport.write(request);
  await Promise.resolve();
  await Promise.resolve();
  unsubscribe();
  return chunks;
}

describe('createSimulatedMonitor, without a clock', () => {
  it('answers GET_INFO with 256 NUL-padded bytes of JSON in 20-byte notifications', async () => {
    const monitor = createSimulatedMonitor(demoMonitorFixture);
    const chunks = await collect(monitor, monitorRequests.getInfo());
    expect(chunks.every((chunk) => chunk.length <= 20)).toBe(true);
    const assembler = createReplyAssembler();
    const [reply] = chunks.flatMap((chunk) => assembler.push(chunk));
    expect(reply?.payload.length).toBe(256);
    const info = parseDeviceInfo(reply?.payload ?? new Uint8Array(0));
    expect(info.success && info.output.serialNumber).toBe('2207C0042');
  });

  it('answers START_READ with the file size, then the file in 512-byte packets', async () => {
    const monitor = createSimulatedMonitor(demoMonitorFixture, {}, { notificationBytes: 600 });
    const [opened] = await collect(monitor, monitorRequests.startRead('usr.dat'));
    const openReply = decodeReply(opened ?? new Uint8Array(0));
    expect(openReply.success && Array.from(openReply.output.payload)).toEqual([54, 0, 0, 0]);
    const [packet] = await collect(monitor, monitorRequests.readContent(0));
    const packetReply = decodeReply(packet ?? new Uint8Array(0));
    const users = parseUsers(packetReply.success ? packetReply.output.payload : new Uint8Array(0));
    expect(users.success && users.output.records.map((user) => user.name)).toEqual(['Maria', 'Giuseppe']);
  });

  it('refuses a missing file and a name without its NUL (status 1)', async () => {
    const monitor = createSimulatedMonitor(demoMonitorFixture, {}, { notificationBytes: 600 });
    const [missing] = await collect(monitor, monitorRequests.startRead('nope.dat'));
    expect(toHex(missing ?? new Uint8Array(0))).toBe('55 01 FE 00 00 04 00 00 00 00 00 FB');
    const withoutNul = encodeRequest(MONITOR_COMMANDS.startRead, 0, new TextEncoder().encode('usr.dat'));
    const [refused] = await collect(monitor, withoutNul);
    expect(decodeReply(refused ?? new Uint8Array(0))).toMatchObject({ success: true, output: { status: 1 } });
  });

  it('ignores a request with a bad CRC, as a device would', async () => {
    const monitor = createSimulatedMonitor(demoMonitorFixture);
    const chunks = await collect(monitor, fromHex('AA 14 EB 00 00 00 00 C7'));
    expect(chunks).toEqual([]);
    expect(monitor.requests).toEqual([]);
  });

  it('stores every fixture file, including one ECG detail per list entry', () => {
    const monitor = createSimulatedMonitor(demoMonitorFixture);
    expect([...monitor.files.keys()].filter((name) => /^\d{14}$/.test(name))).toHaveLength(
      demoMonitorFixture.ecgList.length,
    );
    expect(monitor.files.has('1nibp.dat') && monitor.files.has('2nibp.dat')).toBe(true);
  });
});

describe('createSimulatedMonitor, with a clock', () => {
  it('spaces notifications by the configured interval after the reply latency', async () => {
    const clock = createVirtualClock();
    const monitor = createSimulatedMonitor(
      demoMonitorFixture,
      {},
      { clock, replyLatencyMs: 20, notificationIntervalMs: 10 },
    );
    const arrivals: number[] = [];
    monitor.transport.onNotification(() => arrivals.push(clock.now()));
    await monitor.transport.connect();
    await monitor.transport.write(monitorRequests.getInfo());
    await clock.advanceBy(1000);
    // 264 bytes in 20-byte notifications: 14 of them.
    expect(arrivals).toEqual(Array.from({ length: 14 }, (_, index) => 20 + index * 10));
  });
});

describe('createSimulatedHeartDevice', () => {
  it('reads the battery percent it was given, and notifies changes', async () => {
    const heart = createSimulatedHeartDevice(76);
    expect(await heart.readBatteryLevel()).toEqual({ batteryPercent: 76 });
    const seen: (number | null)[] = [];
    heart.onBatteryLevelChange((level) => seen.push(level.batteryPercent));
    heart.setBatteryPercent(75);
    heart.setBatteryPercent(180);
    expect(seen).toEqual([75, null]);
  });

  it('reads unknown after disconnecting and tells disconnect listeners', async () => {
    const heart = createSimulatedHeartDevice(50);
    let disconnected = false;
    heart.onDisconnect(() => {
      disconnected = true;
    });
    await heart.disconnect();
    expect(disconnected).toBe(true);
    expect(await heart.readBatteryLevel()).toEqual({ batteryPercent: null });
  });

  it('throws RangeError for a value that is not a byte', () => {
    expect(() => createSimulatedHeartDevice(256)).toThrow(RangeError);
    expect(() => createSimulatedHeartDevice(-1)).toThrow(RangeError);
  });
});
