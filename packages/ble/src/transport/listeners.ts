/**
 * The listeners of one event of a transport or a device: `add` answers the unsubscribe function
 * the interfaces promise, `emit` calls each listener on a copy of the set, so one may unsubscribe
 * while it is called.
 */
export function createListeners<TArgs extends unknown[]>() {
  const listeners = new Set<(...args: TArgs) => void>();
  return {
    add(listener: (...args: TArgs) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(...args: TArgs): void {
      for (const listener of [...listeners]) listener(...args);
    },
  };
}
