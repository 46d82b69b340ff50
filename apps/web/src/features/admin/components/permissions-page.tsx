import { failureMessages, PermissionCreateSchema, successMessages, TEXT_LIMITS } from '@cartella/domain';
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
import { permissionsQueryOptions, useAddPermissionMutation } from '../api/admin.ts';

/** /admin/funzionalita: the permissions, and a dialog to add one (spec 001 sections 2 and 7). */
export function PermissionsPage() {
  const { t } = useLingui();
  const permissions = useQuery(permissionsQueryOptions());
  const [adding, setAdding] = useState(false);
  const title = t`Funzionalità`;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="font-bold text-3xl text-brand">{title}</h1>
        <Button onClick={() => setAdding(true)}>{t`Aggiungi funzionalità`}</Button>
      </div>
      {permissions.isPending ? null : permissions.isError ? (
        <p role="alert" className="font-semibold text-danger-strong">
          {permissions.error.message}
        </p>
      ) : (
        <RecordList
          caption={title}
          rows={permissions.data}
          getRowKey={(row) => String(row.id)}
          columns={[{ key: 'name', header: t`Nome`, cell: (row) => row.name }]}
          empty={<EmptyState title={t`Nessuna funzionalità`} />}
        />
      )}
      {adding ? <NewPermissionForm onClose={() => setAdding(false)} /> : null}
    </div>
  );
}

function NewPermissionForm({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const add = useAddPermissionMutation();
  const [name, setName] = useState('');
  const { errors, submit } = useFormSave({
    schema: PermissionCreateSchema,
    save: (body: { data: { permesso: string } }) => add.mutateAsync(body),
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
      title={t`Nuova funzionalità`}
      confirmLabel={t`Salva`}
      cancelLabel={t`Annulla`}
      onSubmit={() => submit({ data: { permesso: name.trim() } })}
    >
      <TextField
        label={t`Nome`}
        value={name}
        maxLength={TEXT_LIMITS.code}
        onChange={(event) => setName(event.target.value)}
        error={errors['data.permesso']}
        description={t`Una parola senza spazi, per esempio esportadati`}
        required
      />
    </FormModal>
  );
}
