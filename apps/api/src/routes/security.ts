import { ACCESS_LOG_LIMIT, securityOperations } from '@cartella/contract';
import { PermissionCheckSchema } from '@cartella/domain';
import { Hono } from 'hono';
import { findAttemptsOfUser } from '../db/repositories/login-attempts.ts';
import { listShareLinkOpeningsOfUser } from '../db/repositories/share-links.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { integerParam, parseJsonBody } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { grantedPermissionKeys, requireSelf } from '../middleware/access.ts';
import { honoPath } from '../openapi.ts';

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
    const rows = await findAttemptsOfUser(db, userId, ACCESS_LOG_LIMIT);
    const loginLogs = rows.map((row) => {
      const { date, time } = localDateTime(row.created_at, config.timeZone);
      return {
        id_audit: row.id_audit,
        audit_data: date,
        audit_time: time,
        dispositivo: row.dispositivo,
        audit_ip: row.audit_ip,
        esito: row.esito,
      };
    });
    // Issue #22: the openings of the patient's share links belong in the access log too.
    const apertureLink = (await listShareLinkOpeningsOfUser(db, userId, ACCESS_LOG_LIMIT)).map((row) => ({
      ...row,
      aperto_il: row.aperto_il.toISOString(),
    }));
    return c.json({ data: { loginLogs, apertureLink } });
  });

  return app;
}
