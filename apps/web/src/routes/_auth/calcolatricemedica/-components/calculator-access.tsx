import { LoadingIndicator } from '@cartella/ui/loading-indicator';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext, useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import {
  type PatientFacts,
  patientFacts,
} from '../../../../features/calculators/components/patient-facts.ts';
import { patientQueryOptions } from '../../../../features/patient-record/api/patient.ts';
import { usePermissionGate } from '../../../../features/permissions/components/permission-gate.tsx';

type Access = 'checking' | 'granted' | 'denied';

/**
 * Every calculator page needs the calcolatrice permission (spec 001 sections 2 and 6): it is asked
 * on entry; without it the subscription dialog shows (over the page's heading) and Annulla goes back. The page then reads age,
 * sex and recent measures from the signed-in patient's cached record.
 */
export function CalculatorAccess({
  title,
  children,
}: {
  /** The page's name: its heading until the calculator, which names itself, is shown. */
  title: string;
  children: (facts: PatientFacts) => ReactNode;
}) {
  const { t } = useLingui();
  const { session } = useRouteContext({ from: '/_auth' });
  const patientId = session.user.id_paziente;
  const gate = usePermissionGate();
  const router = useRouter();
  const navigate = useNavigate();
  const [access, setAccess] = useState<Access>('checking');
  const patient = useQuery({ ...patientQueryOptions(patientId), enabled: access === 'granted' });

  useEffect(() => {
    let active = true;
    void gate(
      'calcolatrice',
      () => {
        if (active) setAccess('granted');
      },
      {
        // Back to the page of the app the patient came from; opened straight from a bookmark or
        // another site, to the record rather than out of the app. The dialog opened by itself, so
        // no button takes the focus back: it goes to the new page's main content, where the skip
        // link would put it.
        onCancel: () => {
          const unsubscribe = router.subscribe('onResolved', () => {
            unsubscribe();
            document.getElementById('main')?.focus();
          });
          if (router.history.canGoBack()) router.history.back();
          else void navigate({ to: '/Registro/SchedaPaziente' });
        },
      },
    ).then((granted) => {
      if (active && !granted) setAccess('denied');
    });
    return () => {
      active = false;
    };
  }, [gate, router, navigate]);

  if (access === 'granted' && patient.isSuccess) return <>{children(patientFacts(patient.data))}</>;
  // Behind the subscription dialog, while loading or after a failure the page still names itself.
  return (
    <div className="flex flex-col gap-4">
      <h1 className="m-0 font-bold text-3xl text-brand">{title}</h1>
      {patient.isError ? (
        <p role="alert" className="font-semibold text-danger-strong">
          {patient.error.message}
        </p>
      ) : access === 'denied' ? null : (
        <LoadingIndicator label={t`Caricamento`} />
      )}
    </div>
  );
}
