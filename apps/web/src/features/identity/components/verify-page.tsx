import { EmailVerificationSchema, requestErrorMessages } from '@cartella/domain';
import { Button } from '@cartella/ui/button';
import { Form, FormActions } from '@cartella/ui/form';
import { InlineAlert } from '@cartella/ui/inline-alert';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useFormSave } from '../../../lib/use-form-save.ts';
import { verifyEmailChange } from '../api/account-security.ts';
import { verifyRegistration } from '../api/identity.ts';

export interface VerifyPageProps {
  /** The token of the mailed link (absent when the link was cut). */
  token: string | undefined;
  /** A new account's address, or a new sign-in address of an existing account. */
  kind: 'registration' | 'email';
}

/**
 * The page of the verification link (issue #23). The account is activated by a button, not on
 * load: a mail scanner that opens links must not use up the patient's single-use link.
 */
export function VerifyPage({ token, kind }: VerifyPageProps) {
  const { t } = useLingui();
  const title = kind === 'registration' ? t`Attiva l'account` : t`Conferma il nuovo indirizzo`;
  const [done, setDone] = useState<string | null>(null);
  const { errors, formError, submit } = useFormSave({
    schema: EmailVerificationSchema,
    save: (body: { token: string }) =>
      kind === 'registration' ? verifyRegistration(body) : verifyEmailChange(body),
    feedback: { saved: null, failed: requestErrorMessages.internal, failureText: 'server' },
    onSaved: (message) => setDone(message),
  });
  const linkError = errors.token;

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-8">
      <h1 className="font-bold text-3xl text-brand">{title}</h1>
      {done !== null ? (
        <>
          <InlineAlert variant="success" live>
            {done}
          </InlineAlert>
          <Link to="/login" className="text-brand underline">
            {t`Vai all'accesso`}
          </Link>
        </>
      ) : (
        <Form
          onSubmit={() => submit({ token: token ?? '' })}
          error={linkError ?? formError}
          aria-label={title}
        >
          <p>
            {kind === 'registration'
              ? t`Conferma il tuo indirizzo e-mail per attivare l'account Cartella.`
              : t`Conferma il nuovo indirizzo e-mail con cui accedere a Cartella.`}
          </p>
          <FormActions className="justify-between">
            {kind === 'registration' ? (
              <Link to="/register" className="self-center text-brand underline">
                {t`Registrati di nuovo`}
              </Link>
            ) : null}
            <Button type="submit">{title}</Button>
          </FormActions>
        </Form>
      )}
    </div>
  );
}
