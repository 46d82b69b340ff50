import { EmailVerificationSchema, requestErrorMessages } from '@cartella/domain';
import { Button } from '@cartella/ui/button';
import { Form, FormActions } from '@cartella/ui/form';
import { InlineAlert } from '@cartella/ui/inline-alert';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useFormSave } from '../../../lib/use-form-save.ts';
import { verifyRegistration } from '../api/identity.ts';

export interface VerifyPageProps {
  /** The token of the mailed link (absent when the link was cut). */
  token: string | undefined;
}

/**
 * The page of the verification link (issue #23). The account is activated by a button, not on
 * load: a mail scanner that opens links must not use up the patient's single-use link.
 */
export function VerifyPage({ token }: VerifyPageProps) {
  const { t } = useLingui();
  const [done, setDone] = useState<string | null>(null);
  const { errors, formError, submit } = useFormSave({
    schema: EmailVerificationSchema,
    save: (body: { token: string }) => verifyRegistration(body),
    feedback: { saved: null, failed: requestErrorMessages.internal, failureText: 'server' },
    onSaved: (message) => setDone(message),
  });
  const linkError = errors.token;

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-8">
      <h1 className="font-bold text-3xl text-brand">{t`Attiva l'account`}</h1>
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
          aria-label={t`Attiva l'account`}
        >
          <p>{t`Conferma il tuo indirizzo e-mail per attivare l'account Cartella.`}</p>
          <FormActions className="justify-between">
            <Link to="/register" className="self-center text-brand underline">
              {t`Registrati di nuovo`}
            </Link>
            <Button type="submit">{t`Attiva l'account`}</Button>
          </FormActions>
        </Form>
      )}
    </div>
  );
}
