import { locationOperations } from '@cartella/contract';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { honoPath } from '../openapi.ts';
import { searchCities } from '../services/cities.ts';

const QUERY_MAX_LENGTH = 60;

export function locationRoutes(_deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get(honoPath(locationOperations.citySearch.path), (c) => {
    const text = c.req.param('text') ?? '';
    if (text.trim() === '' || text.length > QUERY_MAX_LENGTH) {
      throw new ApiError('validation_failed', { fields: [{ path: 'text', code: 'invalid_type' }] });
    }
    return c.json({ data: searchCities(text) });
  });
  return app;
}
