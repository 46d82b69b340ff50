import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { fetchOidcProvider } from '../../features/auth/api/login.ts';
import { LoginPage } from '../../features/auth/components/login-page.tsx';
import { prepareShell } from './-components/prepare-shell.ts';

const LoginSearch = v.object({
  redirect: v.optional(v.pipe(v.string(), v.startsWith('/'))),
  /** How a sign-in with the OpenID provider ended, when the server sent the browser back here. */
  oauth: v.optional(v.picklist(['not_registered', 'failed'])),
});

// The login route is always allowed (spec: route guard).
export const Route = createFileRoute('/_public/login')({
  validateSearch: (search) => {
    const parsed = v.safeParse(LoginSearch, search);
    return parsed.success ? parsed.output : {};
  },
  // The provider's button (issue #23) shows only when the server has one configured.
  loader: () => fetchOidcProvider(),
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect, oauth } = Route.useSearch();
  const provider = Route.useLoaderData();
  const navigate = useNavigate();
  return (
    <LoginPage
      oauth={oauth}
      provider={provider}
      onSignedIn={async (answer) => {
        await prepareShell(answer);
        const target =
          redirect && !redirect.startsWith('//')
            ? redirect.replace(/^\/webui/, '')
            : '/Registro/SchedaPaziente';
        void navigate({ to: target });
      }}
    />
  );
}
