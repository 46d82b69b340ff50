import { type EcgDetail, parseEcgDetail } from '../codec/ecgDetail.ts';
import type { MonitorTransport } from '../transport/types.ts';
import type { CancellationSignal, Clock } from './clock.ts';
import { openChannel } from './exchange.ts';
import { type FileFailureReason, type PacketProgress, readMonitorFile } from './fileTransfer.ts';

export type EcgDetailReadIssueCode = FileFailureReason | 'unavailable' | 'truncated' | 'connection-failed';

export type EcgDetailReadResult =
  | { success: true; output: EcgDetail }
  | { success: false; issues: { code: EcgDetailReadIssueCode; message: string }[] };

export interface ReadEcgDetailOptions {
  clock: Clock;
  signal?: CancellationSignal;
  onProgress?: (progress: PacketProgress) => void;
}

/**
 * Reads the detail file of one ECG list entry on demand (ble-protocol.md §8: about 30 packets
 * for a 30 s recording), after `syncMonitor` on the same transport.
 */
export async function readEcgDetail(
  transport: MonitorTransport,
  entry: string | { detailFileName: string },
  options: ReadEcgDetailOptions,
): Promise<EcgDetailReadResult> {
  const fileName = typeof entry === 'string' ? entry : entry.detailFileName;
  const { channel, close } = openChannel(transport, options.clock, options.signal);
  try {
    const connected = await transport.connect();
    const notifying = connected.ok ? await transport.startNotifications() : connected;
    if (!notifying.ok) {
      return { success: false, issues: [{ code: 'connection-failed', message: notifying.message }] };
    }
    const outcome = await readMonitorFile(channel, fileName, options.onProgress);
    switch (outcome.kind) {
      case 'unavailable':
        return {
          success: false,
          issues: [{ code: 'unavailable', message: `${fileName} refused with status ${outcome.status}` }],
        };
      case 'failed':
        return { success: false, issues: [{ code: outcome.reason, message: outcome.message }] };
      case 'read':
        return parseEcgDetail(outcome.bytes);
      default:
        return outcome satisfies never;
    }
  } finally {
    close();
  }
}
