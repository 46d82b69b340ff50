import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { PasswordResetPage } from '../../../features/identity/components/password-reset-page.tsx';
import { loadIdentityCatalog } from '../../../lib/i18n.ts';

const ResetSearch = v.object({ token: v.optional(v.pipe(v.string(), v.maxLength(64))) });

// Linked from the login page (spec part 2, "Login page"); the mailed link adds ?token= (issue #23).
export const Route = createFileRoute('/_public/password/reset')({
  validateSearch: (search) => {
    const parsed = v.safeParse(ResetSearch, search);
    return parsed.success ? parsed.output : {};
  },
  // The identity pages' texts are a catalog of their own, loaded here rather than with the login page.
  loader: () => loadIdentityCatalog(),
  component: ResetRoute,
});

function ResetRoute() {
  const { token } = Route.useSearch();
  return <PasswordResetPage token={token} />;
}
