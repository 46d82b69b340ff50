import { internalErrorMessage, RegistrationSchema } from '@cartella/domain';
import { Button } from '@cartella/ui/button';
import { Checkbox } from '@cartella/ui/checkbox';
import { Form, FormActions } from '@cartella/ui/form';
import { InlineAlert } from '@cartella/ui/inline-alert';
import { TextField } from '@cartella/ui/text-field';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useFormSave } from '../../../lib/use-form-save.ts';
import { type RegistrationForm, register } from '../api/identity.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

/**
 * Registration (spec part 2, section 5 "Registration and password messages"; issue #23): the
 * answer is the same whether the address has an account or not, and the account exists only once
 * the mailed link is followed.
 */
export function RegisterPage() {
  const { t } = useLingui();
  const [sent, setSent] = useState<string | null>(null);
  const { errors, formError, submit } = useFormSave({
    schema: RegistrationSchema,
    save: (body: RegistrationForm, checked) =>
      register({
        ...body,
        accetta_termini: checked.accetta_termini,
        accetta_trattamento: checked.accetta_trattamento,
      }),
    feedback: { saved: null, failed: internalErrorMessage, failureText: 'server' },
    onSaved: (message) => setSent(message),
  });

  function onSubmit(data: FormData) {
    return submit({
      nome: String(data.get('nome') ?? '').trim(),
      cognome: String(data.get('cognome') ?? '').trim(),
      email: String(data.get('email') ?? '').trim(),
      password: String(data.get('password') ?? ''),
      password_confirmation: String(data.get('password_confirmation') ?? ''),
      accetta_termini: data.get('accetta_termini') === 'on',
      accetta_trattamento: data.get('accetta_trattamento') === 'on',
    });
  }

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-8">
      <h1 className="font-bold text-3xl text-brand">{t`Registrazione`}</h1>
      {sent === null ? (
        <Form onSubmit={onSubmit} error={formError} aria-label={t`Registrazione`}>
          <TextField name="nome" label={t`Nome`} autoComplete="given-name" required error={errors.nome} />
          <TextField
            name="cognome"
            label={t`Cognome`}
            autoComplete="family-name"
            required
            error={errors.cognome}
          />
          <TextField
            name="email"
            type="email"
            label={t`E-mail`}
            autoComplete="email"
            required
            error={errors.email}
          />
          <NewPasswordFields label={t`Password`} errors={errors} />
          <Checkbox
            name="accetta_termini"
            label={t`Accetto i termini del servizio e l'informativa sulla privacy`}
            description={
              <Link to="/privacy" className="inline-flex min-h-11 items-center text-brand underline">
                {t`Leggi l'informativa sulla privacy`}
              </Link>
            }
            required
            error={errors.accetta_termini}
          />
          <Checkbox
            name="accetta_trattamento"
            label={t`Acconsento al trattamento dei miei dati sanitari per tenere la mia cartella`}
            required
            error={errors.accetta_trattamento}
          />
          <FormActions className="justify-between">
            <Link to="/login" className="self-center text-brand underline">
              {t`Hai già un account? Accedi`}
            </Link>
            <Button type="submit">{t`Registrati`}</Button>
          </FormActions>
        </Form>
      ) : (
        <InlineAlert variant="success" live title={t`Controlla la tua e-mail`}>
          {sent}
        </InlineAlert>
      )}
    </div>
  );
}
