import { Piscina } from 'piscina';
import { ApiError } from '../lib/api-error.ts';
import type * as tasks from './tasks.ts';

type Tasks = typeof tasks;
export type TaskName = keyof Tasks;

/** How the API runs slow work (PDFs, image decoding) off the event loop. */
export interface WorkerPoolOptions {
  /** Threads at most; idle threads end after a while. */
  maxThreads: number;
  /** A task that runs (or waits) longer is stopped: its thread is ended and the request is 503. */
  timeLimitMs: number;
}

export interface WorkerPool {
  /** Runs a task of tasks.ts in a worker thread; past the time limit, throws ApiError('timeout'). */
  run<TName extends TaskName>(
    name: TName,
    input: Parameters<Tasks[TName]>[0],
  ): Promise<Awaited<ReturnType<Tasks[TName]>>>;
  close(): Promise<void>;
}

/**
 * The process's threads, by their maximum: one pool per API node however many apps the process
 * builds. A server builds one app; the API tests build hundreds, and a pool of its own for each
 * started a thread (loading the PDF and password libraries) for almost every test that ran a task.
 */
const processPools = new Map<number, Piscina>();

function processPool(maxThreads: number): Piscina {
  let pool = processPools.get(maxThreads);
  if (pool === undefined) {
    pool = new Piscina({
      filename: new URL('./tasks.ts', import.meta.url).href,
      minThreads: 0,
      maxThreads,
      idleTimeout: 30_000,
      // Per API node, like the threads: past 8 waiting tasks a thread, 503 timeout (apps/api/README.md).
      maxQueue: 8 * maxThreads,
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    processPools.set(maxThreads, pool);
  }
  return pool;
}

/**
 * A small pool of worker threads (piscina, docs/decisions/0507-worker-threads-for-slow-work.md). A
 * task past its time limit is aborted, which terminates its thread, so a pathological input cannot
 * hold a core; the queue is bounded, so a flood of PDF requests cannot hold memory either. The
 * threads are the process's (processPool), started on first use: most test apps never build a PDF.
 */
export function createWorkerPool(options: WorkerPoolOptions): WorkerPool {
  const piscina = () => processPool(options.maxThreads);
  return {
    async run(name, input) {
      const signal = AbortSignal.timeout(options.timeLimitMs);
      try {
        return await piscina().run(input, { name, signal });
      } catch (error) {
        // Aborted (time limit) or refused by the full queue: both mean "not now", never a crash.
        if (signal.aborted || isQueueFull(error)) throw new ApiError('timeout');
        throw error;
      }
    },
    async close() {
      const pool = processPools.get(options.maxThreads);
      processPools.delete(options.maxThreads);
      await pool?.destroy();
    },
  };
}

function isQueueFull(error: unknown): boolean {
  return error instanceof Error && /queue is at limit/i.test(error.message);
}
