import { adminOperations } from '@cartella/contract';
import {
  AccountStateSchema,
  AssignLicenceSchema,
  AuditPageSchema,
  LicenceUpdateSchema,
  LinkIdsSchema,
  localeFromAcceptLanguage,
  OwnerIdSchema,
  PermissionCreateSchema,
  RoleCreateSchema,
  UserSearchSchema,
} from '@cartella/domain';
import { type Context, Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { integerParam, parseJsonBody } from '../lib/request-body.ts';
import { requireAdmin } from '../middleware/access.ts';
import { honoPath } from '../openapi.ts';
import {
  addPermission,
  addRole,
  allLicences,
  allPermissions,
  allRoles,
  assignLicence,
  auditPage,
  clearAccountSecondFactor,
  clearThrottle,
  editLicence,
  listUsers,
  permissionsOfExistingRole,
  rolesOfExistingLicence,
  setAccountEnabled,
  setLicenceRoles,
  setRolePermissions,
  startPasswordReset,
} from '../services/admin.ts';

export function adminRoutes(deps: RouteDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const actor = (c: Context<AppEnv>) => ({ userId: c.get('session').userId });
  const locale = (c: Context<AppEnv>) => localeFromAcceptLanguage(c.req.header('accept-language'));

  app.get(honoPath(adminOperations.permissionList.path), async (c) => {
    await requireAdmin(deps, c);
    return c.json({ data: await allPermissions(deps) });
  });

  app.post(honoPath(adminOperations.addPermesso.path), async (c) => {
    await requireAdmin(deps, c);
    const body = await parseJsonBody(c, PermissionCreateSchema);
    return c.json({ data: await addPermission(deps, actor(c), body.data.permesso) });
  });

  app.get(honoPath(adminOperations.ruoloList.path), async (c) => {
    await requireAdmin(deps, c);
    return c.json({ data: await allRoles(deps) });
  });

  app.post(honoPath(adminOperations.addRuolo.path), async (c) => {
    await requireAdmin(deps, c);
    const body = await parseJsonBody(c, RoleCreateSchema);
    return c.json({ data: await addRole(deps, actor(c), body.data) });
  });

  app.post(honoPath(adminOperations.ruoloPermessi.path), async (c) => {
    await requireAdmin(deps, c);
    const body = await parseJsonBody(c, OwnerIdSchema);
    return c.json({ data: await permissionsOfExistingRole(deps, body.data) });
  });

  app.post(honoPath(adminOperations.addRuoloPermesso.path), async (c) => {
    await requireAdmin(deps, c);
    const body = await parseJsonBody(c, LinkIdsSchema);
    return c.json({ data: await setRolePermissions(deps, actor(c), body.id, body.data) });
  });

  app.get(honoPath(adminOperations.licenzeList.path), async (c) => {
    await requireAdmin(deps, c);
    return c.json({ data: await allLicences(deps) });
  });

  app.post(honoPath(adminOperations.ruoloLicenza.path), async (c) => {
    await requireAdmin(deps, c);
    const body = await parseJsonBody(c, OwnerIdSchema);
    return c.json({ data: await rolesOfExistingLicence(deps, body.data) });
  });

  app.post(honoPath(adminOperations.addRuoloLicenza.path), async (c) => {
    await requireAdmin(deps, c);
    const body = await parseJsonBody(c, LinkIdsSchema);
    return c.json({ data: await setLicenceRoles(deps, actor(c), body.id, body.data) });
  });

  app.post(honoPath(adminOperations.updateLicenza.path), async (c) => {
    await requireAdmin(deps, c);
    const body = await parseJsonBody(c, LicenceUpdateSchema);
    const values = { descrizione: body.descrizione.trim(), costo: body.costo };
    return c.json({ data: await editLicence(deps, actor(c), body.id, values) });
  });

  app.post(honoPath(adminOperations.users.path), async (c) => {
    await requireAdmin(deps, c);
    const body = await parseJsonBody(c, UserSearchSchema);
    return c.json({ data: await listUsers(deps, body) });
  });

  app.post(honoPath(adminOperations.assignLicence.path), async (c) => {
    await requireAdmin(deps, c);
    const userId = integerParam(c, 'id');
    const body = await parseJsonBody(c, AssignLicenceSchema);
    const data_scadenza = body.data_scadenza ? body.data_scadenza : null;
    const data = await assignLicence(deps, actor(c), userId, {
      id_tipo_licenza: body.id_tipo_licenza,
      data_scadenza,
    });
    return c.json({ data });
  });

  app.post(honoPath(adminOperations.accountState.path), async (c) => {
    await requireAdmin(deps, c);
    const userId = integerParam(c, 'id');
    const body = await parseJsonBody(c, AccountStateSchema);
    return c.json({ data: await setAccountEnabled(deps, actor(c), userId, body.enabled) });
  });

  app.post(honoPath(adminOperations.clearThrottle.path), async (c) => {
    await requireAdmin(deps, c);
    await clearThrottle(deps, actor(c), integerParam(c, 'id'));
    return c.json({ data: { done: true as const } });
  });

  app.post(honoPath(adminOperations.clearSecondFactor.path), async (c) => {
    await requireAdmin(deps, c);
    await clearAccountSecondFactor(deps, actor(c), integerParam(c, 'id'));
    return c.json({ data: { done: true as const } });
  });

  app.post(honoPath(adminOperations.resetPassword.path), async (c) => {
    await requireAdmin(deps, c);
    const userId = integerParam(c, 'id');
    await startPasswordReset(deps, actor(c), userId, { locale: locale(c) });
    return c.json({ data: { done: true as const } });
  });

  app.post(honoPath(adminOperations.audit.path), async (c) => {
    await requireAdmin(deps, c);
    const body = await parseJsonBody(c, AuditPageSchema);
    return c.json({ data: await auditPage(deps, body.page) });
  });

  return app;
}
