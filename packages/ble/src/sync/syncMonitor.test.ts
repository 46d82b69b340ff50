import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MONITOR_COMMANDS } from '../codec/constants.ts';
import { createDemoMonitorFixture } from '../simulator/demoFixture.ts';
import type { MonitorFixture } from '../simulator/fixture.ts';
import type { ReplyTarget, SimulatorFaults } from '../simulator/simulatedMonitor.ts';
import { createSimulatedMonitor } from '../simulator/simulatedMonitor.ts';
import { syncMonitor } from './syncMonitor.ts';
import { expectNothingSilentlyLost, runSimulatedSync } from './syncTestSupport.ts';
import { createVirtualClock } from './virtualClock.ts';

const demo = createDemoMonitorFixture();

/** A small fixture whose files fit in one or two packets, for fault scenarios. */
function smallFixture(overrides: Partial<MonitorFixture> = {}): MonitorFixture {
  const at = (day: number) => ({ year: 2025, month: 10, day, hour: 9, minute: 30, second: day });
  return {
    deviceName: 'Checkme test',
    deviceInfo: { SN: 'SN-1', Model: 'Checkme Pro', SoftwareVer: 'V5.1' },
    users: [
      {
        id: 1,
        name: 'Anna',
        icon: 1,
        sexCode: 0,
        birthday: { year: 1960, month: 3, day: 9 },
        weightTenthsKg: 650,
        heightCm: 160,
      },
      {
        id: 12,
        name: 'Luca',
        icon: 2,
        sexCode: 1,
        birthday: { year: 1962, month: 8, day: 1 },
        weightTenthsKg: 790,
        heightCm: 178,
      },
    ],
    ecgList: [
      { recordedAt: at(1), modeCode: 1, resultCode: 0, voiceMemoFlag: 0 },
      { recordedAt: at(2), modeCode: 3, resultCode: 1, voiceMemoFlag: 0 },
    ],
    // 60 records × 11 bytes = 660 bytes: two packets, the second of 148 bytes.
    pressureByUserId: {
      1: Array.from({ length: 60 }, (_, index) => ({
        recordedAt: at((index % 28) + 1),
        systolicMmHg: 120 + index,
        diastolicMmHg: 80,
        pulseRateBpm: 70,
      })),
      12: [{ recordedAt: at(5), systolicMmHg: 145, diastolicMmHg: 92, pulseRateBpm: 77 }],
    },
    temperature: {
      fileName: 'temp.dat',
      records: [{ recordedAt: at(3), wayCode: 0, temperatureTenthsCelsius: 368, resultCode: null }],
    },
    oxygen: [
      {
        recordedAt: at(4),
        modeCode: 0,
        oxygenSaturationPercent: 97,
        pulseRateBpm: 71,
        perfusionIndexTenthsPercent: 44,
        resultCode: 0,
      },
    ],
    ecgDetails: {},
    ...overrides,
  };
}

