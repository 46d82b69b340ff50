import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { VerifyPage } from '../../../features/identity/components/verify-page.tsx';
import { loadIdentityCatalog } from '../../../lib/i18n.ts';

const VerifySearch = v.object({ token: v.optional(v.pipe(v.string(), v.maxLength(64))) });

// The verification link of the registration mail (issue #23): /register/verify?token=…
export const Route = createFileRoute('/_public/register_/verify')({
  validateSearch: (search) => {
    const parsed = v.safeParse(VerifySearch, search);
    return parsed.success ? parsed.output : {};
  },
  // The identity pages' texts are a catalog of their own, loaded here rather than with the login page.
  loader: () => loadIdentityCatalog(),
  component: VerifyRoute,
});

function VerifyRoute() {
  const { token } = Route.useSearch();
  return <VerifyPage token={token} kind="registration" />;
}
