import { describe, expect, it } from 'vitest';
import { writeUint32 } from '../codec/bytes.ts';
import { MONITOR_COMMANDS } from '../codec/constants.ts';
import { decodeRequest, encodeReply } from '../codec/frame.ts';
import { createFakeTransport, type FakeTransport } from '../transport/fakeTransport.ts';
import type { Channel } from './exchange.ts';
import { readMonitorFile } from './fileTransfer.ts';
import { createReplyReceiver } from './receiver.ts';
import { createVirtualClock } from './virtualClock.ts';

function sizePayload(size: number): Uint8Array {
  const payload = new Uint8Array(4);
  writeUint32(payload, 0, size);
  return payload;
}

/** A monitor scripted per command: `answer` returns the reply frame, or null for silence. */
async function scriptedChannel(answer: (command: number, packetNumber: number) => Uint8Array | null) {
  const clock = createVirtualClock();
  const fake: FakeTransport = createFakeTransport({
    onWrite(bytes) {
      const request = decodeRequest(bytes);
      if (!request.success) return;
      const reply = answer(request.output.command, request.output.packetNumber);
      if (reply) void Promise.resolve().then(() => fake.notify(reply));
    },
  });
  await fake.connect();
  const receiver = createReplyReceiver();
  fake.onNotification((chunk) => receiver.accept(chunk));
  const channel: Channel = { transport: fake, clock, receiver, signal: undefined, disconnected: false };
  return { channel, clock, fake };
}

const ack = encodeReply(0, 0);

describe('readMonitorFile (ble-protocol.md §5)', () => {
  it('assembles a 600-byte file from a 512-byte and an 88-byte packet', async () => {
    const file = Uint8Array.from({ length: 600 }, (_, index) => index & 0xff);
    const { channel, clock } = await scriptedChannel((command, packet) => {
      if (command === MONITOR_COMMANDS.startRead) return encodeReply(0, 0, sizePayload(600));
      if (command === MONITOR_COMMANDS.readContent)
        return encodeReply(0, packet, file.subarray(packet * 512, packet * 512 + 512));
      return ack;
    });
    const outcome = await clock.run(readMonitorFile(channel, 'usr.dat'));
    expect(outcome).toEqual({ kind: 'read', bytes: file, endReadProblem: null });
  });

  it('aborts on a short packet that is not the last one (PC-6)', async () => {
    const { channel, clock, fake } = await scriptedChannel((command) => {
      if (command === MONITOR_COMMANDS.startRead) return encodeReply(0, 0, sizePayload(600));
      if (command === MONITOR_COMMANDS.readContent) return encodeReply(0, 0, new Uint8Array(500));
      return ack;
    });
    const outcome = await clock.run(readMonitorFile(channel, 'usr.dat'));
    expect(outcome).toMatchObject({ kind: 'failed', reason: 'bad-packet' });
    expect(decodeRequest(fake.writes.at(-1) ?? new Uint8Array(0))).toMatchObject({
      output: { command: MONITOR_COMMANDS.endRead },
    });
  });

  it('aborts on a last packet longer than the bytes still expected (PC-6)', async () => {
    const { channel, clock } = await scriptedChannel((command) => {
      if (command === MONITOR_COMMANDS.startRead) return encodeReply(0, 0, sizePayload(100));
      if (command === MONITOR_COMMANDS.readContent) return encodeReply(0, 0, new Uint8Array(101));
      return ack;
    });
    expect(await clock.run(readMonitorFile(channel, 'usr.dat'))).toMatchObject({
      kind: 'failed',
      reason: 'bad-packet',
    });
  });

  it('aborts with a device error when READ_CONTENT is refused', async () => {
    const { channel, clock } = await scriptedChannel((command) => {
      if (command === MONITOR_COMMANDS.startRead) return encodeReply(0, 0, sizePayload(100));
      if (command === MONITOR_COMMANDS.readContent) return encodeReply(1, 0, new Uint8Array(4));
      return ack;
    });
    expect(await clock.run(readMonitorFile(channel, 'usr.dat'))).toMatchObject({
      kind: 'failed',
      reason: 'device-error',
    });
  });

  it('rejects an open reply without a 4-byte size', async () => {
    const { channel, clock } = await scriptedChannel((command) =>
      command === MONITOR_COMMANDS.startRead ? encodeReply(0, 0, Uint8Array.of(1, 2)) : ack,
    );
    expect(await clock.run(readMonitorFile(channel, 'usr.dat'))).toMatchObject({
      kind: 'failed',
      reason: 'bad-reply',
    });
  });

  it('keeps a whole file when END_READ is refused or unanswered, reporting it (PC-7)', async () => {
    for (const endReply of [encodeReply(1, 0, new Uint8Array(4)), null]) {
      const { channel, clock } = await scriptedChannel((command) => {
        if (command === MONITOR_COMMANDS.startRead) return encodeReply(0, 0, sizePayload(3));
        if (command === MONITOR_COMMANDS.readContent) return encodeReply(0, 0, Uint8Array.of(7, 8, 9));
        return endReply;
      });
      const outcome = await clock.run(readMonitorFile(channel, 'oxi.dat'));
      expect(outcome.kind === 'read' && Array.from(outcome.bytes)).toEqual([7, 8, 9]);
      expect(outcome.kind === 'read' && outcome.endReadProblem).toMatch(/closing oxi.dat/);
    }
  });
});
