import { EmailVerificationSchema, internalErrorMessage } from '@cartella/domain';
import { Button } from '@cartella/ui/button';
import { Form, FormActions } from '@cartella/ui/form';
import { InlineAlert } from '@cartella/ui/inline-alert';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useFormSave } from '../../../lib/use-form-save.ts';
import { verifyEmailChange } from '../api/account-security.ts';
import { confirmDoctor, verifyRegistration } from '../api/identity.ts';

export interface VerifyPageProps {
  /** The token of the mailed link (absent when the link was cut). */
  token: string | undefined;
  /**
   * A new account's address, a new sign-in address of an existing account, or a doctor accepting a
   * patient's mail (issue #34, T3a).
   */
  kind: 'registration' | 'email' | 'doctor';
}

function save(kind: VerifyPageProps['kind'], body: { token: string }) {
  switch (kind) {
    case 'registration':
      return verifyRegistration(body);
    case 'email':
      return verifyEmailChange(body);
    case 'doctor':
      return confirmDoctor(body);
    default:
      return kind satisfies never;
  }
}

/**
 * The page of the verification link (issue #23). The account is activated by a button, not on
 * load: a mail scanner that opens links must not use up the patient's single-use link.
 */
export function VerifyPage({ token, kind }: VerifyPageProps) {
  const { t } = useLingui();
  const texts = {
    registration: {
      title: t`Attiva l'account`,
      button: t`Attiva l'account`,
      explanation: t`Conferma il tuo indirizzo e-mail per attivare l'account Cartella.`,
    },
    email: {
      title: t`Conferma il nuovo indirizzo`,
      button: t`Conferma il nuovo indirizzo`,
      explanation: t`Conferma il nuovo indirizzo e-mail con cui accedere a Cartella.`,
    },
    doctor: {
      title: t`Messaggi di un paziente`,
      button: t`Accetto`,
      explanation: t`Un paziente che usa Cartella vorrebbe scriverle a questo indirizzo. Se preme Accetto, i suoi messaggi le arriveranno tramite Cartella; altrimenti chiuda questa pagina.`,
    },
  }[kind];
  const title = texts.title;
  const [done, setDone] = useState<string | null>(null);
  const { errors, formError, submit } = useFormSave({
    schema: EmailVerificationSchema,
    save: (body: { token: string }) => save(kind, body),
    feedback: { saved: null, failed: internalErrorMessage, failureText: 'server' },
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
          {kind === 'doctor' ? null : (
            <Link to="/login" className="text-brand underline">
              {t`Vai all'accesso`}
            </Link>
          )}
        </>
      ) : (
        <Form
          onSubmit={() => submit({ token: token ?? '' })}
          error={linkError ?? formError}
          aria-label={title}
        >
          <p>{texts.explanation}</p>
          <FormActions className="justify-between">
            {kind === 'registration' ? (
              <Link to="/register" className="self-center text-brand underline">
                {t`Registrati di nuovo`}
              </Link>
            ) : null}
            <Button type="submit">{texts.button}</Button>
          </FormActions>
        </Form>
      )}
    </div>
  );
}
