import { CollapsibleSection } from '@cartella/ui/collapsible-section';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import {
  physiologicalQueryOptions,
  pregnanciesQueryOptions,
  textSectionQueryOptions,
} from '../../../features/anamnesis/api/anamnesis.ts';
import { PhysiologicalSection } from '../../../features/anamnesis/components/physiological-section.tsx';
import { Pregnancies } from '../../../features/anamnesis/components/pregnancies.tsx';
import { TextSection } from '../../../features/anamnesis/components/text-section.tsx';
import { patientQueryOptions } from '../../../features/patient-record/api/patient.ts';
import { RouteError } from '../../../features/shell/components/route-error.tsx';
import { loadAnamnesisCatalog } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';

export const Route = createFileRoute('/_auth/Registro/Anamnesi')({
  loader: async ({ context: { session } }) => {
    const patientId = session.user.id_paziente;
    const [patient] = await Promise.all([
      queryClient.ensureQueryData(patientQueryOptions(patientId)),
      loadAnamnesisCatalog(),
      queryClient.ensureQueryData(textSectionQueryOptions('AnamnesiFamiliare', patientId)),
      queryClient.ensureQueryData(physiologicalQueryOptions(patientId)),
      queryClient.ensureQueryData(textSectionQueryOptions('AnamnesiRemota', patientId)),
      queryClient.ensureQueryData(textSectionQueryOptions('AnamnesiProssima', patientId)),
    ]);
    if (patient.paziente_sesso === 'female') {
      await queryClient.ensureQueryData(pregnanciesQueryOptions(patientId));
    }
  },
  errorComponent: RouteError,
  component: AnamnesisPage,
});

/**
 * /Registro/Anamnesi (spec 001 section 2 "Anamnesis page" and "Pregnancies"): four collapsible
 * sections, and the pregnancies for female patients only.
 */
function AnamnesisPage() {
  const { t } = useLingui();
  const { session } = Route.useRouteContext();
  const patientId = session.user.id_paziente;
  const patient = useQuery(patientQueryOptions(patientId));
  const female = patient.data?.paziente_sesso === 'female';
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-bold text-3xl text-brand">{t`Anamnesi`}</h1>
      <CollapsibleSection title={t`Familiare`} storageKey="anamnesi-familiare" defaultOpen>
        <TextSection section="AnamnesiFamiliare" patientId={patientId} label={t`Anamnesi familiare`} />
      </CollapsibleSection>
      <CollapsibleSection title={t`Fisiologica`} storageKey="anamnesi-fisiologica" defaultOpen>
        <PhysiologicalSection patientId={patientId} female={female} />
      </CollapsibleSection>
      <CollapsibleSection title={t`Patologica remota`} storageKey="anamnesi-remota" defaultOpen>
        <TextSection section="AnamnesiRemota" patientId={patientId} label={t`Anamnesi patologica remota`} />
      </CollapsibleSection>
      <CollapsibleSection title={t`Patologica prossima`} storageKey="anamnesi-prossima" defaultOpen>
        <TextSection
          section="AnamnesiProssima"
          patientId={patientId}
          label={t`Anamnesi patologica prossima`}
        />
      </CollapsibleSection>
      {female ? (
        <CollapsibleSection title={t`Gravidanze`} storageKey="anamnesi-gravidanze" defaultOpen>
          <Pregnancies patientId={patientId} />
        </CollapsibleSection>
      ) : null}
    </div>
  );
}
