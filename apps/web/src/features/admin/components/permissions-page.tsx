import { PermissionCreateSchema, TEXT_LIMITS } from '@cartella/domain';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { permissionsQueryOptions, useAddPermissionMutation } from '../api/admin.ts';
import { NewNameForm } from './admin-form.tsx';
import { AdminListPage } from './admin-list-page.tsx';

/** /admin/funzionalita: the permissions, and a dialog to add one (spec 001 sections 2 and 7). */
export function PermissionsPage() {
  const { t } = useLingui();
  const permissions = useQuery(permissionsQueryOptions());
  const add = useAddPermissionMutation();
  const [adding, setAdding] = useState(false);
  return (
    <AdminListPage
      title={t`Funzionalità`}
      add={{ label: t`Aggiungi funzionalità`, onAdd: () => setAdding(true) }}
      query={permissions}
      getRowKey={(row) => String(row.id)}
      columns={[{ key: 'name', header: t`Nome`, cell: (row) => row.name }]}
      emptyTitle={t`Nessuna funzionalità`}
    >
      {adding ? (
        <NewNameForm
          title={t`Nuova funzionalità`}
          maxLength={TEXT_LIMITS.code}
          description={t`Una parola senza spazi, per esempio esportadati`}
          schema={PermissionCreateSchema}
          bodyOf={(name) => ({ data: { permesso: name } })}
          namePath="data.permesso"
          save={(body) => add.mutateAsync(body)}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </AdminListPage>
  );
}