describe('syncMonitor against the simulated monitor, given no faults', () => {
  it('reads info, users, ECG list, pressure per user, temperature and oxygen, each record exactly once', async () => {
    const { result } = await runSimulatedSync(demo);
    expect(result.status).toBe('completed');
    expect(result.phase).toBe('done');
    expect(result.failures).toEqual([]);
    expect(result.deviceInfo).toMatchObject({
      serialNumber: '2207C0042',
      model: 'Checkme Pro',
      softwareVersion: 'V5.3.2',
    });
    expect(result.users.map((user) => user.name)).toEqual(['Maria', 'Giuseppe']);
    expect(
      result.pressureByUser.map((entry) => [entry.userId, entry.fileName, entry.records.length]),
    ).toEqual([
      [1, '1nibp.dat', 36],
      [2, '2nibp.dat', 12],
    ]);
    expect(result.ecgList).toHaveLength(4);
    expect(result.temperature).toHaveLength(14);
    expect(result.temperatureFileName).toBe('temp.dat');
    expect(result.oxygen).toHaveLength(24);
    expectNothingSilentlyLost(demo, result);
  });

  it('moves through the spec phases in order (section 4 "Device connection")', async () => {
    const { events } = await runSimulatedSync(smallFixture());
    const phases = events.flatMap((event) => (event.type === 'phase' ? [event.phase] : []));
    expect(phases).toEqual([
      'connected',
      'setup',
      'reading-info',
      'reading-users',
      'reading-ecg-list',
      'reading-pressure',
      'reading-temperature',
      'reading-oxygen',
      'done',
    ]);
  });

  it('reports packet k of n for each file, for a progress bar', async () => {
    const { events } = await runSimulatedSync(smallFixture());
    const pressurePackets = events.flatMap((event) =>
      event.type === 'packet' && event.fileName === '1nibp.dat' ? [[event.packet, event.packetCount]] : [],
    );
    expect(pressurePackets).toEqual([
      [1, 2],
      [2, 2],
    ]);
  });

  it('sends only GET_INFO, START_READ, READ_CONTENT and END_READ, closing every file it opens (PC-2)', async () => {
    const { monitor } = await runSimulatedSync(smallFixture());
    const commands = monitor.requests.map((request) => request.command);
    const allowed: number[] = [
      MONITOR_COMMANDS.getInfo,
      MONITOR_COMMANDS.startRead,
      MONITOR_COMMANDS.readContent,
      MONITOR_COMMANDS.endRead,
    ];
    expect(commands.every((command) => allowed.includes(command))).toBe(true);
    const opens = commands.filter((command) => command === MONITOR_COMMANDS.startRead).length;
    const closes = commands.filter((command) => command === MONITOR_COMMANDS.endRead).length;
    expect(opens).toBe(6);
    expect(closes).toBe(opens);
  });

  it('opens the per-user pressure files as {id}nibp.dat in usr.dat order (ble-protocol.md §8)', async () => {
    const { monitor } = await runSimulatedSync(smallFixture());
    const names = monitor.requests
      .filter((request) => request.command === MONITOR_COMMANDS.startRead)
      .map((request) => new TextDecoder().decode(request.payload.subarray(0, -1)));
    expect(names).toEqual(['usr.dat', 'ecg.dat', '1nibp.dat', '12nibp.dat', 'temp.dat', 'oxi.dat']);
  });

  it('waits for the 300 ms poll: a whole sync of the small fixture takes a multiple of 300 ms', async () => {
    const { result, monitor } = await runSimulatedSync(smallFixture());
    // Each request is answered well within one poll interval, so each costs exactly 300 ms.
    expect(result.elapsedMs).toBe(monitor.requests.length * 300);
  });

  it('accepts replies carrying packet number 0 from monitors that do not echo it (PC-5) and 8-byte acks', async () => {
    const fixture = smallFixture();
    const { result } = await runSimulatedSync(
      fixture,
      {},
      { echoPacketNumber: false, shortAckPayloadBytes: 0 },
    );
    expect(result.status).toBe('completed');
    expectNothingSilentlyLost(fixture, result);
  });

  it('reads replies delivered in one large notification (a bigger negotiated MTU)', async () => {
    const { result } = await runSimulatedSync(demo, {}, { notificationBytes: 600 });
    expect(result.failures).toEqual([]);
    expectNothingSilentlyLost(demo, result);
  });
});

