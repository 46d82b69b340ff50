import {
  type CareCentreAnswerSchema,
  type CentreType,
  centreTypeLabels,
  centreTypes,
  isCentreWebsite,
} from '@cartella/domain';
import { CollapsibleSection } from '@cartella/ui/collapsible-section';
import { EmptyState } from '@cartella/ui/empty-state';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type * as v from 'valibot';
import { domainText } from '../../../lib/i18n.ts';
import { QueryView } from '../../../lib/query-view.tsx';
import { PatientRecordList } from '../../../lib/record-lists.tsx';
import { centreListQueryOptions } from '../api/centres.ts';

/** One affiliated centre as the page shows it. */
export type CentreItem = v.InferOutput<typeof CareCentreAnswerSchema>;

/** The centre's website when it is an http(s) address, else null (never a javascript: link). */
export function safeWebsite(centre: CentreItem): string | null {
  const site = centre.table_data.sitoWeb.trim();
  return site !== '' && isCentreWebsite(site) ? site : null;
}

/** The three collapsible lists of spec 001 section 2 "Affiliated centres page", each searchable. */
export function CentreLists({ onMail }: { onMail: (centre: CentreItem) => void }) {
  return (
    <div className="flex flex-col gap-3">
      {centreTypes.map((kind) => (
        <CentreList key={kind} kind={kind} onMail={onMail} />
      ))}
    </div>
  );
}

function CentreList({ kind, onMail }: { kind: CentreType; onMail: (centre: CentreItem) => void }) {
  const { t } = useLingui();
  const centres = useQuery(centreListQueryOptions(kind));
  const title = domainText(centreTypeLabels[kind]);
  return (
    <CollapsibleSection title={title} headingLevel={2} defaultOpen>
      <QueryView query={centres} loading={t`Caricamento dell'elenco`}>
        {(rows) => (
          <PatientRecordList
            caption={title}
            rows={rows}
            getRowKey={(centre) => String(centre.id)}
            columns={[
              { key: 'name', header: t`Centro`, cell: (centre) => centre.centro_nome },
              { key: 'address', header: t`Indirizzo`, cell: (centre) => centre.centro_indirizzo },
              {
                key: 'phone',
                header: t`Telefono`,
                // A target a thumb can tap: the number is a whole line of its own on a phone.
                cell: (centre) => (
                  <a
                    href={`tel:${centre.telefono.replaceAll(' ', '')}`}
                    className="inline-flex min-h-11 items-center underline"
                  >
                    {centre.telefono}
                  </a>
                ),
                noWrap: true,
              },
              {
                key: 'info',
                header: t`Informazioni`,
                cell: (centre) => (
                  <div className="flex flex-col">
                    <span className="font-semibold">{centre.table_data.table_column_title.value}</span>
                    <span className="text-sm">{centre.table_data.table_column_subtitle.value}</span>
                    <span>{centre.table_data.table_column_text.value}</span>
                  </div>
                ),
              },
              {
                key: 'site',
                header: t`Sito web`,
                cell: (centre) => {
                  const site = safeWebsite(centre);
                  return site === null ? (
                    '—'
                  ) : (
                    <a href={site} target="_blank" rel="noopener noreferrer" className="underline">
                      {t`Sito di ${centre.centro_nome}`}
                      <span className="sr-only"> {t`(si apre in una nuova scheda)`}</span>
                    </a>
                  );
                },
              },
            ]}
            search={{
              label: t`Cerca in ${title}`,
              minChars: 2,
              getText: (centre) =>
                [
                  centre.centro_nome,
                  centre.centro_indirizzo,
                  centre.telefono,
                  centre.table_data.table_column_title.value,
                  centre.table_data.table_column_subtitle.value,
                  centre.table_data.table_column_text.value,
                ].join(' '),
            }}
            actions={[
              {
                key: 'mail',
                icon: 'envelope',
                label: (centre) => t`Scrivi a ${centre.centro_nome}`,
                onSelect: onMail,
                showOnCompact: true,
              },
            ]}
            empty={<EmptyState title={t`Elenco vuoto`} />}
            noMatches={<EmptyState title={t`Nessun risultato`} />}
          />
        )}
      </QueryView>
    </CollapsibleSection>
  );
}
