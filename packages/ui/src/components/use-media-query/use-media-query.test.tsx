import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderHook } from 'vitest-browser-react';
import { compactQuery, useMediaQuery } from './use-media-query.ts';

describe('useMediaQuery', () => {
  describe('given the viewport is resized across the compact breakpoint', () => {
    it('follows the query', async () => {
      await page.viewport(1024, 768);
      const { result } = await renderHook(() => useMediaQuery(compactQuery));
      expect(result.current).toBe(false);
      await page.viewport(400, 700);
      await expect.poll(() => result.current).toBe(true);
      await page.viewport(1024, 768);
      await expect.poll(() => result.current).toBe(false);
    });
  });
});
