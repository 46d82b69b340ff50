import { failureMessages, RoleCreateSchema, successMessages, TEXT_LIMITS } from '@cartella/domain';
import { Button } from '@cartella/ui/button';
import { EmptyState } from '@cartella/ui/empty-state';
import { FormModal } from '@cartella/ui/form-modal';
import { RecordList } from '@cartella/ui/record-list';
import { TextField } from '@cartella/ui/text-field';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormSave } from '../../../lib/use-form-save.ts';
import {
  permissionsQueryOptions,
  type RoleItem,
  rolePermissionsQueryOptions,
  rolesQueryOptions,
  useAddRoleMutation,
  useSetRolePermissionsMutation,
} from '../api/admin.ts';
import { LinkedSelectionDialog } from './selection-dialog.tsx';

/** /admin/ruoli: the roles, a dialog to add one, and each role's permissions (spec 001 section 2). */
export function RolesPage() {
  const { t } = useLingui();
  const roles = useQuery(rolesQueryOptions());
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<RoleItem | null>(null);
  const title = t`Ruoli`;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="font-bold text-3xl text-brand">{title}</h1>
        <Button onClick={() => setAdding(true)}>{t`Aggiungi ruolo`}</Button>
      </div>
      {roles.isPending ? null : roles.isError ? (
        <p role="alert" className="font-semibold text-danger-strong">
          {roles.error.message}
        </p>
      ) : (
        <RecordList
          caption={title}
          rows={roles.data}
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
          empty={<EmptyState title={t`Nessun ruolo`} />}
        />
      )}
      {adding ? <NewRoleForm onClose={() => setAdding(false)} /> : null}
      {editing ? <RolePermissionsDialog role={editing} onClose={() => setEditing(null)} /> : null}
    </div>
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

function NewRoleForm({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const add = useAddRoleMutation();
  const [name, setName] = useState('');
  const { errors, submit } = useFormSave({
    schema: RoleCreateSchema,
    save: (body: { data: string }) => add.mutateAsync(body),
    feedback: {
      saved: successMessages.dataSaved,
      failed: failureMessages.genericError,
      failureText: 'server',
    },
    toast,
  });
  return (
    <FormModal
      open
      onResult={() => onClose()}
      title={t`Nuovo ruolo`}
      confirmLabel={t`Salva`}
      cancelLabel={t`Annulla`}
      onSubmit={() => submit({ data: name.trim() })}
    >
      <TextField
        label={t`Nome`}
        value={name}
        maxLength={TEXT_LIMITS.name}
        onChange={(event) => setName(event.target.value)}
        error={errors.data}
        required
      />
    </FormModal>
  );
}
