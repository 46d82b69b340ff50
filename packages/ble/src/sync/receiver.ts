import { LIVE_MONITOR_PREFIX } from '../codec/constants.ts';
import type { DecodedReply } from '../codec/frame.ts';
import { createReplyAssembler } from '../codec/replyAssembler.ts';

/**
 * The local receive buffer the sync polls (PC-10): notifications are reassembled as they
 * arrive, and a poll only looks at what is here.
 */
export interface ReplyReceiver {
  accept(chunk: Uint8Array): void;
  /** PC-9: before each request, forget every byte and frame received so far. */
  reset(): void;
  /** Complete replies received since the last reset, oldest first; removes them. */
  takeReplies(): DecodedReply[];
  /** Total bytes ever received; a poll that sees no change is an empty poll. */
  readonly receivedByteCount: number;
  /** PC-11 case 2: the first bytes since the reset were the live-monitor `A5 5A` stream. */
  readonly startsWithLiveMonitorStream: boolean;
}

export function createReplyReceiver(): ReplyReceiver {
  const assembler = createReplyAssembler();
  let replies: DecodedReply[] = [];
  let receivedByteCount = 0;
  let firstBytes: number[] = [];

  return {
    accept(chunk) {
      receivedByteCount += chunk.length;
      for (const byte of chunk) {
        if (firstBytes.length >= LIVE_MONITOR_PREFIX.length) break;
        firstBytes.push(byte);
      }
      replies.push(...assembler.push(chunk));
    },
    reset() {
      assembler.clear();
      replies = [];
      firstBytes = [];
    },
    takeReplies() {
      const taken = replies;
      replies = [];
      return taken;
    },
    get receivedByteCount() {
      return receivedByteCount;
    },
    get startsWithLiveMonitorStream() {
      return firstBytes[0] === LIVE_MONITOR_PREFIX[0] && firstBytes[1] === LIVE_MONITOR_PREFIX[1];
    },
  };
}
