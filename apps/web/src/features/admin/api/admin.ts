import {
  AdminCentreAnswerSchema,
  AdminCentreListAnswerSchema,
  AdminDoneAnswerSchema,
  AdminInvestigationAnswerSchema,
  AdminInvestigationListAnswerSchema,
  AdminReferenceLinkAnswerSchema,
  AdminReferenceLinkListAnswerSchema,
  AdminUserAnswerSchema,
  AdminUserListAnswerSchema,
  AdminVaccineAnswerSchema,
  AdminVaccineListAnswerSchema,
  AuditListAnswerSchema,
  type CentreSave,
  HasPermissionAnswerSchema,
  type InvestigationSave,
  LicenceAnswerSchema,
  LicenceListAnswerSchema,
  PermissionAnswerSchema,
  PermissionListAnswerSchema,
  type ReferenceLinkSave,
  RoleAnswerSchema,
  RoleListAnswerSchema,
  type VaccineSave,
} from '@cartella/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export type {
  AdminCentreItem,
  AdminInvestigationItem,
  AdminReferenceLinkItem,
  AdminUserItem,
  AdminVaccineItem,
  LicenceItem,
  RoleItem,
} from '@cartella/domain';

/** Every query key of the admin area, one factory: mutations invalidate by these prefixes. */
export const adminKeys = {
  all: ['admin'] as const,
  access: ['admin', 'access'] as const,
  permissions: ['admin', 'permissions'] as const,
  roles: ['admin', 'roles'] as const,
  rolePermissions: (roleId: number) => ['admin', 'role-permissions', roleId] as const,
  licences: ['admin', 'licences'] as const,
  licenceRoles: (licenceId: number) => ['admin', 'licence-roles', licenceId] as const,
  users: (search: string, page: number) => ['admin', 'users', search, page] as const,
  audit: (page: number) => ['admin', 'audit', page] as const,
  referenceList: (list: ReferenceListPath, search: string, page: number) =>
    ['admin', 'reference', list, search, page] as const,
};

/** The reference lists' API paths (issue #25), under /api/admin/. */
type ReferenceListPath = 'centri' | 'indagini' | 'vaccini' | 'linkRiferimento';

/** Whether the caller holds the admin permission (spec 000 section 6 "admin"); asked at each visit. */
export const adminAccessQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.access,
    queryFn: async () =>
      (
        await apiFetch('security/hasPermission', HasPermissionAnswerSchema, {
          method: 'POST',
          body: { data: 'admin' },
        })
      ).data.data,
    staleTime: 0,
  });

export const permissionsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.permissions,
    queryFn: async () => (await apiFetch('security/permissionList', PermissionListAnswerSchema)).data,
  });

export const rolesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.roles,
    queryFn: async () => (await apiFetch('security/ruoloList', RoleListAnswerSchema)).data,
  });

export const rolePermissionsQueryOptions = (roleId: number) =>
  queryOptions({
    queryKey: adminKeys.rolePermissions(roleId),
    queryFn: async () =>
      (
        await apiFetch('security/ruoloPermessi', PermissionListAnswerSchema, {
          method: 'POST',
          body: { data: roleId },
        })
      ).data,
  });

export const licencesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.licences,
    queryFn: async () => (await apiFetch('security/licenzeList', LicenceListAnswerSchema)).data,
  });

export const licenceRolesQueryOptions = (licenceId: number) =>
  queryOptions({
    queryKey: adminKeys.licenceRoles(licenceId),
    queryFn: async () =>
      (
        await apiFetch('security/ruoloLicenza', RoleListAnswerSchema, {
          method: 'POST',
          body: { data: licenceId },
        })
      ).data,
  });

export const usersQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.users(search, page),
    queryFn: async () =>
      (await apiFetch('admin/utenti', AdminUserListAnswerSchema, { method: 'POST', body: { search, page } }))
        .data,
  });

export const auditQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.audit(page),
    queryFn: async () =>
      (await apiFetch('admin/audit', AuditListAnswerSchema, { method: 'POST', body: { page } })).data,
  });

export const adminCentresQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.referenceList('centri', search, page),
    queryFn: async () =>
      (
        await apiFetch('admin/centri', AdminCentreListAnswerSchema, {
          method: 'POST',
          body: { search, page },
        })
      ).data,
  });

export const adminInvestigationsQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.referenceList('indagini', search, page),
    queryFn: async () =>
      (
        await apiFetch('admin/indagini', AdminInvestigationListAnswerSchema, {
          method: 'POST',
          body: { search, page },
        })
      ).data,
  });

export const adminVaccinesQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.referenceList('vaccini', search, page),
    queryFn: async () =>
      (
        await apiFetch('admin/vaccini', AdminVaccineListAnswerSchema, {
          method: 'POST',
          body: { search, page },
        })
      ).data,
  });

export const adminReferenceLinksQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.referenceList('linkRiferimento', search, page),
    queryFn: async () =>
      (
        await apiFetch('admin/linkRiferimento', AdminReferenceLinkListAnswerSchema, {
          method: 'POST',
          body: { search, page },
        })
      ).data,
  });

