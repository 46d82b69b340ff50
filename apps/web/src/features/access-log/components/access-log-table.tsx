import { ACCESS_LOG_PAGE_SIZE, type LoginLog } from '@cartella/domain';
import { Button } from '@cartella/ui/button';
import { RecordList } from '@cartella/ui/record-list';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatDate } from '../../../lib/dates.ts';

/** A paged table of sign-ins, 10 per page: date, time, device, IP (spec part 2, "Access log page"). */
export function AccessLogTable({ logs }: { logs: readonly LoginLog[] }) {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(0);
  const pageCount = Math.max(1, Math.ceil(logs.length / ACCESS_LOG_PAGE_SIZE));
  const current = Math.min(page, pageCount - 1);
  const rows = logs.slice(current * ACCESS_LOG_PAGE_SIZE, (current + 1) * ACCESS_LOG_PAGE_SIZE);
  const pageNumber = current + 1;
  // The server stores names only ("Chrome 156 · Linux", '' when unknown); rows saved before that
  // carry Italian words, worded here in the reader's language.
  const deviceText = (device: string) =>
    device === '' || device === 'Dispositivo sconosciuto'
      ? t`Dispositivo sconosciuto`
      : device.replace(' su ', ' · ');
  return (
    <div className="flex flex-col gap-3">
      <RecordList
        caption={t`Accessi al tuo account`}
        columns={[
          {
            key: 'date',
            header: t`Data`,
            cell: (row) => formatDate(row.audit_data, i18n.locale),
            noWrap: true,
          },
          { key: 'time', header: t`Ora`, cell: (row) => row.audit_time, noWrap: true },
          { key: 'device', header: t`Dispositivo`, cell: (row) => deviceText(row.dispositivo) },
          {
            key: 'ip',
            header: t`IP`,
            cell: (row) =>
              row.audit_ip === '' || row.audit_ip === 'sconosciuto' ? t`Sconosciuto` : row.audit_ip,
          },
          {
            key: 'outcome',
            header: t`Esito`,
            cell: (row) => (row.esito === 'failure' ? t`Non riuscito` : t`Riuscito`),
          },
        ]}
        rows={rows}
        getRowKey={(row) => String(row.id_audit)}
        empty={t`Nessun accesso registrato`}
      />
      {pageCount > 1 ? (
        <nav aria-label={t`Pagine del registro accessi`} className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" disabled={current === 0} onClick={() => setPage(current - 1)}>
            {t`Precedente`}
          </Button>
          <p aria-live="polite">{t`Pagina ${pageNumber} di ${pageCount}`}</p>
          <Button
            variant="secondary"
            disabled={current >= pageCount - 1}
            onClick={() => setPage(current + 1)}
          >
            {t`Successiva`}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
