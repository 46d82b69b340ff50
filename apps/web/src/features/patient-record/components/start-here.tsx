import type { Patient } from '@cartella/domain';
import { useLingui } from '@lingui/react/macro';
import { Link, type LinkProps } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';
import { hasPersonalData } from './new-record.ts';

const actionClasses =
  'inline-flex min-h-11 items-center text-left font-semibold text-brand-strong text-lg underline underline-offset-4';

/** One step: its link or button, then a line saying what it is for (its accessible description). */
function Step({
  action,
  description,
  done,
}: {
  action: (describedBy: string) => ReactNode;
  description: string;
  done?: string | null;
}) {
  const descriptionId = useId();
  return (
    <li>
      <div className="flex flex-wrap items-center gap-x-2">
        {action(descriptionId)}
        {done ? (
          <span aria-hidden="true" className="rounded bg-ok-soft px-2 font-semibold text-ok">
            {done}
          </span>
        ) : null}
      </div>
      <p id={descriptionId} className="m-0 text-black">
        {description}
        {done ? <span className="sr-only"> ({done})</span> : null}
      </p>
    </li>
  );
}

function StepLink({
  to,
  describedBy,
  children,
}: {
  to: LinkProps['to'];
  describedBy: string;
  children: string;
}) {
  return (
    <Link to={to} aria-describedby={describedBy} className={actionClasses}>
      {children}
    </Link>
  );
}

/**
 * "Da dove iniziare" (issue #37): on a record with no health data yet (`isNewRecord`), the first
 * useful steps: the personal data (opens their form on this page; marked done once saved),
 * allergies, medications and a doctor. It loads in a chunk of its own, only for such a record, so
 * the record page's budget does not carry it; it goes away by itself once the record holds data.
 */
export function StartHere({
  patient,
  onCompletePersonalData,
}: {
  patient: Patient;
  /** Opens the personal data form of the record page. */
  onCompletePersonalData: () => void;
}) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-lg border-2 border-brand border-l-8 bg-brand-soft p-4"
    >
      <h2 id={titleId} className="m-0 font-bold text-brand-strong text-xl">
        {t`Da dove iniziare`}
      </h2>
      <p className="m-0 text-black">
        {t`La tua cartella è ancora vuota. Bastano pochi passi per renderla utile a te e a chi ti cura; questo riquadro sparisce appena aggiungi i primi dati.`}
      </p>
      <ol className="m-0 flex list-decimal flex-col gap-3 pl-6 marker:font-semibold marker:text-brand-strong">
        <Step
          action={(describedBy) => (
            <button
              type="button"
              aria-describedby={describedBy}
              onClick={onCompletePersonalData}
              className={actionClasses}
            >
              {t`Completa i dati personali`}
            </button>
          )}
          description={t`Data e comune di nascita, sesso e codice fiscale: servono ai calcoli e ai report.`}
          done={hasPersonalData(patient) ? t`Fatto` : null}
        />
        <Step
          action={(describedBy) => (
            <StepLink to="/Registro/Diagnosi" describedBy={describedBy}>
              {t`Aggiungi allergie e intolleranze`}
            </StepLink>
          )}
          description={t`Compaiono in cima alla scheda, così chi ti cura le vede per prime.`}
        />
        <Step
          action={(describedBy) => (
            <StepLink to="/Registro/Farmaci" describedBy={describedBy}>
              {t`Aggiungi i farmaci che prendi`}
            </StepLink>
          )}
          description={t`Con l'elenco dei farmaci Cartella ti avvisa di interazioni e allergie.`}
        />
        <Step
          action={(describedBy) => (
            <StepLink to="/Registro/Dottori" describedBy={describedBy}>
              {t`Aggiungi il tuo medico`}
            </StepLink>
          )}
          description={t`Il medico di famiglia o lo specialista che ti segue.`}
        />
      </ol>
    </section>
  );
}
