import { describe, expect, it } from 'vitest';
import { createDemoMonitorFixture } from '../simulator/demoFixture.ts';
import { createSimulatedMonitor } from '../simulator/simulatedMonitor.ts';
import type { PacketProgress } from './fileTransfer.ts';
import { readEcgDetail } from './readEcgDetail.ts';
import { syncMonitor } from './syncMonitor.ts';
import { createVirtualClock } from './virtualClock.ts';

const fixture = createDemoMonitorFixture();

describe('readEcgDetail, after a sync on the same transport', () => {
  it('reads the 30 s recording named by the list entry, in about 30 packets', async () => {
    const clock = createVirtualClock();
    const monitor = createSimulatedMonitor(fixture, {}, { clock });
    const synced = await clock.run(syncMonitor(monitor.transport, { clock }));
    const entry = synced.ecgList[0];
    expect(entry?.detailFileName).toMatch(/^\d{14}$/);
    const progress: PacketProgress[] = [];
    const detail = await clock.run(
      readEcgDetail(monitor.transport, entry ?? '', { clock, onProgress: (event) => progress.push(event) }),
    );
    expect(detail.success).toBe(true);
    if (!detail.success) return;
    const expected = fixture.ecgDetails[entry?.detailFileName ?? ''];
    expect(detail.output.samplesRaw).toEqual(expected?.samplesRaw);
    expect(detail.output.sampleRateHz).toBe(250);
    expect(detail.output.durationSeconds).toBe(30);
    expect(detail.output.mode).toBe(entry?.mode);
    expect(progress.at(-1)?.packetCount).toBe(30);
  });

  it('answers unavailable for a recording the monitor does not have', async () => {
    const clock = createVirtualClock();
    const monitor = createSimulatedMonitor(fixture, {}, { clock });
    const detail = await clock.run(readEcgDetail(monitor.transport, '20000101000000', { clock }));
    expect(detail.success === false && detail.issues[0]?.code).toBe('unavailable');
  });

  it('reports a disconnection during the transfer', async () => {
    const clock = createVirtualClock();
    const name = Object.keys(fixture.ecgDetails)[1] ?? '';
    const monitor = createSimulatedMonitor(
      fixture,
      { disconnectAt: { request: 'read', fileName: name, packetNumber: 12 } },
      { clock },
    );
    const detail = await clock.run(readEcgDetail(monitor.transport, name, { clock }));
    expect(detail.success === false && detail.issues[0]?.code).toBe('disconnected');
  });
});