/** Every admin change invalidates the whole area (lists, links, users and the audit). */
function useAdminMutation<TBody, TResult>(mutationFn: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useAddPermissionMutation() {
  return useAdminMutation((body: { data: { permesso: string } }) =>
    apiFetch('security/addPermesso', PermissionAnswerSchema, { method: 'POST', body }),
  );
}

export function useAddRoleMutation() {
  return useAdminMutation((body: { data: string }) =>
    apiFetch('security/addRuolo', RoleAnswerSchema, { method: 'POST', body }),
  );
}

export function useSetRolePermissionsMutation() {
  return useAdminMutation((body: { id: number; data: number[] }) =>
    apiFetch('security/addRuoloPermesso', PermissionListAnswerSchema, { method: 'POST', body }),
  );
}

export function useSetLicenceRolesMutation() {
  return useAdminMutation((body: { id: number; data: number[] }) =>
    apiFetch('security/addRuoloLicenza', RoleListAnswerSchema, { method: 'POST', body }),
  );
}

export function useUpdateLicenceMutation() {
  return useAdminMutation((body: { id: number; descrizione: string; costo: number }) =>
    apiFetch('security/updateLicenza', LicenceAnswerSchema, { method: 'POST', body }),
  );
}

export function useAssignLicenceMutation() {
  return useAdminMutation(
    ({ userId, ...body }: { userId: number; id_tipo_licenza: number; data_scadenza: string | null }) =>
      apiFetch(`admin/utenti/${userId}/licenza`, AdminUserAnswerSchema, { method: 'POST', body }),
  );
}

export function useSetAccountStateMutation() {
  return useAdminMutation(({ userId, enabled }: { userId: number; enabled: boolean }) =>
    apiFetch(`admin/utenti/${userId}/stato`, AdminUserAnswerSchema, { method: 'POST', body: { enabled } }),
  );
}

export function useClearThrottleMutation() {
  return useAdminMutation((userId: number) =>
    apiFetch(`admin/utenti/${userId}/sblocca`, AdminDoneAnswerSchema, { method: 'POST' }),
  );
}

/** Removes an account's second factors (issue #23: a patient who lost them all). */
export function useClearSecondFactorMutation() {
  return useAdminMutation((userId: number) =>
    apiFetch(`admin/utenti/${userId}/secondoFattore`, AdminDoneAnswerSchema, { method: 'POST' }),
  );
}

export function useStartPasswordResetMutation() {
  return useAdminMutation((userId: number) =>
    apiFetch(`admin/utenti/${userId}/resetPassword`, AdminDoneAnswerSchema, { method: 'POST' }),
  );
}

/**
 * Before any /admin page: whether the caller is an admin (asked of the server) and the admin
 * area's texts, loaded together.
 */
export async function prepareAdminPage(): Promise<boolean> {
  const [{ loadAdminCatalog }, { queryClient }] = await Promise.all([
    import('../../../lib/i18n.ts'),
    import('../../../lib/query-client.ts'),
  ]);
  const [isAdmin] = await Promise.all([
    queryClient.fetchQuery(adminAccessQueryOptions()),
    loadAdminCatalog(),
  ]);
  return isAdmin;
}

/** Adds a centre (id null) or saves an existing one. */
export function useSaveCentreMutation() {
  return useAdminMutation(({ id, body }: { id: number | null; body: CentreSave }) =>
    apiFetch(id === null ? 'admin/centri/add' : `admin/centri/${id}`, AdminCentreAnswerSchema, {
      method: 'POST',
      body,
    }),
  );
}

export function useSetCentreStateMutation() {
  return useAdminMutation(({ id, attivo }: { id: number; attivo: boolean }) =>
    apiFetch(`admin/centri/${id}/stato`, AdminCentreAnswerSchema, { method: 'POST', body: { attivo } }),
  );
}

/** Adds an investigation (id null) or saves an existing one. */
export function useSaveInvestigationMutation() {
  return useAdminMutation(({ id, body }: { id: number | null; body: InvestigationSave }) =>
    apiFetch(id === null ? 'admin/indagini/add' : `admin/indagini/${id}`, AdminInvestigationAnswerSchema, {
      method: 'POST',
      body,
    }),
  );
}

export function useSetInvestigationStateMutation() {
  return useAdminMutation(({ id, attivo }: { id: number; attivo: boolean }) =>
    apiFetch(`admin/indagini/${id}/stato`, AdminInvestigationAnswerSchema, {
      method: 'POST',
      body: { attivo },
    }),
  );
}

/** Adds a vaccine (isNew, with its id) or saves an existing one. */
export function useSaveVaccineMutation() {
  return useAdminMutation(({ id, isNew, body }: { id: string; isNew: boolean; body: VaccineSave }) =>
    apiFetch(
      isNew ? 'admin/vaccini/add' : `admin/vaccini/${encodeURIComponent(id)}`,
      AdminVaccineAnswerSchema,
      { method: 'POST', body: isNew ? { id_vaccino: id, ...body } : body },
    ),
  );
}

export function useSetVaccineStateMutation() {
  return useAdminMutation(({ id, attivo }: { id: string; attivo: boolean }) =>
    apiFetch(`admin/vaccini/${encodeURIComponent(id)}/stato`, AdminVaccineAnswerSchema, {
      method: 'POST',
      body: { attivo },
    }),
  );
}

/** Adds a reference link (id null) or saves an existing one. */
export function useSaveReferenceLinkMutation() {
  return useAdminMutation(({ id, body }: { id: number | null; body: ReferenceLinkSave }) =>
    apiFetch(
      id === null ? 'admin/linkRiferimento/add' : `admin/linkRiferimento/${id}`,
      AdminReferenceLinkAnswerSchema,
      { method: 'POST', body },
    ),
  );
}

export function useSetReferenceLinkStateMutation() {
  return useAdminMutation(({ id, attivo }: { id: number; attivo: boolean }) =>
    apiFetch(`admin/linkRiferimento/${id}/stato`, AdminReferenceLinkAnswerSchema, {
      method: 'POST',
      body: { attivo },
    }),
  );
}
