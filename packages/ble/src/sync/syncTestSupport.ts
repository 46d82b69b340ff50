import { expect } from 'vitest';
import { MONITOR_FILES, pressureFileName } from '../codec/constants.ts';
import {
  parseEcgList,
  parseOxygenRecords,
  parsePressureRecords,
  parseTemperatureRecords,
  parseUsers,
} from '../codec/records.ts';
import type { MonitorFixture } from '../simulator/fixture.ts';
import { encodeMonitorFiles } from '../simulator/fixture.ts';
import {
  createSimulatedMonitor,
  type SimulatedMonitor,
  type SimulatorFaults,
  type SimulatorOptions,
} from '../simulator/simulatedMonitor.ts';
import { type MonitorSyncResult, type SyncProgressEvent, syncMonitor } from './syncMonitor.ts';
import { createVirtualClock, type VirtualClock } from './virtualClock.ts';

export interface SyncRun {
  result: MonitorSyncResult;
  monitor: SimulatedMonitor;
  events: SyncProgressEvent[];
  clock: VirtualClock;
}

/** Runs a whole sync against the simulator in virtual time. */
export async function runSimulatedSync(
  fixture: MonitorFixture,
  faults: SimulatorFaults = {},
  options: Omit<SimulatorOptions, 'clock'> = {},
  signal?: { aborted: boolean },
): Promise<SyncRun> {
  const clock = createVirtualClock();
  const monitor = createSimulatedMonitor(fixture, faults, { clock, ...options });
  const events: SyncProgressEvent[] = [];
  const work = syncMonitor(monitor.transport, {
    clock,
    onProgress: (event) => events.push(event),
    ...(signal ? { signal } : {}),
  });
  const result = await clock.run(work);
  return { result, monitor, events, clock };
}

function bytesOf(files: Map<string, Uint8Array>, name: string): Uint8Array {
  return files.get(name) ?? new Uint8Array(0);
}

function recordsOf<Entry>(
  parsed: { success: true; output: { records: Entry[] } } | { success: false },
): Entry[] {
  return parsed.success ? parsed.output.records : [];
}

/**
 * The invariant of issue 4: every record the simulator holds arrives exactly once, or the
 * failure of its file is reported (in `failures` or `unavailableFiles`), never silently lost.
 */
export function expectNothingSilentlyLost(fixture: MonitorFixture, result: MonitorSyncResult): void {
  const files = encodeMonitorFiles(fixture);
  const reported = (name: string): boolean =>
    result.failures.some((failure) => failure.fileName === name) || result.unavailableFiles.includes(name);

  const expectedUsers = recordsOf(parseUsers(bytesOf(files, MONITOR_FILES.users)));
  if (!reported(MONITOR_FILES.users)) {
    expect(result.users).toEqual(expectedUsers);
  }
  if (!reported(MONITOR_FILES.ecgList)) {
    expect(result.ecgList).toEqual(recordsOf(parseEcgList(bytesOf(files, MONITOR_FILES.ecgList))));
  }
  for (const user of result.users) {
    const name = pressureFileName(user.id);
    const received = result.pressureByUser.filter((entry) => entry.userId === user.id);
    if (!reported(name)) {
      expect(received).toHaveLength(1);
      expect(received[0]?.records).toEqual(recordsOf(parsePressureRecords(bytesOf(files, name), user.id)));
    } else {
      expect(received).toHaveLength(0);
    }
  }
  const temperatureName = fixture.temperature.fileName;
  const specNameFailed = result.failures.some((failure) => failure.fileName === MONITOR_FILES.temperature);
  const temperatureExpected =
    temperatureName === MONITOR_FILES.temperature
      ? !reported(MONITOR_FILES.temperature)
      : !specNameFailed && !reported(temperatureName);
  if (temperatureExpected) {
    expect(result.temperatureFileName).toBe(temperatureName);
    expect(result.temperature).toEqual(
      recordsOf(parseTemperatureRecords(bytesOf(files, temperatureName), temperatureName)),
    );
  }
  if (!reported(MONITOR_FILES.oxygen)) {
    expect(result.oxygen).toEqual(recordsOf(parseOxygenRecords(bytesOf(files, MONITOR_FILES.oxygen))));
  }
}
