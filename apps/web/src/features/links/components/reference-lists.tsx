import { referenceLinkKindLabels, referenceLinkKinds } from '@cartella/domain';
import { CollapsibleSection } from '@cartella/ui/collapsible-section';
import { EmptyState } from '@cartella/ui/empty-state';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { domainText } from '../../../lib/i18n.ts';
import { QueryView } from '../../../lib/query-view.tsx';
import { PatientRecordList } from '../../../lib/record-lists.tsx';
import { type ReferenceLinkItem, type ReferenceLinkKind, referenceLinksQueryOptions } from '../api/links.ts';
import { openWebLink } from './personal-links.tsx';

/** The eight reference lists of /altro (spec 001 section 2), each loaded when opened and searchable. */
export function ReferenceLists() {
  const { t } = useLingui();
  return (
    <section className="flex flex-col gap-3" aria-labelledby="reference-lists-title">
      <h2 id="reference-lists-title" className="font-bold text-2xl text-brand">
        {t`Link di riferimento`}
      </h2>
      {referenceLinkKinds.map((kind) => (
        <ReferenceList key={kind} kind={kind} />
      ))}
    </section>
  );
}

function ReferenceList({ kind }: { kind: ReferenceLinkKind }) {
  const { t } = useLingui();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const links = useQuery({ ...referenceLinksQueryOptions(kind), enabled: open });
  const title = domainText(referenceLinkKindLabels[kind]);
  const visit = (link: ReferenceLinkItem) => {
    const problem = openWebLink(link.link_url);
    if (problem !== null) toast.show({ variant: 'error', title: problem });
  };
  return (
    <CollapsibleSection title={title} headingLevel={3} defaultOpen={false} onOpenChange={setOpen}>
      <QueryView query={links} loading={t`Caricamento dell'elenco`}>
        {(rows) => (
          <PatientRecordList
            caption={title}
            rows={rows}
            getRowKey={(link) => `${link.link_name}|${link.link_city}|${link.link_sede}`}
            columns={[
              {
                key: 'name',
                header: t({ message: 'Nome', context: 'link' }),
                cell: (link) => link.link_name,
              },
              { key: 'sede', header: t`Sede`, cell: (link) => link.link_sede },
              { key: 'city', header: t`Città`, cell: (link) => link.link_city },
              { key: 'info', header: t`Informazioni`, cell: (link) => link.link_informazioni },
            ]}
            search={{
              label: t`Cerca in ${title}`,
              minChars: 2,
              getText: (link) =>
                `${link.link_name} ${link.link_sede} ${link.link_city} ${link.link_informazioni}`,
            }}
            actions={[
              {
                key: 'open',
                icon: 'globe',
                label: (link) => t`Apri il sito di ${link.link_name}`,
                onSelect: visit,
                isHidden: (link) => link.link_url === '',
                showOnCompact: true,
              },
            ]}
            empty={<EmptyState title={t`Elenco vuoto`} />}
            noMatches={<EmptyState title={t`Nessun risultato`} />}
          />
        )}
      </QueryView>
      <p className="mt-2 text-sm">
        {kind === 'ospedali_italiani' ? (
          // Plain t`` around the name rather than <Trans>: Lingui's Trans component is 0.8 kB of
          // the vendor chunk every page loads, login included (scripts/check-size.mjs).
          <>
            {t`Fonte:`} <span lang="it">Ministero della Salute</span>{' '}
            {t`– anagrafica delle strutture di ricovero, tramite HL7 Italia terminology (IODL)`}
          </>
        ) : (
          t`Elenco curato dal progetto Cartella a partire dai siti ufficiali delle istituzioni citate.`
        )}
      </p>
    </CollapsibleSection>
  );
}
