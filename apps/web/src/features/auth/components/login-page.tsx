import type { LoginAnswer } from '@cartella/domain';
import { LoginSchema, requestErrorMessages } from '@cartella/domain';
import { Button } from '@cartella/ui/button';
import { Form, FormActions } from '@cartella/ui/form';
import { PasswordField } from '@cartella/ui/password-field';
import { TextField } from '@cartella/ui/text-field';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useFormSave } from '../../../lib/use-form-save.ts';
import { login, OIDC_START_PATH } from '../api/login.ts';
import { MobileAppLinks, publishedApps } from './mobile-app-links.tsx';

export interface LoginPageProps {
  /** The OpenID provider configured on the server (issue #23), or null: then no button. */
  provider?: { label: string } | null;
  /** The outcome of a sign-in with the OpenID provider that came back here (`?oauth=`). */
  oauth?: 'not_registered' | 'failed' | undefined;
  /**
   * What follows a successful sign-in (the route prepares the shell and navigates); a failure
   * shows on the form like a refused sign-in.
   */
  onSignedIn: (answer: LoginAnswer) => Promise<void>;
}

/** E-mail and password sign-in (spec part 2, section 2 "Login page"). */
export function LoginPage({ onSignedIn, oauth, provider = null }: LoginPageProps) {
  const { t } = useLingui();
  const {
    errors: fieldErrors,
    formError,
    submit: saveForm,
  } = useFormSave({
    schema: LoginSchema,
    save: async (_input, credentials) => onSignedIn(await login(credentials)),
    // No toast before signing in: a refusal shows on the form itself.
    feedback: { saved: null, failed: requestErrorMessages.internal, failureText: 'server' },
  });

  function submit(data: FormData) {
    return saveForm({
      email: String(data.get('email') ?? '').trim(),
      password: String(data.get('password') ?? ''),
    });
  }

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-8">
      <h1 className="font-bold text-3xl text-brand">{t`Accedi a Cartella`}</h1>
      <MobileAppLinks androidUrl={publishedApps.androidUrl} iosUrl={publishedApps.iosUrl}>
        <Form onSubmit={submit} error={formError} aria-label={t`Accesso`}>
          <TextField
            name="email"
            type="email"
            label={t`E-mail`}
            autoComplete="username"
            required
            error={fieldErrors.email}
          />
          <PasswordField
            name="password"
            label={t`Password`}
            showLabel={t`Mostra password`}
            hideLabel={t`Nascondi password`}
            required
            error={fieldErrors.password}
          />
          <FormActions className="justify-between">
            <Link to="/password/reset" className="self-center text-brand underline">
              {t`Password dimenticata?`}
            </Link>
            <Button type="submit">{t`Accedi`}</Button>
          </FormActions>
        </Form>
        {provider ? (
          <div className="flex flex-col gap-2 border-gray-300 border-t pt-4">
            {oauth ? (
              <p role="alert" className="font-semibold text-danger-strong">
                {oauth === 'not_registered'
                  ? t`Non sei ancora registrato con ${provider.label}: registrati con la stessa e-mail, poi potrai accedere anche così.`
                  : t`L'accesso con ${provider.label} non è riuscito. Riprova.`}
              </p>
            ) : null}
            <a
              href={OIDC_START_PATH}
              className="inline-flex min-h-11 items-center justify-center rounded border-2 border-brand px-4 py-2 font-semibold text-brand"
            >
              {t`Accedi con ${provider.label}`}
            </a>
          </div>
        ) : null}
        <p className="border-gray-300 border-t pt-4">
          {t`Non hai un account?`}{' '}
          <Link to="/register" className="text-brand underline">
            {t`Registrati`}
          </Link>
        </p>
      </MobileAppLinks>
    </div>
  );
}
