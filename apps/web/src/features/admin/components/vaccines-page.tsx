import { TEXT_LIMITS, VaccineCreateSchema, type VaccineSave, VaccineSaveSchema } from '@cartella/domain';
import { TextField } from '@cartella/ui/text-field';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SaveFormModal } from '../../../lib/save-form.tsx';
import {
  type AdminVaccineItem,
  adminVaccinesQueryOptions,
  useSaveVaccineMutation,
  useSetVaccineStateMutation,
} from '../api/admin.ts';
import { useAdminTextForm } from './admin-form.tsx';
import { useAdminPaging } from './admin-list-page.tsx';
import { ReferenceListPage } from './reference-list-page.tsx';

/** /admin/vaccini (issue #25): the vaccine catalogue the vaccination form suggests from. */
export function VaccinesPage() {
  const { t } = useLingui();
  const setState = useSetVaccineStateMutation();
  const paging = useAdminPaging();
  const list = useQuery({
    ...adminVaccinesQueryOptions(paging.search, paging.page),
    placeholderData: keepPreviousData,
  });
  return (
    <ReferenceListPage
      title={t`Catalogo dei vaccini`}
      addLabel={t`Aggiungi vaccino`}
      searchLabel={t`Cerca per nome, codice ATC o AIC`}
      emptyTitle={t`Nessun vaccino trovato`}
      pagesLabel={t`Pagine dei vaccini`}
      paging={paging}
      query={list}
      getRowKey={(row) => row.id_vaccino}
      nameOf={(row) => row.descrizione_breve}
      columns={[
        { key: 'nome', header: t`Nome commerciale`, cell: (row) => row.descrizione_breve },
        { key: 'aic', header: t`Codice AIC`, cell: (row) => row.id_vaccino },
        { key: 'atc', header: t`Codice ATC`, cell: (row) => row.codice_atc },
        { key: 'tipo', header: t`Tipo`, cell: (row) => row.tipo },
      ]}
      setActive={(row, attivo) => setState.mutateAsync({ id: row.id_vaccino, attivo })}
      renderForm={(row, onClose) => <VaccineForm vaccine={row} onClose={onClose} />}
    />
  );
}

type VaccineDraft = VaccineSave & { id_vaccino: string };

function VaccineForm({ vaccine, onClose }: { vaccine: AdminVaccineItem | null; onClose: () => void }) {
  const { t } = useLingui();
  const save = useSaveVaccineMutation();
  const isNew = vaccine === null;
  const { text, submit } = useAdminTextForm({
    initial: (): VaccineDraft => {
      if (vaccine === null) {
        return {
          id_vaccino: '',
          descrizione_breve: '',
          codice_atc: '',
          antigeni: '',
          tipo: '',
          titolare: '',
          aic_confezioni: '',
        };
      }
      const { attivo: _attivo, ...values } = vaccine;
      return values;
    },
    // A new vaccine names its AIC code; an existing one keeps it.
    schema: isNew ? VaccineCreateSchema : VaccineSaveSchema,
    save: ({ id_vaccino, ...body }: VaccineDraft) => save.mutateAsync({ id: id_vaccino, isNew, body }),
  });
  return (
    <SaveFormModal
      title={vaccine === null ? t`Nuovo vaccino` : t`Modifica ${vaccine.descrizione_breve}`}
      onClose={onClose}
      onSubmit={submit}
    >
      <div className="flex flex-col gap-4">
        <TextField
          label={t`Codice AIC`}
          inputMode="numeric"
          description={isNew ? t`Solo cifre; non si potrà cambiare` : undefined}
          maxLength={TEXT_LIMITS.code}
          required
          readOnly={!isNew}
          {...text('id_vaccino')}
        />
        <TextField
          label={t`Nome commerciale`}
          maxLength={TEXT_LIMITS.short}
          required
          {...text('descrizione_breve')}
        />
        <TextField label={t`Codice ATC`} maxLength={TEXT_LIMITS.code} {...text('codice_atc')} />
        <TextField
          label={t`Antigeni`}
          description={t`Separati da |`}
          maxLength={TEXT_LIMITS.short}
          {...text('antigeni')}
        />
        <TextField label={t`Tipo`} maxLength={TEXT_LIMITS.short} {...text('tipo')} />
        <TextField label={t`Titolare`} maxLength={TEXT_LIMITS.short} {...text('titolare')} />
        <TextField
          label={t`Codici AIC delle confezioni`}
          description={t`Separati da ;`}
          maxLength={TEXT_LIMITS.comment}
          {...text('aic_confezioni')}
        />
      </div>
    </SaveFormModal>
  );
}
