import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { LoginPage } from '../../features/auth/components/login-page.tsx';
import { prepareShell } from './-components/prepare-shell.ts';

const LoginSearch = v.object({ redirect: v.optional(v.pipe(v.string(), v.startsWith('/'))) });

// The login route is always allowed (spec: route guard).
export const Route = createFileRoute('/_public/login')({
  validateSearch: (search) => {
    const parsed = v.safeParse(LoginSearch, search);
    return parsed.success ? parsed.output : {};
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <LoginPage
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
