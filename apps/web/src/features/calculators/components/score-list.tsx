import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

const linkClasses =
  'flex min-h-16 items-center justify-center rounded-md bg-brand px-4 py-3 text-center font-semibold text-lg text-white hover:bg-brand-strong focus-visible:outline-4 focus-visible:outline-brand-strong focus-visible:outline-offset-2';

/** /calcolatricemedica/calcoloScores: a list of score buttons (spec 001 section 2). */
export function ScoreList() {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="m-0 font-bold text-3xl text-brand">{t`Calcolo scores`}</h1>
      <nav aria-label={t`Scores`}>
        <ul className="m-0 grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3">
          <li>
            <Link to="/calcolatricemedica/calcoloScores/hasBledScore" className={linkClasses}>
              HAS-BLED
            </Link>
          </li>
          <li>
            <Link to="/calcolatricemedica/calcoloScores/meldScore" className={linkClasses}>
              MELD
            </Link>
          </li>
          <li>
            <Link to="/calcolatricemedica/calcoloScores/chaDsVasScore" className={linkClasses}>
              CHA2DS2-VASc
            </Link>
          </li>
          <li>
            <Link to="/calcolatricemedica/calcoloScores/framinghamScore" className={linkClasses}>
              Framingham
            </Link>
          </li>
          <li>
            <Link to="/calcolatricemedica/calcoloScores/cardiovascolareScore" className={linkClasses}>
              {t`Rischio cardiovascolare`}
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
