import {
  checkLinkBeforeOpening,
  failureMessages,
  PersonalLinkSchema,
  successMessages,
  TEXT_LIMITS,
} from '@cartella/domain';
import { Button } from '@cartella/ui/button';
import { EmptyState } from '@cartella/ui/empty-state';
import { TextArea } from '@cartella/ui/text-area';
import { TextField } from '@cartella/ui/text-field';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BreakableAddress } from '../../../lib/breakable-address.tsx';
import { issueText } from '../../../lib/form-issues.ts';
import { domainText } from '../../../lib/i18n.ts';
import { QueryView } from '../../../lib/query-view.tsx';
import { PatientRecordList, useConfirmedDelete } from '../../../lib/record-lists.tsx';
import { dataSavedFeedback, SaveFormModal } from '../../../lib/save-form.tsx';
import { useFormSave } from '../../../lib/use-form-save.ts';
import {
  type PersonalLinkDraft,
  type PersonalLinkItem,
  personalLinksQueryOptions,
  useSavePersonalLinkMutation,
} from '../api/links.ts';

/**
 * Opens a link in a new tab, only an http(s) address (never javascript: or data:); anything else
 * shows 'URL non valido o mancante!' (spec 001 section 5). Answers the message, or null.
 */
export function openWebLink(link: string): string | null {
  const problem = checkLinkBeforeOpening(link);
  if (problem !== null) return issueText(problem);
  window.open(link.trim(), '_blank', 'noopener,noreferrer');
  return null;
}

/** The personal links of /altro with add, view (open) and delete (spec 001 section 2). */
export function PersonalLinks({ patientId }: { patientId: number }) {
  const { t } = useLingui();
  const confirmDelete = useConfirmedDelete();
  const toast = useToast();
  const links = useQuery(personalLinksQueryOptions(patientId));
  const save = useSavePersonalLinkMutation();
  const [adding, setAdding] = useState(false);

  function open(link: PersonalLinkItem) {
    const problem = openWebLink(link.link);
    if (problem !== null) toast.show({ variant: 'error', title: problem });
  }

  function remove(link: PersonalLinkItem) {
    return confirmDelete(
      () => save.mutateAsync({ status: 'delete', linkid: link.linkid, id_paziente: patientId }),
      {
        success: domainText(successMessages.operationCompleted),
        failure: domainText(failureMessages.genericError),
      },
    );
  }

  const title = t`I miei link`;
  return (
    <section className="flex flex-col gap-3" aria-label={title}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-bold text-2xl text-brand">{title}</h2>
        <Button onClick={() => setAdding(true)}>{t`Aggiungi link`}</Button>
      </div>
      <QueryView query={links} loading={t`Caricamento dei link`}>
        {(rows) => (
          <PatientRecordList
            caption={title}
            rows={rows}
            getRowKey={(link) => String(link.linkid)}
            columns={[
              { key: 'name', header: t({ message: 'Nome', context: 'link' }), cell: (link) => link.name },
              {
                key: 'link',
                header: t`Indirizzo`,
                cell: (link) => <BreakableAddress address={link.link} />,
              },
              { key: 'descrizione', header: t`Descrizione`, cell: (link) => link.descrizione },
            ]}
            actions={[
              {
                key: 'open',
                icon: 'eye',
                label: (link) => t`Apri ${link.name}`,
                onSelect: open,
                showOnCompact: true,
              },
              {
                key: 'delete',
                icon: 'trash',
                tone: 'danger',
                label: (link) => t`Elimina ${link.name}`,
                onSelect: (link) => void remove(link),
                showOnCompact: true,
              },
            ]}
            empty={<EmptyState title={t`Nessun link salvato`} />}
          />
        )}
      </QueryView>
      {adding ? <NewLinkForm patientId={patientId} onClose={() => setAdding(false)} /> : null}
    </section>
  );
}

/** The new-link modal: name, URL and description, all required; only http(s) addresses. */
function NewLinkForm({ patientId, onClose }: { patientId: number; onClose: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const save = useSavePersonalLinkMutation();
  const [draft, setDraft] = useState<PersonalLinkDraft>({
    linkid: 0,
    id_paziente: patientId,
    name: '',
    link: '',
    descrizione: '',
  });
  const update = (patch: Partial<PersonalLinkDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const { errors, submit } = useFormSave({
    schema: PersonalLinkSchema,
    save: (body: PersonalLinkDraft) => save.mutateAsync({ status: 'update', ...body }),
    feedback: dataSavedFeedback,
    toast,
  });
  return (
    <SaveFormModal onClose={onClose} title={t`Nuovo link`} onSubmit={() => submit(draft)}>
      <div className="flex flex-col gap-4">
        <TextField
          label={t({ message: 'Nome', context: 'link' })}
          value={draft.name}
          maxLength={TEXT_LIMITS.name}
          onChange={(event) => update({ name: event.target.value })}
          error={errors.name}
          required
        />
        <TextField
          label={t`URL`}
          type="url"
          inputMode="url"
          value={draft.link}
          maxLength={TEXT_LIMITS.url}
          placeholder="https://"
          onChange={(event) => update({ link: event.target.value })}
          error={errors.link}
          description={t`Un indirizzo che inizia con https:// o http://`}
          required
        />
        <TextArea
          label={t`Descrizione`}
          value={draft.descrizione}
          maxLength={TEXT_LIMITS.comment}
          onChange={(event) => update({ descrizione: event.target.value })}
          error={errors.descrizione}
          required
        />
      </div>
    </SaveFormModal>
  );
}
