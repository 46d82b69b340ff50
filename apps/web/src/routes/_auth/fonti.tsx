import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../features/shell/components/route-error.tsx';
import { type DataSource, dataSourcesQueryOptions } from '../../features/therapies/api/data-sources.ts';
import { loadTherapiesCatalog } from '../../lib/i18n.ts';
import { queryClient } from '../../lib/query-client.ts';
import { QueryView } from '../../lib/query-view.tsx';

export const Route = createFileRoute('/_auth/fonti')({
  loader: () => Promise.all([loadTherapiesCatalog(), queryClient.ensureQueryData(dataSourcesQueryOptions())]),
  errorComponent: RouteError,
  component: DataSourcesPage,
});

/**
 * "Fonti dei dati" (issue 9: the data sources and their licences on an about page). The
 * attributions and licences come from GET /api/fontiDati in the page's language, verbatim from the
 * SOURCE.md files of apps/api/data; the titles and what each set is used for are translated here.
 */
function DataSourcesPage() {
  const { t } = useLingui();
  const sources = useQuery(dataSourcesQueryOptions());
  const described: Record<DataSource['id'], { title: string; usage: string }> = {
    farmaci: {
      title: t`Farmaci`,
      usage: t`Ricerca dei farmaci, dettagli e farmaci equivalenti.`,
    },
    'nomi-farmaci': {
      title: t`Nomi comuni e commerciali dei farmaci`,
      usage: t`Chi cerca «aspirina» o «tachipirina» trova il principio attivo, nella ricerca dei farmaci e delle allergie.`,
    },
    atc: {
      title: t`Classificazione ATC`,
      usage: t`Percorso ATC nei dettagli del farmaco e controllo delle interazioni.`,
    },
    interazioni: {
      title: t`Interazioni farmacologiche`,
      usage: t`Avvisi di interazione quando si aggiunge una terapia. Non sostituisce il parere del medico.`,
    },
    farmacovigilanza: {
      title: t`Strutture di farmacovigilanza`,
      usage: t`Le regioni proposte nella segnalazione di reazioni avverse.`,
    },
    comuni: {
      title: t`Comuni e codici catastali`,
      usage: t`Ricerca dei comuni e controllo del codice fiscale.`,
    },
    vaccini: {
      title: t`Vaccini e calendario vaccinale`,
      usage: t`Ricerca dei vaccini e vaccinazioni raccomandate dal calendario nazionale.`,
    },
    'strutture-ricovero': {
      title: t`Ospedali italiani`,
      usage: t`L'elenco degli ospedali italiani nella pagina Altro.`,
    },
    'link-riferimento': {
      title: t`Link di riferimento`,
      usage: t`Ospedali esteri, linee guida, risorse web e riviste nella pagina Altro.`,
    },
  };
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-bold text-3xl text-brand">{t`Fonti dei dati`}</h1>
      <p>{t`Cartella usa questi dati di riferimento pubblici. Ogni fonte è citata come chiede la sua licenza.`}</p>
      <QueryView query={sources} loading={t`Caricamento delle fonti`}>
        {(rows) => (
          <ul className="m-0 flex list-none flex-col gap-4 p-0">
            {rows.map((source) => (
              <li key={source.id} className="flex flex-col gap-1 rounded-md border-2 border-brand-soft p-4">
                <h2 className="font-bold text-brand-strong text-xl">{described[source.id].title}</h2>
                <p>{described[source.id].usage}</p>
                {source.attribuzioni.map((line) => (
                  <p key={line}>{line}</p>
                ))}
                <p>
                  <span className="font-semibold">{t`Licenza`}:</span> {source.licenza}
                </p>
                <p>
                  <a
                    href={source.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-brand-strong underline underline-offset-4 hover:text-brand"
                  >
                    {source.url}
                  </a>
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}