describe('syncMonitor, given the monitor refuses or lacks files', () => {
  it('treats a refused file as unavailable, closes it and goes on (PC-3)', async () => {
    const fixture = smallFixture();
    const { result, monitor } = await runSimulatedSync(fixture, { refusedFiles: ['ecg.dat'] });
    expect(result.status).toBe('completed');
    expect(result.unavailableFiles).toEqual(['ecg.dat']);
    expect(result.ecgList).toEqual([]);
    expect(result.failures).toEqual([]);
    const afterRefusal = monitor.requests.findIndex(
      (request) => request.command === MONITOR_COMMANDS.startRead && request.payload[0] === 'e'.charCodeAt(0),
    );
    expect(monitor.requests[afterRefusal + 1]?.command).toBe(MONITOR_COMMANDS.endRead);
    expectNothingSilentlyLost(fixture, result);
  });

  it('falls back from temp.dat to tmp.dat and reads 11-byte records (PC-12, PC-13)', async () => {
    const fixture = smallFixture({
      temperature: {
        fileName: 'tmp.dat',
        records: [
          {
            recordedAt: { year: 2025, month: 1, day: 2, hour: 3, minute: 4, second: 5 },
            wayCode: 1,
            temperatureTenthsCelsius: 371,
            resultCode: 1,
          },
        ],
      },
    });
    const { result } = await runSimulatedSync(fixture);
    expect(result.unavailableFiles).toEqual(['temp.dat']);
    expect(result.temperatureFileName).toBe('tmp.dat');
    expect(result.temperature[0]).toMatchObject({ temperatureCelsius: 37.1, way: 'object', result: 'sad' });
    expectNothingSilentlyLost(fixture, result);
  });

  it('reports both temperature names unavailable when neither exists', async () => {
    const { result } = await runSimulatedSync(smallFixture(), { refusedFiles: ['temp.dat'] });
    expect(result.unavailableFiles).toEqual(['temp.dat', 'tmp.dat']);
    expect(result.temperatureFileName).toBe(null);
  });

  it('sends no READ_CONTENT for an empty file (PC-4)', async () => {
    const fixture = smallFixture({ oxygen: [] });
    const { result, monitor } = await runSimulatedSync(fixture);
    expect(result.oxygen).toEqual([]);
    expect(result.failures).toEqual([]);
    const last = monitor.requests.slice(-2).map((request) => request.command);
    expect(last).toEqual([MONITOR_COMMANDS.startRead, MONITOR_COMMANDS.endRead]);
  });

  it('refuses a file announced above 1 MiB without reading it (PC-4)', async () => {
    const fixture = smallFixture({ rawFiles: { 'oxi.dat': new Uint8Array(1024 * 1024 + 1) } });
    const { result, monitor } = await runSimulatedSync(fixture);
    expect(result.failures).toEqual([
      expect.objectContaining({ fileName: 'oxi.dat', reason: 'file-too-large' }),
    ]);
    expect(monitor.requests.at(-1)?.command).toBe(MONITOR_COMMANDS.endRead);
    expect(
      monitor.requests.some(
        (request) => request.command === MONITOR_COMMANDS.readContent && request.packetNumber > 2,
      ),
    ).toBe(false);
  });

  it('reports a trailing partial record as a warning and keeps the whole records (PC-15)', async () => {
    const fixture = smallFixture();
    const oxygen = new Uint8Array(12 + 5);
    oxygen.set([0xe9, 0x07, 10, 4, 9, 30, 4, 0, 97, 71, 44, 0], 0);
    const { result } = await runSimulatedSync({ ...fixture, rawFiles: { 'oxi.dat': oxygen } });
    expect(result.oxygen).toHaveLength(1);
    expect(result.warnings).toEqual([
      expect.objectContaining({ fileName: 'oxi.dat', code: 'trailing_partial_record' }),
    ]);
  });

  it('records invalid device info and still reads the files', async () => {
    const fixture = smallFixture({ deviceInfo: { Model: 'Checkme Pro' } });
    const { result } = await runSimulatedSync(fixture);
    expect(result.deviceInfo).toBe(null);
    expect(result.failures).toEqual([
      expect.objectContaining({ fileName: null, reason: 'invalid-device-info' }),
    ]);
    expectNothingSilentlyLost(fixture, result);
  });
});

describe('syncMonitor, given busy monitors (PC-11)', () => {
  it('retries a GATT-busy write after 1500 ms, up to three times, and completes', async () => {
    const fixture = smallFixture();
    const clean = await runSimulatedSync(fixture);
    const busy = await runSimulatedSync(fixture, { gattBusyWrites: 3 });
    expect(busy.result.status).toBe('completed');
    expect(busy.result.elapsedMs - clean.result.elapsedMs).toBe(3 * 1500);
    expectNothingSilentlyLost(fixture, busy.result);
  });

  it('gives up on the fourth busy outcome and aborts when it hits GET_INFO', async () => {
    const { result } = await runSimulatedSync(smallFixture(), { gattBusyWrites: 4 });
    expect(result.status).toBe('failed');
    expect(result.failures[0]).toMatchObject({ fileName: null, reason: 'busy' });
    expect(result.failures.slice(1).map((failure) => [failure.fileName, failure.reason])).toEqual([
      ['usr.dat', 'not-read'],
      ['ecg.dat', 'not-read'],
      ['temp.dat', 'not-read'],
      ['oxi.dat', 'not-read'],
    ]);
  });

  it('treats the A5 5A live-monitor stream as busy and resends the identical request', async () => {
    const fixture = smallFixture();
    const { result, monitor } = await runSimulatedSync(fixture, { liveMonitorRequests: 2 });
    expect(result.status).toBe('completed');
    expect(monitor.requests.slice(0, 3).map((request) => request.command)).toEqual([
      MONITOR_COMMANDS.getInfo,
      MONITOR_COMMANDS.getInfo,
      MONITOR_COMMANDS.getInfo,
    ]);
    expectNothingSilentlyLost(fixture, result);
  });

  it('reports live-monitor when the monitor stays on its live screen', async () => {
    const { result } = await runSimulatedSync(smallFixture(), { liveMonitorRequests: 4 });
    expect(result.status).toBe('failed');
    expect(result.failures[0]).toMatchObject({ reason: 'live-monitor' });
  });
});

