import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../lib/dates.ts';
import { QueryView } from '../../../lib/query-view.tsx';
import { type DueVaccinationItem, dueVaccinationsQueryOptions } from '../api/vaccinations.ts';

/**
 * 'Vaccinazioni raccomandate': what the national calendar recommends for the patient's age and
 * sex, and what looks due or overdue from the record, with the calendar cited and a line saying
 * the doctor decides (issue 21, beyond the spec).
 */
export function DueVaccinations({ patientId }: { patientId: number }) {
  const { t, i18n } = useLingui();
  const due = useQuery(dueVaccinationsQueryOptions(patientId));
  const title = t`Vaccinazioni raccomandate`;

  const statusText = (item: DueVaccinationItem) => {
    const date = formatDate(item.data, i18n.locale);
    if (item.stato === 'overdue')
      return item.dosi_previste === null
        ? t`In ritardo: il richiamo era previsto dal ${date}`
        : t`In ritardo: prevista dal ${date}`;
    if (item.stato === 'due')
      return item.dosi_registrate === 0 && item.dosi_previste === null
        ? t`Da fare: nessuna dose registrata`
        : t`Da fare: prevista dal ${date}`;
    return item.dosi_previste === null ? t`In regola: prossima dose dal ${date}` : t`Completata`;
  };
  const tone = {
    overdue: 'border-danger-strong bg-forbidden-soft',
    due: 'border-warning bg-warning-soft',
    done: 'border-ok bg-ok-soft',
  } as const;

  return (
    <section className="flex flex-col gap-3" aria-labelledby="due-vaccinations-title">
      <h2 id="due-vaccinations-title" className="font-bold text-2xl text-brand">
        {title}
      </h2>
      <p className="font-semibold">
        {t`Un promemoria dal tuo registro, non una prescrizione: decide il medico, che conosce la tua storia e le indicazioni della tua Regione.`}
      </p>
      <QueryView query={due} loading={t`Calcolo delle vaccinazioni raccomandate`}>
        {(recommended) => (
          <>
            {recommended.eta_nota ? null : (
              <p>{t`Inserisci la data di nascita nella scheda paziente per vedere le vaccinazioni raccomandate.`}</p>
            )}
            {recommended.eta_nota && !recommended.sesso_noto ? (
              <p>{t`Il sesso non è indicato nella scheda paziente: le vaccinazioni raccomandate per un solo sesso non sono elencate.`}</p>
            ) : null}
            {recommended.eta_nota && recommended.voci.length === 0 ? (
              <p>{t`Per la tua età il calendario non raccomanda altre vaccinazioni valutate qui.`}</p>
            ) : null}
            <ul aria-label={title} className="m-0 flex list-none flex-col gap-2 p-0">
              {recommended.voci.map((item) => (
                <li
                  key={`${item.voce}-${item.nome}`}
                  className={`rounded-md border-2 p-3 ${tone[item.stato]}`}
                >
                  <p className="font-semibold">{item.nome}</p>
                  <p>{statusText(item)}</p>
                </li>
              ))}
            </ul>
            <p className="text-sm">
              {t`Fonte:`} {recommended.calendario.citazione}.{' '}
              {t`Versione dei dati: ${recommended.calendario.versione}.`}{' '}
              <a
                className="text-brand-strong underline"
                href={recommended.calendario.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t`Il calendario sul sito del Ministero della Salute`}
              </a>
            </p>
          </>
        )}
      </QueryView>
    </section>
  );
}
