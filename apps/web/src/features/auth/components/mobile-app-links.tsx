import { Button } from '@cartella/ui/button';
import { useMediaQuery } from '@cartella/ui/use-media-query';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';

const androidUrl =
  import.meta.env.VITE_ANDROID_APP_URL ?? 'https://play.google.com/store/search?q=cartella&c=apps';
const iosUrl = import.meta.env.VITE_IOS_APP_URL ?? 'https://apps.apple.com/it/search?term=cartella';

/**
 * On phones the login page offers the mobile app instead of the form (spec part 2, section 1).
 * The form stays one tap away: many patients have only the browser (docs/spec-deviations.md).
 */
export function MobileAppLinks({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const isPhone = useMediaQuery('(max-width: 640px)');
  const [useBrowser, setUseBrowser] = useState(false);
  if (!isPhone || useBrowser) return <>{children}</>;
  return (
    <section aria-labelledby="mobile-app-title" className="flex flex-col gap-4">
      <h2 id="mobile-app-title" className="font-semibold text-xl">
        {t`Scarica l'app Cartella`}
      </h2>
      <ul className="flex flex-col gap-3">
        <li>
          <a
            className="flex min-h-11 items-center rounded-md border-2 border-brand px-4 font-semibold text-brand"
            href={androidUrl}
          >
            {t`Scarica per Android`}
          </a>
        </li>
        <li>
          <a
            className="flex min-h-11 items-center rounded-md border-2 border-brand px-4 font-semibold text-brand"
            href={iosUrl}
          >
            {t`Scarica per iOS`}
          </a>
        </li>
      </ul>
      <Button variant="ghost" onClick={() => setUseBrowser(true)}>
        {t`Continua nel browser`}
      </Button>
    </section>
  );
}
