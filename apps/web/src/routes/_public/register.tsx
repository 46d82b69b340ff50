import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../../features/identity/components/register-page.tsx';
import { loadIdentityCatalog } from '../../lib/i18n.ts';

// Linked from the login page (spec part 2, "Login page"); issue #23.
export const Route = createFileRoute('/_public/register')({
  // The identity pages' texts are a catalog of their own, loaded here rather than with the login page.
  loader: () => loadIdentityCatalog(),
  component: RegisterPage,
});
