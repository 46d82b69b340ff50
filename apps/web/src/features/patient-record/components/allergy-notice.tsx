import type { RecordAllergy } from '@cartella/domain';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';

/**
 * The patient's allergies and intolerances (confirmed or suspected) at the top of the record, so
 * whoever reads the record sees them first (issue #16). They come with the record itself: no
 * request and no chunk of their own, and plain markup with the kit's warning colours rather than
 * the kit's alert with its icons, to keep the record page within its JavaScript budget. Nothing
 * shows when there are none.
 */
export function AllergyNotice({ allergies }: { allergies: readonly RecordAllergy[] }) {
  const { t } = useLingui();
  const titleId = useId();
  if (allergies.length === 0) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-1 rounded-md border-2 border-warning border-l-8 bg-warning-soft p-3"
    >
      <h2 id={titleId} className="m-0 font-bold text-base text-warning-strong">
        {t`Allergie e intolleranze`}
      </h2>
      <ul className="m-0 list-disc pl-5 text-black">
        {allergies.map((allergy) => (
          <li key={allergy.id_diagnosi}>
            <strong>{allergy.diagnosi_patologia}</strong> (
            {allergy.tipo_diagnosi === 'Allergia' ? t`Allergia` : t`Intolleranza`}
            {allergy.diagnosi_stato === 1 ? t`, sospetta` : ''})
          </li>
        ))}
      </ul>
      <Link to="/Registro/Diagnosi" className="font-semibold text-brand-strong underline">
        {t`Diagnosi e allergie`}
      </Link>
    </section>
  );
}
