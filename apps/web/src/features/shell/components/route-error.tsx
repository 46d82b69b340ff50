import { internalErrorMessage } from '@cartella/domain';
import { useLingui } from '@lingui/react/macro';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { domainText } from '../../../lib/i18n.ts';

/** A route's error screen: the server's translated message, or the generic failure text. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useLingui();
  const message = error instanceof ApiError ? error.message : domainText(internalErrorMessage);
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-md border-2 border-danger-strong p-4"
    >
      <p className="font-semibold text-danger-strong">{message}</p>
      <button
        type="button"
        onClick={reset}
        className="min-h-11 rounded-md bg-brand px-4 font-semibold text-white"
      >
        {t`Riprova`}
      </button>
    </div>
  );
}
