import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BreakableAddress } from '../../../lib/breakable-address.tsx';
import { formatInstant } from '../../../lib/instants.ts';
import { auditQueryOptions } from '../api/admin.ts';
import { AdminListPage, useAdminPaging } from './admin-list-page.tsx';

/** /admin/audit: every admin change, newest first: who, when, what, before and after (issue 25). */
export function AuditPage() {
  const { t, i18n } = useLingui();
  const paging = useAdminPaging();
  const audit = useQuery({ ...auditQueryOptions(paging.page), placeholderData: keepPreviousData });
  return (
    <AdminListPage
      title={t`Registro modifiche`}
      query={audit}
      paging={paging}
      pagesLabel={t`Pagine del registro`}
      getRowKey={(row) => String(row.id)}
      columns={[
        {
          key: 'quando',
          header: t`Quando`,
          cell: (row) => formatInstant(row.created_at, i18n.locale, { withSeconds: true }),
          noWrap: true,
        },
        { key: 'chi', header: t`Chi`, cell: (row) => <BreakableAddress address={row.email} /> },
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
      emptyTitle={t`Nessuna modifica registrata`}
    />
  );
}
