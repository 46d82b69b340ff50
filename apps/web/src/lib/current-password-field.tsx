import { PasswordField } from '@cartella/ui/password-field';
import { TextField } from '@cartella/ui/text-field';
import { useLingui } from '@lingui/react/macro';

/** The current password, asked before a change to the account's security (one field, one wording). */
export function CurrentPasswordField({ error }: { error?: string | undefined }) {
  const { t } = useLingui();
  return (
    <PasswordField
      name="current_password"
      label={t`Password attuale`}
      autoComplete="current-password"
      required
      error={error}
      showLabel={t`Mostra password`}
      hideLabel={t`Nascondi password`}
    />
  );
}

/** What a destructive action's form read: the password, and the code when app codes are on. */
export function destructiveConfirmationOf(data: FormData, askCode: boolean) {
  return {
    current_password: String(data.get('current_password') ?? ''),
    ...(askCode ? { codice: String(data.get('codice') ?? '').trim() } : {}),
  };
}

/**
 * The fields that confirm a destructive action (deleting the account, undoing an import): the
 * current password and, when app codes are on, a code from the app or a recovery code.
 */
export function DestructiveConfirmationFields({
  askCode,
  errors,
}: {
  askCode: boolean;
  errors: { current_password?: string | undefined; codice?: string | undefined };
}) {
  const { t } = useLingui();
  return (
    <>
      <CurrentPasswordField error={errors.current_password} />
      {askCode ? (
        <TextField
          name="codice"
          label={t`Codice dell'app o codice di recupero`}
          autoComplete="one-time-code"
          required
          error={errors.codice}
        />
      ) : null}
    </>
  );
}
