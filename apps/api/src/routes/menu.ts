import { menuOperations } from '@cartella/contract';
import type { MenuAnswer } from '@cartella/domain';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { integerParam } from '../lib/request-body.ts';
import { grantedPermissionKeys, requireSelf } from '../middleware/access.ts';
import { honoPath } from '../openapi.ts';
import { accessCacheOf } from '../services/access-cache.ts';

export function menuRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();
  app.get(honoPath(menuOperations.menu.path), async (c) => {
    const userId = integerParam(c, 'id');
    requireSelf(deps, c, userId);
    const [granted, menu] = await Promise.all([
      grantedPermissionKeys(deps, c.get('session')),
      accessCacheOf(db, config.accessCacheCheckMs).menu(c.get('session').accessVersion),
    ]);
    const items = menu.filter((item) => item.permission === null || granted.has(item.permission));
    const data: MenuAnswer['data'] = items.map((item) => ({
      label: item.label,
      url: item.url,
      image: item.image,
      active: item.active,
      submenu: item.submenu.map((entry) => ({
        label: entry.label,
        url: entry.url,
        path: entry.path,
        image: entry.image,
        ...(entry.external ? { external: true } : {}),
      })),
    }));
    return c.json({ data });
  });
  return app;
}
