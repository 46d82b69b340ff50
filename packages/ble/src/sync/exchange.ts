import {
  BUSY_RETRY_DELAY_MS,
  MAX_BUSY_RETRIES,
  MAX_EMPTY_POLLS,
  POLL_INTERVAL_MS,
} from '../codec/constants.ts';
import type { DecodedReply } from '../codec/frame.ts';
import type { MonitorTransport } from '../transport/types.ts';
import type { CancellationSignal, Clock } from './clock.ts';
import { createReplyReceiver, type ReplyReceiver } from './receiver.ts';

/** Why one request got no usable reply. */
export type ExchangeFailureReason =
  | 'timeout'
  | 'busy'
  | 'live-monitor'
  | 'disconnected'
  | 'cancelled'
  | 'write-failed';

export type ExchangeOutcome =
  | { ok: true; reply: DecodedReply }
  | { ok: false; reason: ExchangeFailureReason; message: string };

/** What one sync (or ECG-detail read) shares across its requests. */
export interface Channel {
  transport: MonitorTransport;
  clock: Clock;
  receiver: ReplyReceiver;
  signal: CancellationSignal | undefined;
  readonly disconnected: boolean;
}

/**
 * Opens a channel over a transport: its notifications go to a fresh reply receiver, and a dropped
 * link marks it disconnected. `close` stops listening to the transport.
 */
export function openChannel(
  transport: MonitorTransport,
  clock: Clock,
  signal: CancellationSignal | undefined,
): { channel: Channel; close: () => void } {
  const receiver = createReplyReceiver();
  let disconnected = false;
  const unsubscribeNotifications = transport.onNotification((chunk) => receiver.accept(chunk));
  const unsubscribeDisconnect = transport.onDisconnect(() => {
    disconnected = true;
  });
  const channel: Channel = {
    transport,
    clock,
    receiver,
    signal,
    get disconnected() {
      return disconnected;
    },
  };
  return {
    channel,
    close() {
      unsubscribeNotifications();
      unsubscribeDisconnect();
    },
  };
}

function interrupted(channel: Channel): ExchangeOutcome | null {
  if (channel.disconnected) {
    return { ok: false, reason: 'disconnected', message: 'the device disconnected' };
  }
  if (channel.signal?.aborted) {
    return { ok: false, reason: 'cancelled', message: 'the sync was cancelled' };
  }
  return null;
}

/**
 * One request, one reply, in lock-step (ble-protocol.md §2.2, §7):
 * clear the buffer (PC-9), write, then check the buffer every 300 ms. A check with no new
 * bytes is an empty poll; 10 in a row is a timeout; a check that saw bytes resets the count,
 * so a slow but progressing reply never times out (PC-10). A rejected "operation in progress"
 * write or an `A5 5A` live-monitor stream is busy: wait 1500 ms and resend the identical bytes,
 * at most 3 times (PC-11). Replies that `accepts` refuses are stale and discarded (PC-5).
 */
export async function exchange(
  channel: Channel,
  request: Uint8Array<ArrayBuffer>,
  accepts: (reply: DecodedReply) => boolean = () => true,
): Promise<ExchangeOutcome> {
  let busyOutcomes = 0;
  for (;;) {
    const before = interrupted(channel);
    if (before) return before;
    channel.receiver.reset();
    const written = await channel.transport.write(request);
    let busyReason: 'busy' | 'live-monitor' | null = null;
    if (!written.ok) {
      if (written.reason === 'disconnected') {
        return { ok: false, reason: 'disconnected', message: written.message };
      }
      if (written.reason === 'failed') {
        return { ok: false, reason: 'write-failed', message: written.message };
      }
      busyReason = 'busy';
    } else {
      const waited = await awaitReply(channel, accepts);
      if (waited !== 'live-monitor') return waited;
      busyReason = 'live-monitor';
    }
    busyOutcomes += 1;
    if (busyOutcomes > MAX_BUSY_RETRIES) {
      return {
        ok: false,
        reason: busyReason,
        message:
          busyReason === 'live-monitor'
            ? 'the monitor is on its live-monitor screen'
            : 'a Bluetooth operation is still in progress',
      };
    }
    await channel.clock.sleep(BUSY_RETRY_DELAY_MS);
  }
}

async function awaitReply(
  channel: Channel,
  accepts: (reply: DecodedReply) => boolean,
): Promise<ExchangeOutcome | 'live-monitor'> {
  let emptyPolls = 0;
  let bytesAtLastPoll = channel.receiver.receivedByteCount;
  for (;;) {
    await channel.clock.sleep(POLL_INTERVAL_MS);
    const stop = interrupted(channel);
    if (stop) return stop;
    // A valid reply always takes precedence over the live-monitor check (PC-11).
    const reply = channel.receiver.takeReplies().find(accepts);
    if (reply) return { ok: true, reply };
    if (channel.receiver.startsWithLiveMonitorStream) return 'live-monitor';
    const bytesNow = channel.receiver.receivedByteCount;
    if (bytesNow === bytesAtLastPoll) {
      emptyPolls += 1;
      if (emptyPolls >= MAX_EMPTY_POLLS) {
        return { ok: false, reason: 'timeout', message: `no reply after ${MAX_EMPTY_POLLS} empty polls` };
      }
    } else {
      emptyPolls = 0;
      bytesAtLastPoll = bytesNow;
    }
  }
}
