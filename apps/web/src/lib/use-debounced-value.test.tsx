import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { useDebouncedValue } from './use-debounced-value.ts';

describe('useDebouncedValue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the first value at once and a new one only after it has settled', async () => {
    const { result, rerender } = await renderHook(
      (props?: { value: string }) => useDebouncedValue(props?.value ?? '', 300),
      {
        initialProps: { value: '' },
      },
    );
    expect(result.current).toBe('');
    await rerender({ value: 'col' });
    await rerender({ value: 'cole' });
    await vi.advanceTimersByTimeAsync(299);
    expect(result.current).toBe('');
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(result.current).toBe('cole'));
  });
});
