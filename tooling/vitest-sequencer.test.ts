import { describe, expect, it } from 'vitest';
import { orderSlowFirst, slowFiles, slowRank } from './vitest-sequencer.ts';

const file = (project: string, moduleId: string) => ({ project: { name: project }, moduleId });

describe('the slow-first order of a run without earlier timings', () => {
  it('ranks the known slow files by their place in the list and any other file after them', () => {
    expect(slowRank(`/repo/${slowFiles[0]}`)).toBe(0);
    expect(slowRank(`/repo/${slowFiles[3]}`)).toBe(3);
    expect(slowRank('/repo/apps/api/src/routes/menu.test.ts')).toBe(slowFiles.length);
    // A path that merely ends like a listed one, without its folder, is not it.
    expect(slowRank('/repo/apps/api/src/xhostile-bodies.test.ts')).toBe(slowFiles.length);
  });

  it('starts each project with its slow files and keeps the rest, and the projects, in order', () => {
    const ordered = orderSlowFirst([
      file('api', '/r/apps/api/src/routes/menu.test.ts'),
      file('api', '/r/apps/api/src/db/lock.test.ts'),
      file('api', '/r/apps/api/src/routes/visits.test.ts'),
      file('api', '/r/apps/api/src/hostile-bodies.test.ts'),
      file('ui', '/r/packages/ui/src/components/modal/modal.test.tsx'),
      file('ui', '/r/packages/ui/src/components/body-painter/body-painter.test.tsx'),
    ]);
    expect(ordered.map((entry) => entry.moduleId.split('/').at(-1))).toEqual([
      'hostile-bodies.test.ts',
      'lock.test.ts',
      'menu.test.ts',
      'visits.test.ts',
      'body-painter.test.tsx',
      'modal.test.tsx',
    ]);
  });
});
