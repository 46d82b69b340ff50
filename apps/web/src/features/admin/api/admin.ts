import { adminOperations, referenceListOperations, securityOperations } from '@cartella/contract';
import type { CentreSave, InvestigationSave, ReferenceLinkSave, VaccineSave } from '@cartella/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client.ts';

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
      (await apiClient.call(securityOperations.hasPermission, { body: { data: 'admin' } })).data.data,
    staleTime: 0,
  });

export const permissionsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.permissions,
    queryFn: async () => (await apiClient.call(adminOperations.permissionList)).data,
  });

export const rolesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.roles,
    queryFn: async () => (await apiClient.call(adminOperations.ruoloList)).data,
  });

export const rolePermissionsQueryOptions = (roleId: number) =>
  queryOptions({
    queryKey: adminKeys.rolePermissions(roleId),
    queryFn: async () =>
      (await apiClient.call(adminOperations.ruoloPermessi, { body: { data: roleId } })).data,
  });

export const licencesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.licences,
    queryFn: async () => (await apiClient.call(adminOperations.licenzeList)).data,
  });

export const licenceRolesQueryOptions = (licenceId: number) =>
  queryOptions({
    queryKey: adminKeys.licenceRoles(licenceId),
    queryFn: async () =>
      (await apiClient.call(adminOperations.ruoloLicenza, { body: { data: licenceId } })).data,
  });

export const usersQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.users(search, page),
    queryFn: async () => (await apiClient.call(adminOperations.users, { body: { search, page } })).data,
  });

export const auditQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.audit(page),
    queryFn: async () => (await apiClient.call(adminOperations.audit, { body: { page } })).data,
  });

export const adminCentresQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.referenceList('centri', search, page),
    queryFn: async () =>
      (await apiClient.call(referenceListOperations.centres, { body: { search, page } })).data,
  });

export const adminInvestigationsQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.referenceList('indagini', search, page),
    queryFn: async () =>
      (await apiClient.call(referenceListOperations.investigations, { body: { search, page } })).data,
  });

export const adminVaccinesQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.referenceList('vaccini', search, page),
    queryFn: async () =>
      (await apiClient.call(referenceListOperations.vaccines, { body: { search, page } })).data,
  });

export const adminReferenceLinksQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.referenceList('linkRiferimento', search, page),
    queryFn: async () =>
      (await apiClient.call(referenceListOperations.referenceLinks, { body: { search, page } })).data,
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
    apiClient.call(adminOperations.addPermesso, { body }),
  );
}

export function useAddRoleMutation() {
  return useAdminMutation((body: { data: string }) => apiClient.call(adminOperations.addRuolo, { body }));
}

export function useSetRolePermissionsMutation() {
  return useAdminMutation((body: { id: number; data: number[] }) =>
    apiClient.call(adminOperations.addRuoloPermesso, { body }),
  );
}

export function useSetLicenceRolesMutation() {
  return useAdminMutation((body: { id: number; data: number[] }) =>
    apiClient.call(adminOperations.addRuoloLicenza, { body }),
  );
}

export function useUpdateLicenceMutation() {
  return useAdminMutation((body: { id: number; descrizione: string; costo: number }) =>
    apiClient.call(adminOperations.updateLicenza, { body }),
  );
}

export function useAssignLicenceMutation() {
  return useAdminMutation(
    ({ userId, ...body }: { userId: number; id_tipo_licenza: number; data_scadenza: string | null }) =>
      apiClient.call(adminOperations.assignLicence, { params: { id: userId }, body }),
  );
}

export function useSetAccountStateMutation() {
  return useAdminMutation(({ userId, enabled }: { userId: number; enabled: boolean }) =>
    apiClient.call(adminOperations.accountState, { params: { id: userId }, body: { enabled } }),
  );
}

export function useClearThrottleMutation() {
  return useAdminMutation((userId: number) =>
    apiClient.call(adminOperations.clearThrottle, { params: { id: userId } }),
  );
}

/** Removes an account's second factors (issue #23: a patient who lost them all). */
export function useClearSecondFactorMutation() {
  return useAdminMutation((userId: number) =>
    apiClient.call(adminOperations.clearSecondFactor, { params: { id: userId } }),
  );
}

