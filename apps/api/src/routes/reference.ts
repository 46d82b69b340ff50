import { referenceOperations } from '@cartella/contract';
import { Hono } from 'hono';
import { listMaritalStatuses } from '../db/repositories/reference.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { honoPath } from '../openapi.ts';

export function referenceRoutes({ db }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get(honoPath(referenceOperations.maritalStatuses.path), async (c) => {
    return c.json({ data: await listMaritalStatuses(db) });
  });
  return app;
}
