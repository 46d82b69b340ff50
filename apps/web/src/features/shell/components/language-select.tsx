import type { Locale } from '@cartella/domain';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { activateLocale, currentLocale } from '../../../lib/i18n.ts';

/** The it/en language select; the choice is remembered on this device. */
export function LanguageSelect() {
  const { t } = useLingui();
  const id = useId();
  return (
    <span className="inline-flex items-center gap-2">
      <label htmlFor={id} className="text-sm">
        {t`Lingua`}
      </label>
      <select
        id={id}
        value={currentLocale()}
        onChange={(event) => void activateLocale(event.target.value as Locale)}
        className="min-h-11 rounded-md border-2 border-brand bg-white px-2"
      >
        <option value="it">Italiano</option>
        <option value="en">English</option>
      </select>
    </span>
  );
}
