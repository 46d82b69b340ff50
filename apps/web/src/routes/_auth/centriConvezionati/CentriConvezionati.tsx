import { centreTypes } from '@cartella/domain';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { centreListQueryOptions } from '../../../features/centres/api/centres.ts';
import { type CentreItem, CentreLists } from '../../../features/centres/components/centre-lists.tsx';
import { RouteError } from '../../../features/shell/components/route-error.tsx';
import { loadCentresCatalog } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';

const CentreMailModal = lazy(() =>
  import('../../../features/centres/components/centre-mail-modal.tsx').then((module) => ({
    default: module.CentreMailModal,
  })),
);

export const Route = createFileRoute('/_auth/centriConvezionati/CentriConvezionati')({
  loader: () =>
    Promise.all([
      loadCentresCatalog(),
      ...centreTypes.map((kind) => queryClient.ensureQueryData(centreListQueryOptions(kind))),
    ]),
  errorComponent: RouteError,
  component: CentresPage,
});

/** /centriConvezionati/CentriConvezionati (spec 001 section 2 "Affiliated centres page"). */
function CentresPage() {
  const { t } = useLingui();
  const { session } = Route.useRouteContext();
  const [mailing, setMailing] = useState<CentreItem | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-bold text-3xl text-brand">{t`Centri convenzionati`}</h1>
      <CentreLists onMail={setMailing} />
      <Suspense fallback={null}>
        {mailing ? (
          <CentreMailModal
            centre={mailing}
            senderEmail={session.user.email}
            onClose={() => setMailing(null)}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
