import { Card } from '@cartella/ui/card';
import { useLingui } from '@lingui/react/macro';

/** The Ministry of Health's pages of the useful-links box (spec 001 section 2 "Vaccinations page"). */
const ministryPages = {
  calendar:
    'https://www.salute.gov.it/portale/vaccinazioni/dettaglioContenutiVaccinazioni.jsp?lingua=italiano&id=4829&area=vaccinazioni&menu=vuoto',
  travellers:
    'https://www.salute.gov.it/portale/temi/p2_6.jsp?lingua=italiano&id=655&area=Malattie%20infettive&menu=viaggiatori',
};

/** 'Pagine utili': the vaccination calendar and travellers' vaccinations, each in a new tab. */
export function UsefulLinks() {
  const { t } = useLingui();
  return (
    <Card title={t`Pagine utili`}>
      <ul className="flex list-disc flex-col gap-2 pl-6">
        <li>
          <a
            className="text-brand underline"
            href={ministryPages.calendar}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t`Calendario vaccinale (Ministero della Salute)`}
          </a>
        </li>
        <li>
          <a
            className="text-brand underline"
            href={ministryPages.travellers}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t`Vaccinazioni per chi viaggia (Ministero della Salute)`}
          </a>
        </li>
      </ul>
    </Card>
  );
}
