import { Button } from '@cartella/ui/button';
import { EmptyState } from '@cartella/ui/empty-state';
import { RecordList } from '@cartella/ui/record-list';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { auditQueryOptions } from '../api/admin.ts';

/** /admin/audit: every admin change, newest first: who, when, what, before and after (issue 25). */
export function AuditPage() {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const audit = useQuery({ ...auditQueryOptions(page), placeholderData: keepPreviousData });
  const when = new Intl.DateTimeFormat(i18n.locale, {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: 'Europe/Rome',
  });
  const title = t`Registro modifiche`;
  const pages = audit.data ? Math.max(1, Math.ceil(audit.data.total / audit.data.pageSize)) : 1;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="font-bold text-3xl text-brand">{title}</h1>
      {audit.isPending ? null : audit.isError ? (
        <p role="alert" className="font-semibold text-danger-strong">
          {audit.error.message}
        </p>
      ) : (
        <>
          <RecordList
            caption={title}
            rows={audit.data.items}
            getRowKey={(row) => String(row.id)}
            columns={[
              { key: 'quando', header: t`Quando`, cell: (row) => when.format(new Date(row.created_at)) },
              { key: 'chi', header: t`Chi`, cell: (row) => <span className="break-all">{row.email}</span> },
              { key: 'azione', header: t`Azione`, cell: (row) => row.azione },
              { key: 'oggetto', header: t`Oggetto`, cell: (row) => row.oggetto },
              {
                key: 'prima',
                header: t`Prima`,
                cell: (row) => <code className="break-all text-sm">{row.prima ?? '—'}</code>,
              },
              {
                key: 'dopo',
                header: t`Dopo`,
                cell: (row) => <code className="break-all text-sm">{row.dopo ?? '—'}</code>,
              },
            ]}
            empty={<EmptyState title={t`Nessuna modifica registrata`} />}
          />
          <nav aria-label={t`Pagine del registro`} className="flex items-center gap-3">
            <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t`Precedente`}
            </Button>
            <span>{t`Pagina ${page} di ${pages}`}</span>
            <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t`Successiva`}
            </Button>
          </nav>
        </>
      )}
    </div>
  );
}
