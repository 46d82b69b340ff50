/**
 * Wraps an asynchronous load whose result replaces state (the page's language and its texts) so
 * that only the latest call's result is applied. Two calls can come back in either order (a
 * bundler's preload resolves a module already asked for sooner): a call that comes back after a
 * later call started is dropped, and its caller waits for the latest call instead, so no caller
 * goes on with the state of an older call. Each later call must ask for at least what the earlier
 * ones did (the catalogs wanted only grow).
 */
export function latestOnly<TArgs extends unknown[], TResult>(
  load: (...args: TArgs) => Promise<TResult>,
  apply: (result: TResult, ...args: TArgs) => void,
): (...args: TArgs) => Promise<void> {
  let calls = 0;
  let latest: Promise<void> = Promise.resolve();
  return (...args: TArgs) => {
    calls += 1;
    const call = calls;
    const done = load(...args).then((result): Promise<void> | undefined => {
      if (call !== calls) return latest;
      apply(result, ...args);
      return undefined;
    });
    latest = done;
    return done;
  };
}
