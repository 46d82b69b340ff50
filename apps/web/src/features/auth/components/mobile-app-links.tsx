import { Button } from '@cartella/ui/button';
import { useMediaQuery } from '@cartella/ui/use-media-query';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';

export interface MobileAppLinksProps {
  /** Store page of the Android app, when one is published. */
  androidUrl?: string | undefined;
  /** Store page of the iOS app, when one is published. */
  iosUrl?: string | undefined;
  /** The sign-in form. */
  children: ReactNode;
}

/**
 * On phones the login page offers the mobile app instead of the form (spec part 2, section 1),
 * only for an app that is published: with none, the form shows at once rather than a store search
 * for an app that does not exist. The form stays one tap away: many patients have only the
 * browser (docs/spec-deviations.md).
 */
export function MobileAppLinks({ androidUrl, iosUrl, children }: MobileAppLinksProps) {
  const { t } = useLingui();
  const isPhone = useMediaQuery('(max-width: 640px)');
  const [useBrowser, setUseBrowser] = useState(false);
  if (!isPhone || useBrowser || (androidUrl === undefined && iosUrl === undefined)) return <>{children}</>;
  return (
    <section aria-labelledby="mobile-app-title" className="flex flex-col gap-4">
      <h2 id="mobile-app-title" className="font-semibold text-xl">
        {t`Scarica l'app Cartella`}
      </h2>
      <ul className="flex flex-col gap-3">
        {androidUrl === undefined ? null : (
          <li>
            <a
              className="flex min-h-11 items-center rounded-md border-2 border-brand px-4 font-semibold text-brand"
              href={androidUrl}
            >
              {t`Scarica per Android`}
            </a>
          </li>
        )}
        {iosUrl === undefined ? null : (
          <li>
            <a
              className="flex min-h-11 items-center rounded-md border-2 border-brand px-4 font-semibold text-brand"
              href={iosUrl}
            >
              {t`Scarica per iOS`}
            </a>
          </li>
        )}
      </ul>
      <Button variant="ghost" onClick={() => setUseBrowser(true)}>
        {t`Continua nel browser`}
      </Button>
    </section>
  );
}
