import { createListeners } from './listeners.ts';
import type { MonitorTransport, TransportFailureReason, TransportOutcome } from './types.ts';

export interface FakeTransport extends MonitorTransport {
  /** Every request written, whole, in order. */
  readonly writes: readonly Uint8Array[];
  /** Delivers a notification to the listeners, as the monitor would. */
  notify(chunk: Uint8Array): void;
  /** Drops the link: listeners are told and later writes fail with `disconnected`. */
  dropConnection(): void;
  /** Makes the next `count` writes fail with `reason` instead of reaching the device. */
  failNextWrites(reason: TransportFailureReason, count: number): void;
}

export interface FakeTransportOptions {
  deviceName?: string;
  /** Called after each accepted write, with the request bytes. */
  onWrite?: (request: Uint8Array<ArrayBuffer>) => void;
}

/** A transport with no radio behind it: tests drive it by hand or attach a responder. */
export function createFakeTransport(options: FakeTransportOptions = {}): FakeTransport {
  const notificationListeners = createListeners<[chunk: Uint8Array]>();
  const disconnectListeners = createListeners<[]>();
  const writes: Uint8Array[] = [];
  const pendingFailures: TransportFailureReason[] = [];
  let connected = false;
  let linkDropped = false;

  function dropConnection(): void {
    if (linkDropped) return;
    linkDropped = true;
    connected = false;
    disconnectListeners.emit();
  }

  function disconnectedOutcome(): TransportOutcome {
    return { ok: false, reason: 'disconnected', message: 'the device is not connected' };
  }

  return {
    deviceName: options.deviceName ?? 'Checkme fake',
    get connected() {
      return connected;
    },
    get writes() {
      return writes;
    },
    async connect() {
      linkDropped = false;
      connected = true;
      return { ok: true };
    },
    async startNotifications() {
      return connected ? { ok: true } : disconnectedOutcome();
    },
    async write(request) {
      if (!connected) return disconnectedOutcome();
      const failure = pendingFailures.shift();
      if (failure !== undefined) {
        return { ok: false, reason: failure, message: `fake ${failure} write` };
      }
      writes.push(request.slice());
      options.onWrite?.(request);
      return { ok: true };
    },
    onNotification: notificationListeners.add,
    onDisconnect: disconnectListeners.add,
    async disconnect() {
      dropConnection();
    },
    notify(chunk) {
      if (!connected) return;
      notificationListeners.emit(chunk);
    },
    dropConnection,
    failNextWrites(reason, count) {
      for (let index = 0; index < count; index += 1) pendingFailures.push(reason);
    },
  };
}
