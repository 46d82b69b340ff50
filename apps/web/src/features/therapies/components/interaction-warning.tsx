import { interactionSeverityLabels } from '@cartella/domain';
import { useLingui } from '@lingui/react/macro';
import { domainText } from '../../../lib/i18n.ts';

/** The thesaurus's severity codes (CI, AD, PE, APEC). */
type InteractionSeverity = keyof typeof interactionSeverityLabels;

/** ANSM's own label of each level, shown with its French conditions in the original text. */
const frenchLevelLabels: Record<InteractionSeverity, string> = {
  CI: 'Contre-indication',
  AD: 'Association déconseillée',
  PE: "Précaution d'emploi",
  APEC: 'À prendre en compte',
};

export interface InteractionWarningProps {
  /** The highest level of the record. */
  livello: InteractionSeverity;
  /** Every level with its French conditions. */
  livelli: readonly { codice: InteractionSeverity; condizioni_fr: string }[];
  /** The French risk text. */
  rischio_fr: string;
  /** The two sides (substances or classes), in Italian and English. */
  first: { it: string; en: string };
  second: { it: string; en: string };
  /** The drugs the pair comes from, when they differ from the sides' names (the add-therapy check). */
  drugs?: string;
}

/** What to do, said once above the interactions of a dialog or a page (issue 26). */
export function InteractionAdvice() {
  const { t } = useLingui();
  return (
    <p className="font-semibold">
      {t`Chiedi al medico o al farmacista prima di prenderli insieme, e non sospendere da solo una terapia.`}
    </p>
  );
}

/**
 * One thesaurus interaction in the patient's language (issue 26): the pair named in Italian or
 * English, the severity with what it means (and the other levels when the record has several), and ANSM's French text (conditions
 * of each level, then the risk) behind a disclosure labelled with its language and source.
 */
export function InteractionWarning({
  livello,
  livelli,
  rischio_fr,
  first,
  second,
  drugs,
}: InteractionWarningProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale === 'en' ? 'en' : 'it';
  const meaning: Record<InteractionSeverity, string> = {
    CI: t`Questi farmaci non devono essere presi insieme.`,
    AD: t`È meglio non prenderli insieme: solo il medico può decidere se è necessario, con controlli.`,
    PE: t`Si possono prendere insieme solo con precauzioni (per esempio una dose diversa, dei controlli o orari distanziati).`,
    APEC: t`Insieme possono dare un rischio in più, di cui il medico deve tenere conto.`,
  };
  const levelList = livelli.map((level) => domainText(interactionSeverityLabels[level.codice])).join(', ');
  return (
    <div className="flex flex-col gap-1">
      <p>
        <strong>
          {domainText(interactionSeverityLabels[livello])}: {first[locale]} + {second[locale]}
        </strong>
        {drugs ? <span className="block text-sm">{drugs}</span> : null}
      </p>
      <p>{meaning[livello]}</p>
      {livelli.length > 1 ? (
        <p>
          {t`Il livello dipende dalla dose o dalla situazione: ${levelList}. Le condizioni sono nel testo originale.`}
        </p>
      ) : null}
      <details className="text-sm">
        <summary className="cursor-pointer text-brand-strong underline underline-offset-4">
          {t`Testo originale in francese (ANSM, thesaurus ottobre 2020)`}
        </summary>
        <div lang="fr" className="mt-1 flex flex-col gap-1 border-muted border-l-4 pl-3">
          {livelli.map((level) => (
            <p key={level.codice}>
              <strong>{frenchLevelLabels[level.codice]}</strong>
              {level.condizioni_fr ? ` : ${level.condizioni_fr}` : null}
            </p>
          ))}
          <p>{rischio_fr}</p>
        </div>
      </details>
    </div>
  );
}
