import { PasswordField } from '@cartella/ui/password-field';
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
