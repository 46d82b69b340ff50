import { securityOperations } from '@cartella/contract';
import { PermissionCheckSchema } from '@cartella/domain';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { integerParam, parseJsonBody } from '../lib/request-body.ts';
import { grantedPermissionKeys, requireSelf } from '../middleware/access.ts';
import { honoPath } from '../openapi.ts';
import { accessLogOf } from '../services/access-log.ts';

export function securityRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();

  app.post(honoPath(securityOperations.hasPermission.path), async (c) => {
    const body = await parseJsonBody(c, PermissionCheckSchema);
    const granted = await grantedPermissionKeys({ db, config }, c.get('session'));
    return c.json({ data: { data: granted.has(body.data) } });
  });

  app.get(honoPath(securityOperations.fetchSecuritySettings.path), async (c) => {
    const userId = integerParam(c, 'id');
    requireSelf(deps, c, userId);
    return c.json({ data: await accessLogOf(db, userId, config.timeZone) });
  });

  return app;
}