export function useStartPasswordResetMutation() {
  return useAdminMutation((userId: number) =>
    apiClient.call(adminOperations.resetPassword, { params: { id: userId } }),
  );
}

/**
 * Who opened an /admin page: an admin; an admin whose session has not passed a second factor, whom
 * the API refuses every admin call (`second_factor_required`, issue #25); or anyone else.
 */
export type AdminAccess = 'admin' | 'second_factor_required' | 'refused';

/**
 * Before any /admin page: whether the caller is an admin (asked of the server) and the admin
 * area's texts, loaded together. An admin's first page also reads the permission list (small, and
 * the permissions and roles pages' own data): the API's refusal of it says whether the session
 * lacks the second factor, before any page asks for its data.
 */
export async function prepareAdminPage(): Promise<AdminAccess> {
  const [{ loadAdminCatalog }, { queryClient }] = await Promise.all([
    import('../../../lib/i18n.ts'),
    import('../../../lib/query-client.ts'),
  ]);
  const [isAdmin] = await Promise.all([
    queryClient.fetchQuery(adminAccessQueryOptions()),
    loadAdminCatalog(),
  ]);
  if (!isAdmin) return 'refused';
  try {
    await queryClient.ensureQueryData(permissionsQueryOptions());
    return 'admin';
  } catch (error) {
    if (error instanceof ApiError && error.code === 'second_factor_required') return 'second_factor_required';
    throw error;
  }
}

/** Adds a centre (id null) or saves an existing one. */
export function useSaveCentreMutation() {
  return useAdminMutation(({ id, body }: { id: number | null; body: CentreSave }) =>
    id === null
      ? apiClient.call(referenceListOperations.addCentre, { body })
      : apiClient.call(referenceListOperations.editCentre, { params: { id }, body }),
  );
}

export function useSetCentreStateMutation() {
  return useAdminMutation(({ id, attivo }: { id: number; attivo: boolean }) =>
    apiClient.call(referenceListOperations.centreState, { params: { id }, body: { attivo } }),
  );
}

/** Adds an investigation (id null) or saves an existing one. */
export function useSaveInvestigationMutation() {
  return useAdminMutation(({ id, body }: { id: number | null; body: InvestigationSave }) =>
    id === null
      ? apiClient.call(referenceListOperations.addInvestigation, { body })
      : apiClient.call(referenceListOperations.editInvestigation, { params: { id }, body }),
  );
}

export function useSetInvestigationStateMutation() {
  return useAdminMutation(({ id, attivo }: { id: number; attivo: boolean }) =>
    apiClient.call(referenceListOperations.investigationState, { params: { id }, body: { attivo } }),
  );
}

/** Adds a vaccine (isNew, with its id) or saves an existing one. */
export function useSaveVaccineMutation() {
  return useAdminMutation(({ id, isNew, body }: { id: string; isNew: boolean; body: VaccineSave }) =>
    isNew
      ? apiClient.call(referenceListOperations.addVaccine, { body: { id_vaccino: id, ...body } })
      : apiClient.call(referenceListOperations.editVaccine, { params: { id }, body }),
  );
}

export function useSetVaccineStateMutation() {
  return useAdminMutation(({ id, attivo }: { id: string; attivo: boolean }) =>
    apiClient.call(referenceListOperations.vaccineState, { params: { id }, body: { attivo } }),
  );
}

/** Adds a reference link (id null) or saves an existing one. */
export function useSaveReferenceLinkMutation() {
  return useAdminMutation(({ id, body }: { id: number | null; body: ReferenceLinkSave }) =>
    id === null
      ? apiClient.call(referenceListOperations.addReferenceLink, { body })
      : apiClient.call(referenceListOperations.editReferenceLink, { params: { id }, body }),
  );
}

export function useSetReferenceLinkStateMutation() {
  return useAdminMutation(({ id, attivo }: { id: number; attivo: boolean }) =>
    apiClient.call(referenceListOperations.referenceLinkState, { params: { id }, body: { attivo } }),
  );
}
