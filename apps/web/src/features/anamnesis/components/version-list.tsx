import { useLingui } from '@lingui/react/macro';
import type { AnamnesisVersion } from '../api/anamnesis.ts';
import { formatSavedAt } from './format.ts';

/** The earlier versions of a section, newest first, each a button that opens it. */
export function VersionList({
  versions,
  onRead,
}: {
  versions: readonly AnamnesisVersion[];
  onRead: (version: AnamnesisVersion) => void;
}) {
  const { t } = useLingui();
  if (versions.length === 0) return null;
  return (
    <details className="rounded border border-gray-300 p-2">
      <summary className="min-h-6 cursor-pointer font-semibold">{t`Versioni precedenti (${versions.length})`}</summary>
      <ul className="mt-2 flex flex-col gap-1">
        {versions.map((version) => (
          <li key={version.id_anamnesi_log}>
            <button
              type="button"
              className="min-h-6 text-left text-brand underline hover:no-underline focus-visible:outline-2 focus-visible:outline-brand"
              onClick={() => onRead(version)}
            >
              {t`Versione del ${formatSavedAt(version.dataAggiornamento)}`}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
