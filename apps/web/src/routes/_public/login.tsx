import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { lazy } from 'react';
import * as v from 'valibot';
import { fetchOidcProvider } from '../../features/auth/api/login.ts';
import { LoginPage } from '../../features/auth/components/login-page.tsx';
import { loadIdentityCatalog } from '../../lib/i18n.ts';
import { prepareShell } from './-components/prepare-shell.ts';

// The second step of a sign-in (issue #23) and its texts load only when a sign-in needs them.
const SecondStep = lazy(async () => {
  const [module] = await Promise.all([
    import('../../features/identity/components/second-step.tsx'),
    loadIdentityCatalog(),
  ]);
  return module;
});

const LoginSearch = v.object({
  redirect: v.optional(v.pipe(v.string(), v.startsWith('/'))),
  /** How a sign-in with the OpenID provider ended, when the server sent the browser back here. */
  oauth: v.optional(v.picklist(['not_registered', 'failed', 'second_step'])),
  /** With `oauth=second_step`: the ways the account can pass it, comma-separated. */
  methods: v.optional(v.picklist(['totp', 'passkey', 'totp,passkey'])),
  /** The account was just deleted from the account page (issue #34 T4): the page says so. */
  account: v.optional(v.picklist(['eliminato'])),
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
  const { redirect, oauth, methods, account } = Route.useSearch();
  const provider = Route.useLoaderData();
  const navigate = useNavigate();
  return (
    <LoginPage
      oauth={oauth}
      accountDeleted={account === 'eliminato'}
      methods={methods?.split(',') as ('totp' | 'passkey')[] | undefined}
      SecondStep={SecondStep}
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
