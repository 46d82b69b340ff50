import { diagnosisTypeLabels, type RecordAllergy } from '@cartella/domain';
import { InlineAlert } from '@cartella/ui/inline-alert';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { domainText } from '../../../lib/i18n.ts';

/**
 * The patient's allergies and intolerances (confirmed or suspected) at the top of the record, so
 * whoever reads the record sees them first (issue #16). They come with the record itself: no
 * request and no chunk of their own. Nothing shows when there are none.
 */
export function AllergyNotice({ allergies }: { allergies: readonly RecordAllergy[] }) {
  const { t } = useLingui();
  if (allergies.length === 0) return null;
  return (
    <InlineAlert variant="warning" title={t`Allergie e intolleranze`}>
      <ul className="list-disc pl-5">
        {allergies.map((allergy) => (
          <li key={allergy.id_diagnosi}>
            <strong>{allergy.diagnosi_patologia}</strong> (
            {domainText(diagnosisTypeLabels[allergy.tipo_diagnosi])}
            {allergy.diagnosi_stato === 1 ? t`, sospetta` : ''})
          </li>
        ))}
      </ul>
      <Link to="/Registro/Diagnosi" className="font-semibold text-brand-strong underline">
        {t`Diagnosi e allergie`}
      </Link>
    </InlineAlert>
  );
}
