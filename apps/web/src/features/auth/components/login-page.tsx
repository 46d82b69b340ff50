import type { LoginAnswer, SecondFactorMethod } from '@cartella/domain';
import { internalErrorMessage, LoginSchema } from '@cartella/domain';
import { Button } from '@cartella/ui/button';
import { Form, FormActions } from '@cartella/ui/form';
import { PasswordField } from '@cartella/ui/password-field';
import { TextField } from '@cartella/ui/text-field';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { lazy, Suspense, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useFormSave } from '../../../lib/use-form-save.ts';
import { login, oidcStartUrl } from '../api/login.ts';
import { publishedApps } from './published-apps.ts';

// Offered on phones only when an app is published: otherwise its code is never loaded.
const MobileAppLinks = lazy(async () => ({
  default: (await import('./mobile-app-links.tsx')).MobileAppLinks,
}));
const hasPublishedApp = publishedApps.androidUrl !== undefined || publishedApps.iosUrl !== undefined;

export interface LoginPageProps {
  /** The OpenID provider configured on the server (issue #23), or null: then no button. */
  provider?: { label: string } | null;
  /** The outcome of a sign-in with the OpenID provider that came back here (`?oauth=`). */
  oauth?: 'not_registered' | 'failed' | 'second_step' | undefined;
  /** The account was just deleted (issue #34 T4): the page says so above the form. */
  accountDeleted?: boolean | undefined;
  /** After the OpenID provider: the second step's ways (`?methods=`), when it needs one. */
  methods?: readonly SecondFactorMethod[] | undefined;
  /** The second step's form (issue #23), loaded by the route only when a sign-in needs it. */
  SecondStep: ComponentType<{
    methods: readonly SecondFactorMethod[];
    onSignedIn: (answer: LoginAnswer) => Promise<void>;
    onRestart: (reason: string | null) => void;
  }>;
  /**
   * What follows a successful sign-in (the route prepares the shell and navigates); a failure
   * shows on the form like a refused sign-in.
   */
  onSignedIn: (answer: LoginAnswer) => Promise<void>;
}

/** Puts the focus on an element once it is on the page (a notice that replaces what had it). */
function focusOnMount(element: HTMLElement | null) {
  element?.focus();
}

/** E-mail and password sign-in (spec part 2, section 2 "Login page"). */
export function LoginPage({
  onSignedIn,
  oauth,
  accountDeleted = false,
  methods,
  SecondStep,
  provider = null,
}: LoginPageProps) {
  const { t } = useLingui();
  // Issue #23: the second step of an account with a second factor, after the password or provider.
  const [secondStep, setSecondStep] = useState<readonly SecondFactorMethod[] | null>(
    oauth === 'second_step' && methods && methods.length > 0 ? methods : null,
  );
  // Why the sign-in did not go on: the second step ran out, or the passkey was not used.
  const [notice, setNotice] = useState<string | null>(null);
  const {
    errors: fieldErrors,
    formError,
    submit: saveForm,
  } = useFormSave({
    schema: LoginSchema,
    save: async (_input, credentials) => {
      const { success, second_factor } = await login(credentials);
      if (success) return onSignedIn({ success });
      setNotice(null);
      setSecondStep(second_factor?.methods ?? []);
    },
    // No toast before signing in: a refusal shows on the form itself.
    feedback: { saved: null, failed: internalErrorMessage, failureText: 'server' },
  });

  /** A passkey on its own: the browser offers the passkeys it holds for this site. */
  async function signInWithPasskeyAlone() {
    setNotice(null);
    try {
      const { signInWithPasskey } = await import('../../../lib/passkeys.ts');
      await onSignedIn(await signInWithPasskey());
    } catch (error) {
      setNotice(error instanceof ApiError ? error.message : t`La passkey non è stata usata. Riprova.`);
    }
  }

  if (secondStep !== null) {
    return (
      <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-8">
        <h1 className="font-bold text-3xl text-brand">{t`Accedi a Cartella`}</h1>
        <Suspense fallback={null}>
          <SecondStep
            methods={secondStep}
            onSignedIn={onSignedIn}
            onRestart={(reason) => {
              setNotice(reason);
              setSecondStep(null);
            }}
          />
        </Suspense>
      </div>
    );
  }

  function submit(data: FormData) {
    return saveForm({
      email: String(data.get('email') ?? '').trim(),
      password: String(data.get('password') ?? ''),
    });
  }

  const signInForm = (
    <>
      {accountDeleted ? (
        // The focus comes here from the deletion's dialog, which closed on the account page.
        <p ref={focusOnMount} tabIndex={-1} role="status" className="font-semibold text-brand">
          {t`Account eliminato`}
        </p>
      ) : null}
      {notice === null ? null : (
        <p role="alert" className="font-semibold text-danger-strong">
          {notice}
        </p>
      )}
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
      <Button variant="secondary" onClick={() => void signInWithPasskeyAlone()}>
        {t`Accedi con una passkey`}
      </Button>
      {provider ? (
        <div className="flex flex-col gap-2 border-gray-300 border-t pt-4">
          {oauth === 'not_registered' || oauth === 'failed' ? (
            <p role="alert" className="font-semibold text-danger-strong">
              {oauth === 'not_registered'
                ? t`Non sei ancora registrato con ${provider.label}: registrati con la stessa e-mail, poi potrai accedere anche così.`
                : t`L'accesso con ${provider.label} non è riuscito. Riprova.`}
            </p>
          ) : null}
          <a
            href={oidcStartUrl()}
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
    </>
  );

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-8">
      <h1 className="font-bold text-3xl text-brand">{t`Accedi a Cartella`}</h1>
      {hasPublishedApp ? (
        <Suspense fallback={signInForm}>
          <MobileAppLinks androidUrl={publishedApps.androidUrl} iosUrl={publishedApps.iosUrl}>
            {signInForm}
          </MobileAppLinks>
        </Suspense>
      ) : (
        signInForm
      )}
    </div>
  );
}
