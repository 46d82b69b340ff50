import { describe, expect, it } from 'vitest';
import { encodeReply, monitorRequests } from '../codec/frame.ts';
import { createFakeTransport, type FakeTransport } from '../transport/fakeTransport.ts';
import { type Channel, exchange, openChannel } from './exchange.ts';
import { createVirtualClock, type VirtualClock } from './virtualClock.ts';

function channelOver(transport: FakeTransport, clock: VirtualClock, signal?: { aborted: boolean }): Channel {
  return openChannel(transport, clock, signal).channel;
}

async function connectedFake(onWrite?: (fake: FakeTransport) => void): Promise<FakeTransport> {
  const fake: FakeTransport = createFakeTransport({ onWrite: () => onWrite?.(fake) });
  await fake.connect();
  return fake;
}

describe('exchange (ble-protocol.md §7)', () => {
  it('finds a reply at the first 300 ms poll', async () => {
    const clock = createVirtualClock();
    const fake = await connectedFake((transport) => transport.notify(encodeReply(0, 0)));
    const outcome = await clock.run(exchange(channelOver(fake, clock), monitorRequests.getInfo()));
    expect(outcome.ok).toBe(true);
    expect(clock.now()).toBe(300);
  });

  it('times out after 10 consecutive empty polls, 3 s after the write (PC-10)', async () => {
    const clock = createVirtualClock();
    const fake = await connectedFake();
    const outcome = await clock.run(exchange(channelOver(fake, clock), monitorRequests.getInfo()));
    expect(outcome).toMatchObject({ ok: false, reason: 'timeout' });
    expect(clock.now()).toBe(3000);
  });

  it('resets the empty-poll count whenever new bytes arrived since the last poll (PC-10)', async () => {
    const clock = createVirtualClock();
    const frame = encodeReply(0, 0, new Uint8Array(512));
    // Two bytes every 2.9 s: each gap is shorter than 10 empty polls, the whole takes ~12 minutes.
    const fake = await connectedFake((transport) => {
      for (let offset = 0; offset < frame.length; offset += 2) {
        void clock
          .sleep(2900 * (offset / 2 + 1))
          .then(() => transport.notify(frame.subarray(offset, offset + 2)));
      }
    });
    const outcome = await clock.run(exchange(channelOver(fake, clock), monitorRequests.readContent(0)));
    expect(outcome.ok).toBe(true);
    expect(clock.now()).toBeGreaterThan(260 * 2900);
  });

  it('discards unsolicited bytes received before the request (PC-9)', async () => {
    const clock = createVirtualClock();
    const fake = await connectedFake();
    const channel = channelOver(fake, clock);
    fake.notify(encodeReply(0, 5, Uint8Array.of(1)));
    const outcome = await clock.run(exchange(channel, monitorRequests.readContent(5)));
    expect(outcome).toMatchObject({ ok: false, reason: 'timeout' });
  });

  it('retries a busy write after 1500 ms with the identical bytes (PC-11)', async () => {
    const clock = createVirtualClock();
    const fake = await connectedFake((transport) => transport.notify(encodeReply(0, 0)));
    fake.failNextWrites('busy', 2);
    const request = monitorRequests.startRead('usr.dat');
    const outcome = await clock.run(exchange(channelOver(fake, clock), request));
    expect(outcome.ok).toBe(true);
    expect(clock.now()).toBe(2 * 1500 + 300);
    expect(fake.writes).toEqual([request]);
  });

  it('fails with busy on the fourth busy outcome', async () => {
    const clock = createVirtualClock();
    const fake = await connectedFake();
    fake.failNextWrites('busy', 4);
    const outcome = await clock.run(exchange(channelOver(fake, clock), monitorRequests.getInfo()));
    expect(outcome).toMatchObject({ ok: false, reason: 'busy' });
    expect(clock.now()).toBe(3 * 1500);
  });

  it('reports a disconnection at the next poll', async () => {
    const clock = createVirtualClock();
    const fake = await connectedFake((transport) => transport.dropConnection());
    const outcome = await clock.run(exchange(channelOver(fake, clock), monitorRequests.getInfo()));
    expect(outcome).toMatchObject({ ok: false, reason: 'disconnected' });
  });

  it('stops at the next poll once cancelled', async () => {
    const clock = createVirtualClock();
    const signal = { aborted: false };
    const fake = await connectedFake(() => {
      signal.aborted = true;
    });
    const outcome = await clock.run(exchange(channelOver(fake, clock, signal), monitorRequests.getInfo()));
    expect(outcome).toMatchObject({ ok: false, reason: 'cancelled' });
    expect(clock.now()).toBe(300);
  });
});
