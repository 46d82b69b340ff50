import { confidentialityLabels, confidentialityLevels } from '@cartella/domain';
import { Select } from '@cartella/ui/select';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { shareLinksQueryOptions } from '../../features/reports/api/share-links.ts';
import { ReportCard } from '../../features/reports/components/report-card.tsx';
import { ShareLinks } from '../../features/reports/components/share-links.tsx';
import { RouteError } from '../../features/shell/components/route-error.tsx';
import { domainText } from '../../lib/i18n.ts';
import { queryClient } from '../../lib/query-client.ts';

export const Route = createFileRoute('/_auth/report')({
  loader: ({ context: { session } }) =>
    queryClient.ensureQueryData(shareLinksQueryOptions(session.user.id_paziente)),
  errorComponent: RouteError,
  component: ReportPage,
});

const WHOLE_RECORD = 'all';

/**
 * /report (spec 001 section 2 "Report page"): Report, Report di Emergenza and Report FHIR, each
 * with a preview in the page and a download; the patient may leave out the most confidential items.
 */
function ReportPage() {
  const { t } = useLingui();
  const { session } = Route.useRouteContext();
  const [level, setLevel] = useState(WHOLE_RECORD);
  const patientId = session.user.id_paziente;
  const patientName = [session.user.paziente_nome, session.user.paziente_cognome].filter(Boolean).join('_');
  const chosenLevel = level === WHOLE_RECORD ? null : Number(level);
  const common = { patientId, patientName, level: chosenLevel };
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-bold text-3xl text-brand">{t`Report`}</h1>
      <Select
        label={t`Dati da includere`}
        value={level}
        onValueChange={setLevel}
        options={[
          { value: WHOLE_RECORD, label: t`Tutti i dati` },
          ...confidentialityLevels
            .slice(0, -1)
            .map((id) => ({ value: String(id), label: t`Fino a: ${domainText(confidentialityLabels[id])}` })),
        ]}
        className="max-w-md"
      />
      <ReportCard
        kind="clinical"
        title={t({ message: 'Report', context: 'the clinical report' })}
        description={t`Tutta la cartella clinica in un PDF.`}
        {...common}
      />
      <ReportCard
        kind="emergency"
        title={t`Report di Emergenza`}
        description={t`Una pagina per chi ti soccorre: allergie per prime, terapie, contatti.`}
        {...common}
      />
      <ReportCard
        kind="fhir"
        title={t`Report FHIR`}
        description={t`La cartella nel formato che leggono gli altri sistemi sanitari: HL7 FHIR R4 (International Patient Summary).`}
        {...common}
      />
      <ShareLinks patientId={patientId} level={chosenLevel} />
    </div>
  );
}
