import { LicenceUpdateSchema, TEXT_LIMITS } from '@cartella/domain';
import { Button } from '@cartella/ui/button';
import { TextField } from '@cartella/ui/text-field';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { intlLocale } from '../../../lib/dates.ts';
import { decimalInputText } from '../../../lib/numbers.ts';
import { SaveFormModal } from '../../../lib/save-form.tsx';
import {
  type LicenceItem,
  licenceRolesQueryOptions,
  licencesQueryOptions,
  rolesQueryOptions,
  useSetLicenceRolesMutation,
  useUpdateLicenceMutation,
} from '../api/admin.ts';
import { useAdminSave } from './admin-form.tsx';
import { AdminListPage } from './admin-list-page.tsx';
import { LinkedSelectionDialog } from './selection-dialog.tsx';

/** /admin/licenze: licences with cost and duration, their roles, and an edit dialog (spec 001 section 2). */
export function LicencesPage() {
  const { t, i18n } = useLingui();
  const licences = useQuery(licencesQueryOptions());
  const [rolesOf, setRolesOf] = useState<LicenceItem | null>(null);
  const [editing, setEditing] = useState<LicenceItem | null>(null);
  const euros = new Intl.NumberFormat(intlLocale(i18n.locale), { style: 'currency', currency: 'EUR' });
  return (
    <AdminListPage
      title={t`Licenze`}
      query={licences}
      getRowKey={(row) => String(row.id)}
      columns={[
        { key: 'descrizione', header: t`Descrizione`, cell: (row) => row.descrizione },
        { key: 'costo', header: t`Costo`, cell: (row) => euros.format(row.costo) },
        { key: 'durata', header: t`Durata`, cell: (row) => row.durata_desc },
        { key: 'enable', header: t`Sottoscrivibile`, cell: (row) => (row.enable ? t`Sì` : t`No`) },
        {
          key: 'azioni',
          header: t`Azioni`,
          cell: (row) => (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setRolesOf(row)}>
                {t`Ruoli di ${row.descrizione}`}
              </Button>
              <Button variant="secondary" onClick={() => setEditing(row)}>
                {t`Modifica ${row.descrizione}`}
              </Button>
            </div>
          ),
        },
      ]}
      emptyTitle={t`Nessuna licenza`}
    >
      {rolesOf ? <LicenceRolesDialog licence={rolesOf} onClose={() => setRolesOf(null)} /> : null}
      {editing ? <LicenceForm licence={editing} onClose={() => setEditing(null)} /> : null}
    </AdminListPage>
  );
}

function LicenceRolesDialog({ licence, onClose }: { licence: LicenceItem; onClose: () => void }) {
  const { t } = useLingui();
  const all = useQuery(rolesQueryOptions());
  const linked = useQuery(licenceRolesQueryOptions(licence.id));
  const save = useSetLicenceRolesMutation();
  return (
    <LinkedSelectionDialog
      title={t`Ruoli di ${licence.descrizione}`}
      legend={t`Ruoli della licenza`}
      all={all}
      linked={linked}
      onSave={(ids) => save.mutateAsync({ id: licence.id, data: ids })}
      onClose={onClose}
    />
  );
}

interface LicenceDraft {
  id: number;
  descrizione: string;
  costo: string;
}

function LicenceForm({ licence, onClose }: { licence: LicenceItem; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const update = useUpdateLicenceMutation();
  const [draft, setDraft] = useState<LicenceDraft>({
    id: licence.id,
    descrizione: licence.descrizione,
    costo: decimalInputText(licence.costo, i18n.locale),
  });
  const { errors, submit } = useAdminSave(
    LicenceUpdateSchema,
    (body: { id: number; descrizione: string; costo: number }) => update.mutateAsync(body),
  );
  const costo = draft.costo.trim() === '' ? Number.NaN : Number(draft.costo.trim().replace(',', '.'));
  return (
    <SaveFormModal
      title={t`Modifica ${licence.descrizione}`}
      onClose={onClose}
      onSubmit={() => submit({ id: draft.id, descrizione: draft.descrizione.trim(), costo })}
    >
      <div className="flex flex-col gap-4">
        <TextField
          label={t`Descrizione`}
          value={draft.descrizione}
          maxLength={TEXT_LIMITS.short}
          onChange={(event) => setDraft({ ...draft, descrizione: event.target.value })}
          error={errors.descrizione}
          required
        />
        <TextField
          label={t`Costo (euro)`}
          inputMode="decimal"
          value={draft.costo}
          maxLength={12}
          onChange={(event) => setDraft({ ...draft, costo: event.target.value })}
          error={errors.costo}
          required
        />
      </div>
    </SaveFormModal>
  );
}
