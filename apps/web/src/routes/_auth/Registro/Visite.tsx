import { type Visit, type VitalReading, vitalMeasures } from '@cartella/domain';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { usePermissionGate } from '../../../features/permissions/components/permission-gate.tsx';
import { RouteError } from '../../../features/shell/components/route-error.tsx';
import { type VisitDraft, visitsQueryOptions } from '../../../features/visits/api/visits.ts';
import { VisitForm } from '../../../features/visits/components/visit-form.tsx';
import { VisitList } from '../../../features/visits/components/visit-list.tsx';
import { vitalReadingsQueryOptions } from '../../../features/vital-signs/api/vital-readings.ts';
import { localParts } from '../../../features/vital-signs/components/measures.ts';
import { type VitalDraft, VitalForm } from '../../../features/vital-signs/components/vital-form.tsx';
import { VitalReadings } from '../../../features/vital-signs/components/vital-readings.tsx';
import { decimalInputText } from '../../../lib/numbers.ts';
import { queryClient } from '../../../lib/query-client.ts';

export const Route = createFileRoute('/_auth/Registro/Visite')({
  loader: ({ context: { session } }) =>
    Promise.all([
      queryClient.ensureQueryData(visitsQueryOptions(session.user.id_paziente)),
      queryClient.ensureQueryData(vitalReadingsQueryOptions(session.user.id_paziente)),
    ]),
  errorComponent: RouteError,
  component: VisitsPage,
});

function draftOf(visit: Visit): VisitDraft {
  return {
    id_visita: visit.id_visita,
    id_paziente: visit.id_paziente,
    visita_data: visit.visita_data,
    visita_motivazione: visit.visita_motivazione,
    visita_osservazioni: visit.visita_osservazioni,
    visita_conclusioni: visit.visita_conclusioni,
  };
}

function emptyMeasures(): VitalDraft['measures'] {
  return Object.fromEntries(vitalMeasures.map((key) => [key, ''])) as VitalDraft['measures'];
}

function vitalDraftOf(reading: VitalReading, locale: string): VitalDraft {
  const measures = emptyMeasures();
  for (const key of vitalMeasures) {
    const value = reading[key];
    measures[key] = value == null ? '' : decimalInputText(value, locale);
  }
  return {
    id_parametro: reading.id_parametro ?? 0,
    id_paziente: reading.id_paziente ?? 0,
    ...localParts(reading.created_on),
    measures,
  };
}

/** /Registro/Visite (spec 001 section 2 "Visits page"): the visits group and its modal. */
function VisitsPage() {
  const { t, i18n } = useLingui();
  const { session } = Route.useRouteContext();
  const gate = usePermissionGate();
  const patientId = session.user.id_paziente;
  const [editing, setEditing] = useState<VisitDraft | null>(null);
  const [reading, setReading] = useState<VitalDraft | null>(null);

  const add = () =>
    void gate('aggiungivisite', () =>
      setEditing({
        id_visita: 0,
        id_paziente: patientId,
        visita_data: '',
        visita_motivazione: '',
        visita_osservazioni: '',
        visita_conclusioni: '',
      }),
    );

  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-bold text-3xl text-brand">{t({ message: 'Visite', context: 'page title' })}</h1>
      <VisitList
        patientId={patientId}
        onAdd={add}
        onEdit={(visit) => void gate('modificavisite', () => setEditing(draftOf(visit)))}
      />
      {editing ? <VisitForm initial={editing} onClose={() => setEditing(null)} /> : null}
      <VitalReadings
        patientId={patientId}
        onAdd={() =>
          setReading({
            id_parametro: 0,
            id_paziente: patientId,
            ...localParts(new Date().toISOString()),
            measures: emptyMeasures(),
          })
        }
        onEdit={(item) => setReading(vitalDraftOf(item, i18n.locale))}
      />
      {reading ? <VitalForm initial={reading} onClose={() => setReading(null)} /> : null}
    </div>
  );
}
