import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { VerifyPage } from '../../../features/identity/components/verify-page.tsx';
import { loadIdentityCatalog } from '../../../lib/i18n.ts';

const ConfirmSearch = v.object({ token: v.optional(v.pipe(v.string(), v.maxLength(64))) });

// The link a doctor a patient added receives (issue #34, T3a): /medico/conferma?token=…
export const Route = createFileRoute('/_public/medico/conferma')({
  validateSearch: (search) => {
    const parsed = v.safeParse(ConfirmSearch, search);
    return parsed.success ? parsed.output : {};
  },
  // The identity pages' texts are a catalog of their own, loaded here rather than with the login page.
  loader: () => loadIdentityCatalog(),
  component: ConfirmRoute,
});

function ConfirmRoute() {
  const { token } = Route.useSearch();
  return <VerifyPage token={token} kind="doctor" />;
}
