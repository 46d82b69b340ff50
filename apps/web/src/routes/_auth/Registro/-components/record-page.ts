import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { patientQueryOptions } from '../../../../features/patient-record/api/patient.ts';
import { usePermissionGate } from '../../../../features/permissions/components/permission-gate.tsx';

/**
 * What a record page with lists and forms starts from: the signed-in session, the patient's id and
 * record (the levels and names its lists and forms show; its loader has it in the cache), and the
 * gate its add, edit and move actions pass first (spec 000 section 6).
 */
export function useRecordPage() {
  const { session } = useRouteContext({ from: '/_auth' });
  const patientId = session.user.id_paziente;
  const patient = useQuery(patientQueryOptions(patientId));
  const gate = usePermissionGate();
  return { session, patientId, patient, gate };
}
