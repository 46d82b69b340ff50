/**
 * Time is injected (ble/README.md, "Layers"): the sync engine and the simulator only see this
 * interface, so tests and the benchmark run in virtual time and the web app passes
 * `systemClock` from the Web Bluetooth binding.
 */
export interface Clock {
  /** Milliseconds on this clock's own time line. */
  now(): number;
  /** Resolves after `ms` milliseconds of this clock. */
  sleep(ms: number): Promise<void>;
}

/** Structural subset of AbortSignal, so the sync stays free of DOM types. */
export interface CancellationSignal {
  readonly aborted: boolean;
}
