import { centreOperations } from '@cartella/contract';
import { CentreMailSchema, localeFromAcceptLanguage, successMessages, translate } from '@cartella/domain';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { integerParam, parseJsonBody } from '../lib/request-body.ts';
import { honoPath } from '../openapi.ts';
import { sendMailToCentre } from '../services/mail.ts';

export function centreRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post(honoPath(centreOperations.mailCentre.path), async (c) => {
    const centreId = integerParam(c, 'id');
    const body = await parseJsonBody(c, CentreMailSchema);
    const locale = localeFromAcceptLanguage(c.req.header('accept-language'));
    const outcome = await sendMailToCentre(deps, { userId: c.get('session').userId, locale }, centreId, body);
    if (outcome === 'unknown_centre') throw new ApiError('not_found');
    if (outcome === 'no_patient') throw new ApiError('forbidden');
    return c.json({ message: translate(successMessages.mailSent, locale) });
  });
  return app;
}
