import { RoleCreateSchema, TEXT_LIMITS } from '@cartella/domain';
import { Button } from '@cartella/ui/button';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  permissionsQueryOptions,
  type RoleItem,
  rolePermissionsQueryOptions,
  rolesQueryOptions,
  useAddRoleMutation,
  useSetRolePermissionsMutation,
} from '../api/admin.ts';
import { NewNameForm } from './admin-form.tsx';
import { AdminListPage } from './admin-list-page.tsx';
import { LinkedSelectionDialog } from './selection-dialog.tsx';

/** /admin/ruoli: the roles, a dialog to add one, and each role's permissions (spec 001 section 2). */
export function RolesPage() {
  const { t } = useLingui();
  const roles = useQuery(rolesQueryOptions());
  const add = useAddRoleMutation();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<RoleItem | null>(null);
  return (
    <AdminListPage
      title={t`Ruoli`}
      add={{ label: t`Aggiungi ruolo`, onAdd: () => setAdding(true) }}
      query={roles}
      getRowKey={(row) => String(row.id)}
      columns={[
        { key: 'name', header: t`Nome`, cell: (row) => row.name },
        {
          key: 'permissions',
          header: t`Permessi`,
          cell: (row) => (
            <Button variant="secondary" onClick={() => setEditing(row)}>
              {t`Permessi di ${row.name}`}
            </Button>
          ),
        },
      ]}
      emptyTitle={t`Nessun ruolo`}
    >
      {adding ? (
        <NewNameForm
          title={t`Nuovo ruolo`}
          maxLength={TEXT_LIMITS.name}
          schema={RoleCreateSchema}
          bodyOf={(name) => ({ data: name })}
          namePath="data"
          save={(body) => add.mutateAsync(body)}
          onClose={() => setAdding(false)}
        />
      ) : null}
      {editing ? <RolePermissionsDialog role={editing} onClose={() => setEditing(null)} /> : null}
    </AdminListPage>
  );
}

function RolePermissionsDialog({ role, onClose }: { role: RoleItem; onClose: () => void }) {
  const { t } = useLingui();
  const all = useQuery(permissionsQueryOptions());
  const linked = useQuery(rolePermissionsQueryOptions(role.id));
  const save = useSetRolePermissionsMutation();
  return (
    <LinkedSelectionDialog
      title={t`Permessi di ${role.name}`}
      legend={t`Permessi del ruolo`}
      all={all}
      linked={linked}
      onSave={(ids) => save.mutateAsync({ id: role.id, data: ids })}
      onClose={onClose}
    />
  );
}
