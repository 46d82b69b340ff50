import { PasswordField } from '@cartella/ui/password-field';
import { useLingui } from '@lingui/react/macro';

/**
 * A new password and its confirmation, with the password policy under the first (spec part 2,
 * section 5): the fields `password` and `password_confirmation` of a registration, a reset or a
 * change.
 */
export function NewPasswordFields({ label, errors }: { label: string; errors: Record<string, string> }) {
  const { t } = useLingui();
  const labels = { showLabel: t`Mostra password`, hideLabel: t`Nascondi password` };
  return (
    <>
      <PasswordField
        name="password"
        label={label}
        description={t`Almeno 12 caratteri, con lettere maiuscole e minuscole, numeri e caratteri speciali; evita parole e frasi comuni.`}
        autoComplete="new-password"
        required
        error={errors.password}
        {...labels}
      />
      <PasswordField
        name="password_confirmation"
        label={t`Conferma password`}
        autoComplete="new-password"
        required
        error={errors.password_confirmation}
        {...labels}
      />
    </>
  );
}
