import {
  type ReferenceLinkSave,
  ReferenceLinkSaveSchema,
  referenceLinkKindLabels,
  referenceLinkKinds,
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
  type AdminReferenceLinkItem,
  adminReferenceLinksQueryOptions,
  useSaveReferenceLinkMutation,
  useSetReferenceLinkStateMutation,
} from '../api/admin.ts';
import { useAdminTextForm } from './admin-form.tsx';
import { useAdminPaging } from './admin-list-page.tsx';
import { ReferenceListPage } from './reference-list-page.tsx';

/** The list's label, or the stored kind when it is not one of the eight. */
function kindLabel(kind: string) {
  const known = referenceLinkKinds.find((item) => item === kind);
  return known === undefined ? kind : domainText(referenceLinkKindLabels[known]);
}

/** /admin/linkRiferimento (issue #25): the reference links of the /altro page's eight lists. */
export function ReferenceLinksPage() {
  const { t } = useLingui();
  const setState = useSetReferenceLinkStateMutation();
  const paging = useAdminPaging();
  const list = useQuery({
    ...adminReferenceLinksQueryOptions(paging.search, paging.page),
    placeholderData: keepPreviousData,
  });
  return (
    <ReferenceListPage
      title={t`Link di riferimento`}
      addLabel={t`Aggiungi link`}
      searchLabel={t`Cerca per nome o città`}
      emptyTitle={t`Nessun link trovato`}
      pagesLabel={t`Pagine dei link`}
      paging={paging}
      query={list}
      getRowKey={(row) => String(row.id)}
      nameOf={(row) => row.link_name}
      columns={[
        { key: 'nome', header: t`Nome`, cell: (row) => row.link_name },
        { key: 'lista', header: t`Elenco`, cell: (row) => kindLabel(row.tipo) },
        { key: 'citta', header: t`Città`, cell: (row) => row.link_city },
        {
          key: 'url',
          header: t`Indirizzo web`,
          cell: (row) => <BreakableAddress address={row.link_url} />,
        },
      ]}
      setActive={(row, attivo) => setState.mutateAsync({ id: row.id, attivo })}
      renderForm={(row, onClose) => <ReferenceLinkForm link={row} onClose={onClose} />}
    />
  );
}

interface LinkDraft {
  tipo: string;
  link_name: string;
  link_sede: string;
  link_city: string;
  link_informazioni: string;
  link_url: string;
}

function ReferenceLinkForm({ link, onClose }: { link: AdminReferenceLinkItem | null; onClose: () => void }) {
  const { t } = useLingui();
  const save = useSaveReferenceLinkMutation();
  const { draft, setDraft, errors, text, submit } = useAdminTextForm({
    initial: (): LinkDraft => {
      if (link === null) {
        return { tipo: '', link_name: '', link_sede: '', link_city: '', link_informazioni: '', link_url: '' };
      }
      const { id: _id, attivo: _attivo, ...values } = link;
      return values;
    },
    schema: ReferenceLinkSaveSchema,
    save: (_body: LinkDraft, checked: ReferenceLinkSave) =>
      save.mutateAsync({ id: link?.id ?? null, body: checked }),
  });
  return (
    <SaveFormModal
      title={link === null ? t`Nuovo link` : t`Modifica ${link.link_name}`}
      onClose={onClose}
      onSubmit={submit}
    >
      <div className="flex flex-col gap-4">
        <Select
          label={t`Elenco`}
          placeholder={t`Scegli un elenco`}
          options={referenceLinkKinds.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
          value={draft.tipo}
          onValueChange={(tipo) => setDraft({ ...draft, tipo })}
          error={errors.tipo}
          required
        />
        <TextField label={t`Nome`} maxLength={TEXT_LIMITS.name} required {...text('link_name')} />
        <TextField label={t`Sede`} maxLength={TEXT_LIMITS.address} {...text('link_sede')} />
        <TextField label={t`Città`} maxLength={TEXT_LIMITS.city} {...text('link_city')} />
        <TextField
          label={t`Indirizzo web`}
          inputMode="url"
          description={t`Vuoto, oppure un indirizzo che inizia con http:// o https://`}
          maxLength={TEXT_LIMITS.url}
          {...text('link_url')}
        />
        <TextArea label={t`Informazioni`} maxLength={TEXT_LIMITS.comment} {...text('link_informazioni')} />
      </div>
    </SaveFormModal>
  );
}
