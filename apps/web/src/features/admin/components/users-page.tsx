import { AssignLicenceSchema } from '@cartella/domain';
import { Button } from '@cartella/ui/button';
import { DateField } from '@cartella/ui/date-field';
import { Select } from '@cartella/ui/select';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BreakableAddress } from '../../../lib/breakable-address.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { SaveFormModal } from '../../../lib/save-form.tsx';
import {
  type AdminUserItem,
  licencesQueryOptions,
  useAssignLicenceMutation,
  useClearSecondFactorMutation,
  useClearThrottleMutation,
  usersQueryOptions,
  useSetAccountStateMutation,
  useStartPasswordResetMutation,
} from '../api/admin.ts';
import { useAdminSave } from './admin-form.tsx';
import { AdminListPage, useAdminPaging } from './admin-list-page.tsx';
import { useConfirmedAction } from './confirmed-action.ts';

/**
 * /admin/utenti (spec 001 section 2: linked from the admin home, route not shown): accounts with
 * search and paging; assign a licence and its end date, disable or enable, clear a sign-in
 * throttle, start a password reset mail. Account facts only, no clinical data.
 */
export function UsersPage() {
  const { t, i18n } = useLingui();
  const act = useConfirmedAction();
  const paging = useAdminPaging();
  const users = useQuery({
    ...usersQueryOptions(paging.search, paging.page),
    placeholderData: keepPreviousData,
  });
  const [assigning, setAssigning] = useState<AdminUserItem | null>(null);
  const setState = useSetAccountStateMutation();
  const clearThrottle = useClearThrottleMutation();
  const clearSecondFactor = useClearSecondFactorMutation();
  const reset = useStartPasswordResetMutation();

  return (
    <AdminListPage
      title={t`Utenti`}
      query={users}
      paging={paging}
      searchLabel={t`Cerca per e-mail o nome`}
      pagesLabel={t`Pagine degli utenti`}
      getRowKey={(row) => String(row.id_utente)}
      columns={[
        {
          key: 'email',
          header: t`E-mail`,
          cell: (row) => <BreakableAddress address={row.email} />,
        },
        { key: 'nome', header: t`Nome`, cell: (row) => row.utente_nome },
        {
          key: 'licenza',
          header: t`Licenza`,
          cell: (row) =>
            row.licenza === null
              ? t`Nessuna`
              : row.licenza.data_scadenza === null
                ? row.licenza.descrizione
                : t`${row.licenza.descrizione} fino al ${formatDate(row.licenza.data_scadenza, i18n.locale)}`,
        },
        { key: 'stato', header: t`Stato`, cell: (row) => (row.enabled ? t`Attivo` : t`Disabilitato`) },
        {
          key: 'azioni',
          header: t`Azioni`,
          cell: (row) => (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setAssigning(row)}>
                {t`Assegna licenza a ${row.email}`}
              </Button>
              <Button
                variant={row.enabled ? 'danger' : 'secondary'}
                onClick={() =>
                  void act(
                    { title: row.enabled ? t`Disabilitare ${row.email}?` : t`Abilitare ${row.email}?` },
                    () => setState.mutateAsync({ userId: row.id_utente, enabled: !row.enabled }),
                    row.enabled ? t`Account disabilitato` : t`Account abilitato`,
                  )
                }
              >
                {row.enabled ? t`Disabilita ${row.email}` : t`Abilita ${row.email}`}
              </Button>
              <Button
                variant="secondary"
                onClick={() =>
                  void act(
                    { title: t`Sbloccare gli accessi di ${row.email}?` },
                    () => clearThrottle.mutateAsync(row.id_utente),
                    t`Accessi sbloccati`,
                  )
                }
              >
                {t`Sblocca accessi di ${row.email}`}
              </Button>
              <Button
                variant="secondary"
                onClick={() =>
                  void act(
                    {
                      title: t`Azzerare l'accesso in due passaggi di ${row.email}? Le sue sessioni si chiudono e potrà accedere con la sola password. Fallo solo dopo aver verificato la sua identità.`,
                    },
                    () => clearSecondFactor.mutateAsync(row.id_utente),
                    t`Accesso in due passaggi azzerato`,
                  )
                }
              >
                {t`Azzera l'accesso in due passaggi di ${row.email}`}
              </Button>
              <Button
                variant="secondary"
                onClick={() =>
                  void act(
                    { title: t`Inviare a ${row.email} un'e-mail per reimpostare la password?` },
                    () => reset.mutateAsync(row.id_utente),
                    t`E-mail inviata`,
                  )
                }
              >
                {t`Reimposta password di ${row.email}`}
              </Button>
            </div>
          ),
        },
      ]}
      emptyTitle={t`Nessun utente trovato`}
    >
      {assigning ? <AssignLicenceForm user={assigning} onClose={() => setAssigning(null)} /> : null}
    </AdminListPage>
  );
}

interface AssignDraft {
  id_tipo_licenza: number | null;
  data_scadenza: string;
}

function AssignLicenceForm({ user, onClose }: { user: AdminUserItem; onClose: () => void }) {
  const { t } = useLingui();
  const licences = useQuery(licencesQueryOptions());
  const assign = useAssignLicenceMutation();
  const [draft, setDraft] = useState<AssignDraft>({
    id_tipo_licenza: user.licenza?.id_tipo_licenza ?? null,
    data_scadenza: '',
  });
  const [dateText, setDateText] = useState('');
  const { errors, submit } = useAdminSave(
    AssignLicenceSchema,
    (body: { id_tipo_licenza: number | null; data_scadenza: string | null }) =>
      assign.mutateAsync({
        userId: user.id_utente,
        id_tipo_licenza: body.id_tipo_licenza ?? 0,
        data_scadenza: body.data_scadenza,
      }),
  );
  // A typed text that is not a date is refused here rather than sent as "no end".
  const dateInvalid = dateText.trim() !== '' && draft.data_scadenza === '';
  return (
    <SaveFormModal
      title={t`Assegna licenza a ${user.email}`}
      onClose={onClose}
      onSubmit={() =>
        dateInvalid
          ? false
          : submit({ id_tipo_licenza: draft.id_tipo_licenza, data_scadenza: draft.data_scadenza || null })
      }
    >
      <div className="flex flex-col gap-4">
        <Select
          label={t`Licenza`}
          placeholder={t`Scegli una licenza`}
          options={(licences.data ?? []).map((licence) => ({
            value: String(licence.id),
            label: licence.descrizione,
          }))}
          value={draft.id_tipo_licenza === null ? '' : String(draft.id_tipo_licenza)}
          onValueChange={(value) => setDraft({ ...draft, id_tipo_licenza: Number(value) })}
          error={errors.id_tipo_licenza}
          required
        />
        <DateField
          label={t`Scadenza`}
          value={draft.data_scadenza}
          onValueChange={(iso, text) => {
            setDateText(text);
            setDraft({ ...draft, data_scadenza: iso ?? '' });
          }}
          description={t`Ultimo giorno di validità (gg/mm/aaaa); vuoto: senza scadenza`}
          error={dateInvalid ? t`Data non valida` : errors.data_scadenza}
        />
      </div>
    </SaveFormModal>
  );
}
