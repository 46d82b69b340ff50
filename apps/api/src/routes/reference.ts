import { referenceOperations } from '@cartella/contract';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { honoPath } from '../openapi.ts';
import { maritalStatusChoices } from '../services/reference.ts';

export function referenceRoutes({ db }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get(honoPath(referenceOperations.maritalStatuses.path), async (c) => {
    return c.json({ data: await maritalStatusChoices(db) });
  });
  return app;
}
