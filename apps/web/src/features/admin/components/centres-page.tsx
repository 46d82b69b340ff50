import {
  type CentreSave,
  CentreSaveSchema,
  centreTypeLabels,
  centreTypes,
  TEXT_LIMITS,
} from '@cartella/domain';
import { Select } from '@cartella/ui/select';
import { TextArea } from '@cartella/ui/text-area';
import { TextField } from '@cartella/ui/text-field';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BreakableAddress } from '../../../lib/breakable-address.tsx';
import { domainText } from '../../../lib/i18n.ts';
import { SaveFormModal } from '../../../lib/save-form.tsx';
import {
  type AdminCentreItem,
  adminCentresQueryOptions,
  useSaveCentreMutation,
  useSetCentreStateMutation,
} from '../api/admin.ts';
import { useAdminTextForm } from './admin-form.tsx';
import { useAdminPaging } from './admin-list-page.tsx';
import { ReferenceListPage } from './reference-list-page.tsx';

/**
 * /admin/centri (issue #25): the affiliated centres of the patients' centres page and exam form.
 * The website is empty or an http(s) address; a disabled centre leaves the patients' lists.
 */
export function CentresPage() {
  const { t } = useLingui();
  const setState = useSetCentreStateMutation();
  const paging = useAdminPaging();
  const list = useQuery({
    ...adminCentresQueryOptions(paging.search, paging.page),
    placeholderData: keepPreviousData,
  });
  return (
    <ReferenceListPage
      title={t`Centri convenzionati`}
      addLabel={t`Aggiungi centro`}
      searchLabel={t`Cerca per nome o indirizzo`}
      emptyTitle={t`Nessun centro trovato`}
      pagesLabel={t`Pagine dei centri`}
      paging={paging}
      query={list}
      getRowKey={(row) => String(row.id)}
      nameOf={(row) => row.centro_nome}
      columns={[
        { key: 'nome', header: t`Nome`, cell: (row) => row.centro_nome },
        { key: 'tipo', header: t`Tipo`, cell: (row) => domainText(centreTypeLabels[row.tipo]) },
        { key: 'indirizzo', header: t`Indirizzo`, cell: (row) => row.centro_indirizzo },
        {
          key: 'sito',
          header: t`Sito web`,
          cell: (row) => (row.sito_web ? <BreakableAddress address={row.sito_web} /> : null),
        },
      ]}
      setActive={(row, attivo) => setState.mutateAsync({ id: row.id, attivo })}
      renderForm={(row, onClose) => <CentreForm centre={row} onClose={onClose} />}
    />
  );
}

const emptyCentre: CentreSave = {
  tipo: 1,
  centro_nome: '',
  centro_indirizzo: '',
  telefono: '',
  email: '',
  titolo: '',
  sottotitolo: '',
  testo: '',
  sito_web: '',
};

function CentreForm({ centre, onClose }: { centre: AdminCentreItem | null; onClose: () => void }) {
  const { t } = useLingui();
  const save = useSaveCentreMutation();
  const { draft, setDraft, errors, text, submit } = useAdminTextForm({
    initial: (): CentreSave => {
      if (centre === null) return emptyCentre;
      const { id: _id, attivo: _attivo, ...values } = centre;
      return values;
    },
    schema: CentreSaveSchema,
    save: (body: CentreSave) => save.mutateAsync({ id: centre?.id ?? null, body }),
  });
  return (
    <SaveFormModal
      title={centre === null ? t`Nuovo centro` : t`Modifica ${centre.centro_nome}`}
      onClose={onClose}
      onSubmit={submit}
    >
      <div className="flex flex-col gap-4">
        <Select
          label={t`Tipo`}
          options={centreTypes.map((type) => ({
            value: String(type),
            label: domainText(centreTypeLabels[type]),
          }))}
          value={String(draft.tipo)}
          onValueChange={(value) => {
            const tipo = centreTypes.find((type) => String(type) === value);
            if (tipo !== undefined) setDraft({ ...draft, tipo });
          }}
          error={errors.tipo}
          required
        />
        <TextField label={t`Nome`} maxLength={TEXT_LIMITS.name} required {...text('centro_nome')} />
        <TextField
          label={t`Indirizzo`}
          maxLength={TEXT_LIMITS.address}
          required
          {...text('centro_indirizzo')}
        />
        <TextField label={t`Telefono`} inputMode="tel" maxLength={TEXT_LIMITS.phone} {...text('telefono')} />
        <TextField
          label={t`E-mail`}
          inputMode="email"
          description={t`Riceve i messaggi dei pazienti; non è mostrata ai pazienti`}
          maxLength={TEXT_LIMITS.email}
          required
          {...text('email')}
        />
        <TextField
          label={t`Sito web`}
          inputMode="url"
          description={t`Vuoto, oppure un indirizzo che inizia con http:// o https://`}
          maxLength={TEXT_LIMITS.url}
          {...text('sito_web')}
        />
        <TextField label={t`Titolo`} maxLength={TEXT_LIMITS.short} {...text('titolo')} />
        <TextField label={t`Sottotitolo`} maxLength={TEXT_LIMITS.short} {...text('sottotitolo')} />
        <TextArea label={t`Testo`} maxLength={TEXT_LIMITS.comment} {...text('testo')} />
      </div>
    </SaveFormModal>
  );
}
