import { PageHeader } from '@cartella/ui/page-header';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CookiePolicy } from '../../../features/privacy/cookie-policy.tsx';
import { RouteError } from '../../../features/shell/components/route-error.tsx';
import { loadPrivacyCatalog } from '../../../lib/i18n.ts';

export const Route = createFileRoute('/_auth/account_/CookiePolicy')({
  loader: () => loadPrivacyCatalog(),
  errorComponent: RouteError,
  component: CookiePage,
});

/** Cookie (spec part 2, "Cookie page"). */
function CookiePage() {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t`Cookie`} />
      <CookiePolicy />
    </div>
  );
}
