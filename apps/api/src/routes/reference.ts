import { MaritalStatusesAnswerSchema } from '@cartella/domain';
import { Hono } from 'hono';
import { listMaritalStatuses } from '../db/repositories/reference.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { defineOperation, honoPath } from '../openapi.ts';

export const referenceOperations = {
  maritalStatuses: defineOperation({
    method: 'get',
    path: '/api/statimatrimoniali',
    operationId: 'maritalStatuses',
    tag: 'Patient record',
    summary: 'Marital statuses for the patient edit form',
    description: 'Spec 000 section 7 "Marital statuses".',
    response: MaritalStatusesAnswerSchema,
    errors: [],
  }),
} as const;

export function referenceRoutes({ db }: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get(honoPath(referenceOperations.maritalStatuses.path), async (c) => {
    return c.json({ data: await listMaritalStatuses(db) });
  });
  return app;
}
