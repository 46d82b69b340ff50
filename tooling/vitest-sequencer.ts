import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that take longest, longest first, as measured on this 2-core machine with three
 * workers (docs/benchmarks.md, "fourth pass"): each walks every operation, waits for mail or
 * holds locks for seconds. Only their order is at stake: a file missing from the list runs anyway.
 */
export const slowFiles = [
  'apps/api/src/hostile-bodies.test.ts',
  'apps/api/src/routes/identity.test.ts',
  'apps/api/src/routes/diary.test.ts',
  'apps/api/src/db/lock.test.ts',
  'packages/ui/src/components/body-painter/body-painter.test.tsx',
  'apps/api/src/routes/reports.test.ts',
  'apps/api/src/routes/exams.test.ts',
  'apps/api/src/routes/reports-therapies.test.ts',
  'apps/api/src/routes/share-links.test.ts',
  'apps/api/src/routes/data-export.test.ts',
  'packages/ui/src/components/body-painter/body-painter.stories.tsx',
  'apps/api/src/routes/admin.test.ts',
];

/** Where a file stands in `slowFiles`; any other file after them all. */
export function slowRank(moduleId: string): number {
  const rank = slowFiles.findIndex((file) => moduleId.endsWith(`/${file}`));
  return rank === -1 ? slowFiles.length : rank;
}

/**
 * Vitest's own order (failed, then longest first) comes from the timings of earlier runs, which a
 * fresh clone does not have: it then starts the largest files first, and the longest file of the
 * run, small but slow, started last and ran alone on one core for a minute (CI, 2026-11-28). Without
 * those timings, this sequencer starts the files known to be slow first, each project's files
 * kept together as Vitest keeps them.
 */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const timed = sorted.every((file) => this.ctx.cache.getTestSpecificationResult(file) !== undefined);
    return timed ? sorted : orderSlowFirst(sorted);
  }
}

/** The files, slow ones first within each project, projects in the order they come. */
export function orderSlowFirst<T extends { moduleId: string; project: { name: string } }>(files: T[]): T[] {
  const byProject = new Map<string, T[]>();
  for (const file of files) {
    const group = byProject.get(file.project.name) ?? [];
    group.push(file);
    byProject.set(file.project.name, group);
  }
  return [...byProject.values()].flatMap((group) =>
    group.toSorted((a, b) => slowRank(a.moduleId) - slowRank(b.moduleId)),
  );
}
