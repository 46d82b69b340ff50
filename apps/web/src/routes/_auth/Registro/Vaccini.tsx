import { usualVaccinationConfidentiality } from '@cartella/domain';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { patientQueryOptions } from '../../../features/patient-record/api/patient.ts';
import { RouteError } from '../../../features/shell/components/route-error.tsx';
import {
  type VaccinationDraft,
  type VaccinationItem,
  vaccinationsQueryOptions,
} from '../../../features/vaccinations/api/vaccinations.ts';
import { DueVaccinations } from '../../../features/vaccinations/components/due-vaccinations.tsx';
import { UsefulLinks } from '../../../features/vaccinations/components/useful-links.tsx';
import { VaccinationForm } from '../../../features/vaccinations/components/vaccination-form.tsx';
import { VaccinationList } from '../../../features/vaccinations/components/vaccination-list.tsx';
import { loadVaccinationsCatalog } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useRecordPage } from './-components/record-page.ts';

export const Route = createFileRoute('/_auth/Registro/Vaccini')({
  loader: ({ context: { session } }) =>
    Promise.all([
      loadVaccinationsCatalog(),
      queryClient.ensureQueryData(patientQueryOptions(session.user.id_paziente)),
      queryClient.ensureQueryData(vaccinationsQueryOptions(session.user.id_paziente)),
    ]),
  errorComponent: RouteError,
  component: VaccinationsPage,
});

interface Editing {
  draft: VaccinationDraft;
  vaccineName: string;
}

function draftOf(vaccination: VaccinationItem): VaccinationDraft {
  return {
    id_vaccinazione: vaccination.id_vaccinazione,
    id_paziente: vaccination.id_paziente,
    id_vaccino: vaccination.id_vaccino,
    vaccinazione_data: vaccination.vaccinazione_data,
    vaccinazione_reazioni: vaccination.vaccinazione_reazioni,
    vaccinazione_richiamo: vaccination.vaccinazione_richiamo,
    id_livello_confidenzialita: vaccination.id_livello_confidenzialita,
  };
}

/** /Registro/Vaccini (spec 001 section 2 "Vaccinations page"): the list, the modals, useful links. */
function VaccinationsPage() {
  const { t } = useLingui();
  const { patientId, patient, gate } = useRecordPage();
  const [editing, setEditing] = useState<Editing | null>(null);
  const levels = patient.data?.liveli_confidencialita ?? [];
  const vaccinations = useQuery(vaccinationsQueryOptions(patientId)).data ?? [];

  const add = () =>
    void gate('aggiungivaccini', () =>
      setEditing({
        vaccineName: '',
        draft: {
          id_vaccinazione: 0,
          id_paziente: patientId,
          id_vaccino: '',
          vaccinazione_data: '',
          vaccinazione_reazioni: '',
          vaccinazione_richiamo: null,
          id_livello_confidenzialita: usualVaccinationConfidentiality(vaccinations),
        },
      }),
    );

  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-bold text-3xl text-brand">{t`Vaccini`}</h1>
      <VaccinationList
        patientId={patientId}
        levels={levels}
        onAdd={add}
        onEdit={(vaccination) =>
          void gate('modificavaccini', () =>
            setEditing({
              draft: draftOf(vaccination),
              vaccineName: vaccination.vaccinidetails.descrizione_breve,
            }),
          )
        }
      />
      {editing ? (
        <VaccinationForm
          initial={editing.draft}
          earlier={vaccinations}
          initialVaccineName={editing.vaccineName}
          levels={levels}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <DueVaccinations patientId={patientId} />
      <UsefulLinks />
    </div>
  );
}
