import { infoMessages } from '@cartella/domain';
import { useLingui } from '@lingui/react/macro';
import { domainText } from '../../../lib/i18n.ts';
import type { DrugDetails } from '../api/therapies.ts';
import { InteractionAdvice, InteractionWarning } from './interaction-warning.tsx';

export interface DrugDetailsViewProps {
  details: DrugDetails | undefined;
  pending: boolean;
  failed: boolean;
}

/** Name, ingredient, ATC path, pack, equivalents and known interactions of one drug. */
export function DrugDetailsView({ details, pending, failed }: DrugDetailsViewProps) {
  const { t, i18n } = useLingui();
  if (pending)
    return (
      <p role="status" className="font-semibold text-brand">
        {t`Caricamento del farmaco`}
      </p>
    );
  if (failed || details === undefined)
    return (
      <article className="flex flex-col gap-4">
        <h1 className="font-bold text-3xl text-brand">{t`Farmaco non trovato`}</h1>
        <p role="alert" className="font-semibold text-danger-strong">
          {domainText(infoMessages.drugInfoMissing)}
        </p>
      </article>
    );
  return (
    <article className="flex flex-col gap-4">
      <h1 className="font-bold text-3xl text-brand">{details.descrizione_breve}</h1>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t`Principio attivo`}</dt>
        {/* The Italian register's own words (AIFA): the same in both languages. */}
        <dd lang="it">{details.principio_attivo}</dd>
        <dt className="font-semibold">{t`Codice AIC`}</dt>
        <dd>{details.id_farmaco_codifa}</dd>
        <dt className="font-semibold">{t`Confezione`}</dt>
        <dd lang="it">{details.confezione}</dd>
        <dt className="font-semibold">{t`Somministrazione`}</dt>
        <dd lang="it">{details.somministrazione}</dd>
      </dl>
      <section className="flex flex-col gap-2" aria-labelledby="drug-atc-title">
        <h2 id="drug-atc-title" className="font-bold text-brand text-xl">
          {t`Classificazione ATC`}
        </h2>
        <ol className="list-decimal pl-6">
          {details.atc.map((level) => (
            <li key={level.codice_atc}>
              {level.codice_atc} –{' '}
              {/* A level the project has no English name for keeps AIFA's Italian one. */}
              <span
                lang={i18n.locale !== 'it' && level.descrizione === level.descrizione_it ? 'it' : undefined}
              >
                {level.descrizione}
              </span>
            </li>
          ))}
        </ol>
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="font-bold text-brand text-xl">{t`Farmaci equivalenti`}</h2>
        {details.equivalenti.length === 0 ? (
          <p>{t`Nessun farmaco equivalente`}</p>
        ) : (
          <ul className="list-disc pl-6">
            {details.equivalenti.map((drug) => (
              <li key={drug.id_farmaco_codifa}>{drug.descrizione_breve}</li>
            ))}
          </ul>
        )}
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="font-bold text-brand text-xl">{t`Interazioni note`}</h2>
        {details.interazioni.length === 0 ? (
          <p>{t`Nessuna interazione nota nel thesaurus`}</p>
        ) : (
          <>
            <InteractionAdvice />
            <ul className="flex flex-col gap-4">
              {details.interazioni.map((item) => (
                <li key={item.id}>
                  <InteractionWarning
                    livello={item.livello}
                    livelli={item.livelli}
                    rischio_fr={item.rischio_fr}
                    first={item.nomi_sostanza}
                    second={item.nomi_interazione_con}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </article>
  );
}
