import { CitySearchAnswerSchema } from '@cartella/domain';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { defineOperation, honoPath } from '../openapi.ts';
import { searchCities } from '../services/cities.ts';

const QUERY_MAX_LENGTH = 60;

export const locationOperations = {
  citySearch: defineOperation({
    method: 'get',
    path: '/api/location/{text}',
    operationId: 'citySearch',
    tag: 'Patient record',
    summary: 'Italian municipalities whose name starts with the text',
    description:
      'Spec 000 section 7 "City search" and sections 5/9 (debounced by the client, 10 rows). Prefix ' +
      'match ignoring case and accents on the current comuni (ISTAT, January 2025), with province and ' +
      'Belfiore code; the web stores the picked code so a typed name that was not picked is refused.',
    pathParams: { text: 'The typed text, 1 to 60 characters' },
    stringParams: true,
    response: CitySearchAnswerSchema,
    errors: [],
  }),
} as const;

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
