import { allergyTargetKindLabels, diagnosisTypeLabels } from '@cartella/domain';
import { InlineAlert } from '@cartella/ui/inline-alert';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { domainText } from '../../../lib/i18n.ts';
import { diagnosesQueryOptions } from '../api/care.ts';

/**
 * The patient's allergies and intolerances (confirmed or suspected) at the top of the page, so
 * they are seen before anything else (issue #16). Nothing shows when there are none.
 */
export function AllergySummary({ patientId }: { patientId: number }) {
  const { t } = useLingui();
  const diagnoses = useQuery(diagnosesQueryOptions(patientId));
  const allergies = (diagnoses.data ?? []).filter(
    (diagnosis) => diagnosis.tipo_diagnosi !== 'Diagnosi' && diagnosis.diagnosi_stato !== 2,
  );
  if (allergies.length === 0) return null;
  return (
    <InlineAlert variant="warning" title={t`Allergie e intolleranze`}>
      <ul className="list-disc pl-5">
        {allergies.map((allergy) => (
          <li key={allergy.id_diagnosi}>
            <strong>{allergy.diagnosi_patologia}</strong> (
            {domainText(diagnosisTypeLabels[allergy.tipo_diagnosi])}
            {allergy.bersaglio
              ? `; ${domainText(allergyTargetKindLabels[allergy.bersaglio.tipo_bersaglio])}: ${allergy.bersaglio.descrizione}`
              : ''}
            )
          </li>
        ))}
      </ul>
    </InlineAlert>
  );
}
