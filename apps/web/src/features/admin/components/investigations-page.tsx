import {
  examTypes,
  failureMessages,
  type InvestigationSave,
  InvestigationSaveSchema,
  successMessages,
  TEXT_LIMITS,
} from '@cartella/domain';
import { FormModal } from '@cartella/ui/form-modal';
import { Select } from '@cartella/ui/select';
import { TextField } from '@cartella/ui/text-field';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormSave } from '../../../lib/use-form-save.ts';
import {
  type AdminInvestigationItem,
  adminInvestigationsQueryOptions,
  useSaveInvestigationMutation,
  useSetInvestigationStateMutation,
} from '../api/admin.ts';
import { ReferenceListPage, useReferencePaging } from './reference-list-page.tsx';

/** /admin/indagini (issue #25): the investigation catalogue the exam form suggests from. */
export function InvestigationsPage() {
  const { t } = useLingui();
  const setState = useSetInvestigationStateMutation();
  const paging = useReferencePaging();
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
      list={list}
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
  const toast = useToast();
  const save = useSaveInvestigationMutation();
  const [tipologia, setTipologia] = useState(investigation?.tipologia ?? '');
  const [codice, setCodice] = useState(investigation?.codice ?? '');
  const [descrizione, setDescrizione] = useState(investigation?.descrizione ?? '');
  const { errors, submit } = useFormSave({
    schema: InvestigationSaveSchema,
    save: (_body: unknown, checked: InvestigationSave) =>
      save.mutateAsync({ id: investigation?.id ?? null, body: checked }),
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
      title={investigation === null ? t`Nuova indagine` : t`Modifica ${investigation.descrizione}`}
      confirmLabel={t`Salva`}
      cancelLabel={t`Annulla`}
      onSubmit={() => submit({ tipologia, codice: codice.trim(), descrizione: descrizione.trim() })}
    >
      <div className="flex flex-col gap-4">
        <Select
          label={t`Tipologia`}
          placeholder={t`Scegli una tipologia`}
          options={examTypes.map((type) => ({ value: type, label: type }))}
          value={tipologia}
          onValueChange={setTipologia}
          error={errors.tipologia}
          required
        />
        <TextField
          label={t`Nome`}
          value={descrizione}
          maxLength={TEXT_LIMITS.short}
          onChange={(event) => setDescrizione(event.target.value)}
          error={errors.descrizione}
          required
        />
        <TextField
          label={t`Codice del nomenclatore`}
          value={codice}
          maxLength={TEXT_LIMITS.code}
          onChange={(event) => setCodice(event.target.value)}
          error={errors.codice}
        />
      </div>
    </FormModal>
  );
}
