import { examTypes, type InvestigationSave, InvestigationSaveSchema, TEXT_LIMITS } from '@cartella/domain';
import { Select } from '@cartella/ui/select';
import { TextField } from '@cartella/ui/text-field';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SaveFormModal } from '../../../lib/save-form.tsx';
import {
  type AdminInvestigationItem,
  adminInvestigationsQueryOptions,
  useSaveInvestigationMutation,
  useSetInvestigationStateMutation,
} from '../api/admin.ts';
import { useAdminTextForm } from './admin-form.tsx';
import { useAdminPaging } from './admin-list-page.tsx';
import { ReferenceListPage } from './reference-list-page.tsx';

/** /admin/indagini (issue #25): the investigation catalogue the exam form suggests from. */
export function InvestigationsPage() {
  const { t } = useLingui();
  const setState = useSetInvestigationStateMutation();
  const paging = useAdminPaging();
  const list = useQuery({
    ...adminInvestigationsQueryOptions(paging.search, paging.page),
    placeholderData: keepPreviousData,
  });
  return (
    <ReferenceListPage
      title={t`Catalogo delle indagini`}
      addLabel={t`Aggiungi indagine`}
      searchLabel={t`Cerca per nome o codice`}
      emptyTitle={t`Nessuna indagine trovata`}
      pagesLabel={t`Pagine delle indagini`}
      paging={paging}
      query={list}
      getRowKey={(row) => String(row.id)}
      nameOf={(row) => row.descrizione}
      columns={[
        { key: 'nome', header: t`Nome`, cell: (row) => row.descrizione },
        { key: 'tipologia', header: t`Tipologia`, cell: (row) => row.tipologia },
        { key: 'codice', header: t`Codice`, cell: (row) => row.codice },
      ]}
      setActive={(row, attivo) => setState.mutateAsync({ id: row.id, attivo })}
      renderForm={(row, onClose) => <InvestigationForm investigation={row} onClose={onClose} />}
    />
  );
}

function InvestigationForm({
  investigation,
  onClose,
}: {
  investigation: AdminInvestigationItem | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const save = useSaveInvestigationMutation();
  const { draft, setDraft, errors, text, submit } = useAdminTextForm({
    initial: () => ({
      tipologia: investigation?.tipologia ?? '',
      codice: investigation?.codice ?? '',
      descrizione: investigation?.descrizione ?? '',
    }),
    schema: InvestigationSaveSchema,
    save: (_body: unknown, checked: InvestigationSave) =>
      save.mutateAsync({ id: investigation?.id ?? null, body: checked }),
  });
  return (
    <SaveFormModal
      title={investigation === null ? t`Nuova indagine` : t`Modifica ${investigation.descrizione}`}
      onClose={onClose}
      onSubmit={submit}
    >
      <div className="flex flex-col gap-4">
        <Select
          label={t`Tipologia`}
          placeholder={t`Scegli una tipologia`}
          options={examTypes.map((type) => ({ value: type, label: type }))}
          value={draft.tipologia}
          onValueChange={(tipologia) => setDraft({ ...draft, tipologia })}
          error={errors.tipologia}
          required
        />
        <TextField label={t`Nome`} maxLength={TEXT_LIMITS.short} required {...text('descrizione')} />
        <TextField label={t`Codice del nomenclatore`} maxLength={TEXT_LIMITS.code} {...text('codice')} />
      </div>
    </SaveFormModal>
  );
}
