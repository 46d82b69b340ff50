import type { EcgDetail, EcgListRecord, MonitorSyncResult } from '@cartella/ble';
import { deviceOperations } from '@cartella/contract';
import { DEVICE_NAME_MAX } from '@cartella/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { instantOf, type ReadingsChoice, readingsToSave } from '../readings-choice.ts';

const deviceKeys = {
  imports: (patientId: number) => ['device-imports', patientId] as const,
};

/** The patient's saves of device readings, newest first (GET /api/importazioniDispositivo/{patientId}). */
export const deviceImportsQueryOptions = (patientId: number) =>
  queryOptions({
    queryKey: deviceKeys.imports(patientId),
    queryFn: async () => (await apiClient.call(deviceOperations.listImports, { params: { patientId } })).data,
  });

/**
 * Saves what the patient chose of a sync in the record (POST /api/rilevazioniDispositivo), naming
 * the monitor and the user chosen on it; readings already there are skipped.
 */
export function useSaveDeviceReadingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { patientId: number; result: MonitorSyncResult; choice: ReadingsChoice }) => {
      const { result, choice } = input;
      const user = result.users.find((entry) => entry.id === choice.userId);
      return apiClient.call(deviceOperations.saveReadings, {
        body: {
          id_paziente: input.patientId,
          dispositivo: {
            nome: result.deviceName.slice(0, DEVICE_NAME_MAX) || '-',
            numero_serie: result.deviceInfo?.serialNumber.slice(0, DEVICE_NAME_MAX) || null,
            id_utente_dispositivo: user?.id ?? null,
            utente_dispositivo: user?.name.slice(0, DEVICE_NAME_MAX) ?? null,
          },
          readings: readingsToSave(result, choice),
        },
      });
    },
    // The vital signs belong to another feature: every cached query is refreshed.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** Undoes an import, confirmed with the password (POST /api/annullaImportazione/{id_importazione}). */
export function undoDeviceImport(importId: number, body: { current_password: string; codice?: string }) {
  return apiClient.call(deviceOperations.undoImport, { params: { id_importazione: importId }, body });
}

/**
 * Saves an ECG read from the monitor as a Kardia file (POST /api/ecgDispositivo): the server draws
 * the PDF of the strip. Lead-off samples (not finite) travel as null.
 */
export function useSaveDeviceEcgMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { patientId: number; ecg: EcgListRecord; detail: EcgDetail }) =>
      apiClient.call(deviceOperations.saveEcg, {
        body: {
          id_paziente: input.patientId,
          recorded_at: instantOf(input.ecg.recordedAt.localDateTime),
          mode: input.ecg.mode,
          result: input.ecg.result,
          average_bpm: Math.round(input.detail.averageHeartRateBpm),
          sample_rate_hz: input.detail.sampleRateHz,
          samples_mv: input.detail.samplesMillivolts.map((mv) => (Number.isFinite(mv) ? mv : null)),
        },
      }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