describe('syncMonitor, given a faulty link', () => {
  const secondPressurePacket: ReplyTarget = { request: 'read', fileName: '1nibp.dat', packetNumber: 1 };

  it('reports a file whose reply lost a notification, and reads the rest', async () => {
    const fixture = smallFixture();
    const { result } = await runSimulatedSync(fixture, { dropNotification: [secondPressurePacket] });
    expect(result.status).toBe('completed');
    expect(result.failures).toEqual([expect.objectContaining({ fileName: '1nibp.dat', reason: 'timeout' })]);
    expect(result.pressureByUser.map((entry) => entry.userId)).toEqual([12]);
    expectNothingSilentlyLost(fixture, result);
  });

  it('reports a file whose reply had a corrupted CRC', async () => {
    const fixture = smallFixture();
    const { result } = await runSimulatedSync(fixture, {
      corruptCrc: [{ request: 'read', fileName: 'usr.dat', packetNumber: 0 }],
    });
    expect(result.failures).toEqual([expect.objectContaining({ fileName: 'usr.dat', reason: 'timeout' })]);
    expect(result.users).toEqual([]);
    expectNothingSilentlyLost(fixture, result);
  });

  it('reports a file whose reply frame was truncated', async () => {
    const fixture = smallFixture();
    const { result } = await runSimulatedSync(fixture, {
      truncateReply: [{ request: 'open', fileName: 'oxi.dat' }],
    });
    expect(result.failures).toEqual([expect.objectContaining({ fileName: 'oxi.dat', reason: 'timeout' })]);
    expectNothingSilentlyLost(fixture, result);
  });

  it('ignores a duplicated whole-frame notification: every record still arrives once', async () => {
    const fixture = smallFixture();
    const { result } = await runSimulatedSync(
      fixture,
      {
        duplicateNotification: [
          secondPressurePacket,
          { request: 'read', fileName: 'oxi.dat', packetNumber: 0 },
        ],
      },
      { notificationBytes: 600 },
    );
    expect(result.failures).toEqual([]);
    expectNothingSilentlyLost(fixture, result);
  });

  it('reports a file whose reply had a duplicated partial notification', async () => {
    const fixture = smallFixture();
    const { result } = await runSimulatedSync(fixture, { duplicateNotification: [secondPressurePacket] });
    expect(result.failures).toEqual([expect.objectContaining({ fileName: '1nibp.dat' })]);
    expectNothingSilentlyLost(fixture, result);
  });

  it('discards a reply with a stale packet number and takes the right one (PC-5)', async () => {
    const fixture = smallFixture();
    const { result } = await runSimulatedSync(fixture, { stalePacketBefore: [secondPressurePacket] });
    expect(result.failures).toEqual([]);
    expectNothingSilentlyLost(fixture, result);
  });

  it('times out after 10 empty polls when GET_INFO gets no answer, and aborts (PC-10)', async () => {
    const { result } = await runSimulatedSync(smallFixture(), { silentReply: [{ request: 'info' }] });
    expect(result.status).toBe('failed');
    expect(result.failures[0]).toMatchObject({ fileName: null, reason: 'timeout' });
    expect(result.elapsedMs).toBe(10 * 300);
  });

  it('does not time out a slow reply that keeps sending bytes (PC-10)', async () => {
    const fixture = smallFixture();
    // 520-byte frames in 20-byte notifications every 250 ms take 6.5 s, twice the silence limit.
    const { result } = await runSimulatedSync(fixture, {}, { notificationIntervalMs: 250 });
    expect(result.failures).toEqual([]);
    expectNothingSilentlyLost(fixture, result);
  });

  it('ends the session on a disconnection mid-file, keeping what arrived and listing what did not', async () => {
    const fixture = smallFixture();
    const { result } = await runSimulatedSync(fixture, {
      disconnectAt: { request: 'read', fileName: '12nibp.dat', packetNumber: 0 },
    });
    expect(result.status).toBe('failed');
    expect(result.users).toHaveLength(2);
    expect(result.pressureByUser.map((entry) => entry.userId)).toEqual([1]);
    expect(result.failures.map((failure) => [failure.fileName, failure.reason])).toEqual([
      ['12nibp.dat', 'disconnected'],
      ['temp.dat', 'not-read'],
      ['oxi.dat', 'not-read'],
    ]);
    expectNothingSilentlyLost(fixture, result);
  });

  it('stops when cancelled and says so', async () => {
    const fixture = smallFixture();
    const signal = { aborted: false };
    const cancelled = runSimulatedSync(fixture, {}, {}, signal);
    signal.aborted = true;
    const { result } = await cancelled;
    expect(result.status).toBe('cancelled');
    expect(result.phase).toBe('cancelled');
    expectNothingSilentlyLost(fixture, result);
  });

  it('never loses a record silently, whatever faults hit whichever reply', async () => {
    const fixture = smallFixture();
    const targets: ReplyTarget[] = [
      { request: 'info' },
      ...['usr.dat', 'ecg.dat', '1nibp.dat', '12nibp.dat', 'temp.dat', 'oxi.dat'].flatMap(
        (fileName): ReplyTarget[] => [
          { request: 'open', fileName },
          { request: 'read', fileName, packetNumber: 0 },
          { request: 'close', fileName },
        ],
      ),
      secondPressurePacket,
    ];
    const targetsArbitrary = fc.subarray(targets, { maxLength: 3 });
    const faultsArbitrary: fc.Arbitrary<SimulatorFaults> = fc.record(
      {
        gattBusyWrites: fc.integer({ min: 0, max: 5 }),
        liveMonitorRequests: fc.integer({ min: 0, max: 5 }),
        refusedFiles: fc.subarray(['usr.dat', 'ecg.dat', '1nibp.dat', 'oxi.dat']),
        dropNotification: targetsArbitrary,
        duplicateNotification: targetsArbitrary,
        corruptCrc: targetsArbitrary,
        truncateReply: targetsArbitrary,
        silentReply: targetsArbitrary,
        stalePacketBefore: targetsArbitrary,
        disconnectAt: fc.constantFrom(...targets),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(faultsArbitrary, fc.constantFrom(20, 600), async (faults, notificationBytes) => {
        const { result } = await runSimulatedSync(fixture, faults, { notificationBytes });
        expectNothingSilentlyLost(fixture, result);
        if (result.status === 'completed') {
          expect(result.phase).toBe('done');
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('syncMonitor, given a cancellation in the middle of a file', () => {
  it('stops within one poll, keeps what arrived and lists what was not read', async () => {
    const fixture = createDemoMonitorFixture();
    const clock = createVirtualClock();
    const monitor = createSimulatedMonitor(fixture, {}, { clock });
    const controller = new AbortController();
    const work = syncMonitor(monitor.transport, {
      clock,
      signal: controller.signal,
      onProgress: (event) => {
        if (event.type === 'file' && event.fileName === '2nibp.dat') controller.abort();
      },
    });
    const result = await clock.run(work);
    expect(result.status).toBe('cancelled');
    expect(result.pressureByUser.map((entry) => entry.userId)).toEqual([1]);
    expect(result.failures.map((failure) => [failure.fileName, failure.reason])).toEqual([
      ['2nibp.dat', 'cancelled'],
      ['temp.dat', 'not-read'],
      ['oxi.dat', 'not-read'],
    ]);
    expectNothingSilentlyLost(fixture, result);
  });
});
