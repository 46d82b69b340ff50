import { internalErrorMessage, PasswordForgotSchema, PasswordResetSchema } from '@cartella/domain';
import { Button } from '@cartella/ui/button';
import { Form, FormActions } from '@cartella/ui/form';
import { InlineAlert } from '@cartella/ui/inline-alert';
import { TextField } from '@cartella/ui/text-field';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useFormSave } from '../../../lib/use-form-save.ts';
import { forgotPassword, resetPassword } from '../api/identity.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

const feedback = { saved: null, failed: internalErrorMessage, failureText: 'server' } as const;

/** Step one: the address a link goes to. The answer is the same whether it has an account or not. */
function ForgotForm({ onSent }: { onSent: (message: string) => void }) {
  const { t } = useLingui();
  const { errors, formError, submit } = useFormSave({
    schema: PasswordForgotSchema,
    save: (body: { email: string }) => forgotPassword(body),
    feedback,
    onSaved: onSent,
  });
  return (
    <Form
      onSubmit={(data) => submit({ email: String(data.get('email') ?? '').trim() })}
      error={formError}
      aria-label={t`Password dimenticata`}
    >
      <p>{t`Scrivi l'indirizzo e-mail del tuo account: ti invieremo un link per scegliere una nuova password.`}</p>
      <TextField
        name="email"
        type="email"
        label={t`E-mail`}
        autoComplete="email"
        required
        error={errors.email}
      />
      <FormActions className="justify-between">
        <Link to="/login" className="self-center text-brand underline">
          {t`Torna all'accesso`}
        </Link>
        <Button type="submit">{t`Invia il link`}</Button>
      </FormActions>
    </Form>
  );
}

/** Step two, from the mailed link: the new password, twice. */
function NewPasswordForm({ token, onDone }: { token: string; onDone: (message: string) => void }) {
  const { t } = useLingui();
  const { errors, formError, submit } = useFormSave({
    schema: PasswordResetSchema,
    save: (body: { token: string; password: string; password_confirmation: string }) => resetPassword(body),
    feedback,
    onSaved: onDone,
  });
  return (
    <Form
      onSubmit={(data) =>
        submit({
          token,
          password: String(data.get('password') ?? ''),
          password_confirmation: String(data.get('password_confirmation') ?? ''),
        })
      }
      error={errors.token ?? formError}
      aria-label={t`Nuova password`}
    >
      <NewPasswordFields label={t`Nuova password`} errors={errors} />
      <FormActions className="justify-end">
        <Button type="submit">{t`Salva la nuova password`}</Button>
      </FormActions>
    </Form>
  );
}

export interface PasswordResetPageProps {
  /** The token of the mailed link; without one the page asks for the address. */
  token: string | undefined;
}

/** Forgotten password (spec part 2, section 2 "Login page"; issue #23). */
export function PasswordResetPage({ token }: PasswordResetPageProps) {
  const { t } = useLingui();
  const [message, setMessage] = useState<string | null>(null);
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-8">
      <h1 className="font-bold text-3xl text-brand">
        {token === undefined ? t`Password dimenticata` : t`Nuova password`}
      </h1>
      {message !== null ? (
        <>
          <InlineAlert variant="success" live>
            {message}
          </InlineAlert>
          <Link to="/login" className="text-brand underline">
            {t`Vai all'accesso`}
          </Link>
        </>
      ) : token === undefined ? (
        <ForgotForm onSent={setMessage} />
      ) : (
        <NewPasswordForm token={token} onDone={setMessage} />
      )}
    </div>
  );
}
