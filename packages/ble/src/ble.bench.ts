import { expect, test } from 'vitest';
import { concatBytes } from './codec/bytes.ts';
import { parseEcgDetail } from './codec/ecgDetail.ts';
import { decodeReply, encodeReply } from './codec/frame.ts';
import { createReplyAssembler } from './codec/replyAssembler.ts';
import { demoMonitorFixture } from './simulator/demoFixture.ts';
import { encodeMonitorFiles } from './simulator/fixture.ts';
import { createSimulatedMonitor } from './simulator/simulatedMonitor.ts';
import { readEcgDetail } from './sync/readEcgDetail.ts';
import { syncMonitor } from './sync/syncMonitor.ts';
import { createVirtualClock } from './sync/virtualClock.ts';

// 128 full packets (64 KiB of payload, 520-byte frames) as a monitor would stream them.
const packets = Array.from({ length: 128 }, (_, index) =>
  encodeReply(
    0,
    index,
    Uint8Array.from({ length: 512 }, (_, offset) => (index * 31 + offset) & 0xff),
  ),
);
const stream = concatBytes(packets);
const notifications = Array.from({ length: Math.ceil(stream.length / 20) }, (_, index) =>
  stream.subarray(index * 20, index * 20 + 20),
);
const ecgDetailFile = [...encodeMonitorFiles(demoMonitorFixture).entries()].find(([name]) =>
  /^\d{14}$/.test(name),
)?.[1];

function megabytesPerSecond(opsPerSecond: number, bytesPerOp: number): string {
  return ((opsPerSecond * bytesPerOp) / 1e6).toFixed(1);
}

test('decode throughput', async ({ bench }) => {
  let frames = 0;
  const reassembly = await bench('reassemble + validate 64 KiB from 20-byte notifications', () => {
    const assembler = createReplyAssembler();
    frames = 0;
    for (const chunk of notifications) frames += assembler.push(chunk).length;
  }).run();
  expect(frames).toBe(packets.length);

  let decoded = 0;
  const decoding = await bench('decodeReply of 128 whole 520-byte frames', () => {
    decoded = 0;
    for (const packet of packets) if (decodeReply(packet).success) decoded += 1;
  }).run();
  expect(decoded).toBe(packets.length);

  const detailBytes = ecgDetailFile ?? new Uint8Array(0);
  let samples = 0;
  const ecg = await bench('parseEcgDetail of a 30 s recording', () => {
    const parsed = parseEcgDetail(detailBytes);
    samples = parsed.success ? parsed.output.samplesRaw.length : 0;
  }).run();
  expect(samples).toBe(7501);

  console.log(
    [
      `reassembly + CRC: ${megabytesPerSecond(reassembly.throughput.mean, stream.length)} MB/s of frames`,
      `decodeReply: ${megabytesPerSecond(decoding.throughput.mean, stream.length)} MB/s of frames`,
      `parseEcgDetail: ${megabytesPerSecond(ecg.throughput.mean, detailBytes.length)} MB/s (${detailBytes.length} bytes)`,
    ].join('\n'),
  );
});

test('simulated full sync of the demo fixture', async ({ bench }) => {
  let simulatedMs = 0;
  let requests = 0;
  let failures = -1;
  let ecgDetailMs = 0;
  const run = await bench('syncMonitor against the simulated monitor (virtual time)', async () => {
    const clock = createVirtualClock();
    const monitor = createSimulatedMonitor(demoMonitorFixture, {}, { clock });
    const result = await clock.run(syncMonitor(monitor.transport, { clock }));
    simulatedMs = result.elapsedMs;
    requests = monitor.requests.length;
    failures = result.failures.length;
    const detailStartedAt = clock.now();
    const detail = await clock.run(readEcgDetail(monitor.transport, result.ecgList[0] ?? '', { clock }));
    ecgDetailMs = detail.success ? clock.now() - detailStartedAt : Number.NaN;
  }).run({ iterations: 10, time: 0 });
  expect(failures).toBe(0);
  expect(ecgDetailMs).toBeGreaterThan(0);
  console.log(
    `full sync: ${requests} requests, ${(simulatedMs / 1000).toFixed(1)} s simulated wall time (20-byte notifications), ` +
      `${run.latency.mean.toFixed(0)} ms of CPU per simulated sync + ECG detail\n` +
      `ECG detail (30 s recording): ${(ecgDetailMs / 1000).toFixed(1)} s simulated wall time`,
  );
});
