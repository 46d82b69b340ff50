import type { LoginAnswer, SecondFactorMethod } from '@cartella/domain';
import { internalErrorMessage, SecondStepCodeSchema } from '@cartella/domain';
import { Button } from '@cartella/ui/button';
import { Form, FormActions } from '@cartella/ui/form';
import { TextField } from '@cartella/ui/text-field';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useFormSave } from '../../../lib/use-form-save.ts';
import { signInWithCode } from '../api/identity.ts';

export interface SecondStepProps {
  /** The ways this account can pass the step, as the login answered them. */
  methods: readonly SecondFactorMethod[];
  /** What follows the session's start (the login route prepares the shell and navigates). */
  onSignedIn: (answer: LoginAnswer) => Promise<void>;
  /** Back to e-mail and password: the pending sign-in is over (expired, or the patient chose so). */
  onRestart: (reason: string | null) => void;
}

/**
 * Puts the focus on the step's first control once it is on the page: the password form that had
 * it is gone, and the patient's next move is to type the code (issue #37).
 */
function focusOnMount(element: HTMLElement | null) {
  element?.focus();
}

/**
 * The second step of a sign-in (issue #23): a code from the authenticator app or a recovery code,
 * or a passkey. The login route loads it (with the identity catalog) only when a sign-in needs it,
 * so the login page stays within its budget.
 */
export default function SecondStep({ methods, onSignedIn, onRestart }: SecondStepProps) {
  const { t } = useLingui();
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function restartIfExpired(error: unknown) {
    if (error instanceof ApiError && error.code === 'second_factor_expired') onRestart(error.message);
  }

  const { errors, formError, submit } = useFormSave({
    schema: SecondStepCodeSchema,
    save: async (body: { codice: string }) => onSignedIn(await signInWithCode(body.codice.trim())),
    feedback: { saved: null, failed: internalErrorMessage, failureText: 'server' },
    onFailed: restartIfExpired,
  });

  async function signInWithPasskeyStep() {
    setPasskeyError(null);
    setBusy(true);
    try {
      const { signInWithPasskey } = await import('../../../lib/passkeys.ts');
      await onSignedIn(await signInWithPasskey());
    } catch (error) {
      restartIfExpired(error);
      setPasskeyError(
        error instanceof ApiError
          ? error.message
          : t`La passkey non è stata usata. Riprova, oppure usa un codice.`,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="second-step-title" className="flex flex-col gap-4">
      <h2 id="second-step-title" className="font-bold text-2xl">
        {t`Verifica in due passaggi`}
      </h2>
      {methods.includes('totp') ? (
        <Form
          aria-label={t`Codice di verifica`}
          error={formError}
          onSubmit={(data) => submit({ codice: String(data.get('codice') ?? '') })}
        >
          <TextField
            name="codice"
            label={t`Codice`}
            description={t`Le 6 cifre che mostra l'app di autenticazione, oppure uno dei codici di recupero.`}
            autoComplete="one-time-code"
            inputMode="text"
            required
            ref={focusOnMount}
            error={errors.codice}
          />
          <FormActions className="justify-end">
            <Button type="submit">{t`Verifica`}</Button>
          </FormActions>
        </Form>
      ) : null}
      {methods.includes('passkey') ? (
        <div className="flex flex-col gap-2">
          <Button
            // With no code to type, the passkey is the step's one action.
            ref={methods.includes('totp') ? undefined : focusOnMount}
            variant={methods.includes('totp') ? 'secondary' : 'primary'}
            onClick={() => void signInWithPasskeyStep()}
            disabled={busy}
          >
            {t`Usa una passkey`}
          </Button>
          {passkeyError === null ? null : (
            <p role="alert" className="font-semibold text-danger-strong">
              {passkeyError}
            </p>
          )}
        </div>
      ) : null}
      <button type="button" className="self-start text-brand underline" onClick={() => onRestart(null)}>
        {t`Torna all'accesso con la password`}
      </button>
    </section>
  );
}
