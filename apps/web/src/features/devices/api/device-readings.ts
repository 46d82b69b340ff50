import type { EcgDetail, EcgListRecord, MonitorSyncResult } from '@cartella/ble';
import { deviceOperations } from '@cartella/contract';
import { VitalReadingSchema } from '@cartella/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { apiClient } from '../../../lib/api-client.ts';

/** The monitor's clock reading (local time, no zone) as an instant of this browser's zone. */
function instantOf(localDateTime: string): string {
  return new Date(localDateTime).toISOString();
}

/**
 * The readings of a sync as vital readings: pressure with its pulse, oxygen with its pulse, and
 * body temperature. A reading outside the vital-reading rules (a probe off the finger, an object
 * thermometer) is left out rather than refusing the whole save.
 */
function vitalReadingsOf(result: MonitorSyncResult) {
  const readings = [
    ...result.pressureByUser.flatMap((user) =>
      user.records.map((record) => ({
        created_on: instantOf(record.recordedAt.localDateTime),
        parametro_pressione_massima: record.systolicMmHg,
        parametro_pressione_minima: record.diastolicMmHg,
        parametro_frequenza_cardiaca: record.pulseRateBpm,
      })),
    ),
    ...result.oxygen.map((record) => ({
      created_on: instantOf(record.recordedAt.localDateTime),
      parametro_spo2: record.oxygenSaturationPercent,
      parametro_frequenza_cardiaca: record.pulseRateBpm,
    })),
    ...result.temperature
      .filter((record) => record.way === 'body')
      .map((record) => ({
        created_on: instantOf(record.recordedAt.localDateTime),
        parametro_temperatura: record.temperatureCelsius,
      })),
  ];
  return readings.filter((reading) => v.is(VitalReadingSchema, reading));
}

/** Saves a sync's readings in the record (POST /api/rilevazioniDispositivo); duplicates are skipped. */
export function useSaveDeviceReadingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { patientId: number; result: MonitorSyncResult }) =>
      apiClient.call(deviceOperations.saveReadings, {
        body: { id_paziente: input.patientId, readings: vitalReadingsOf(input.result) },
      }),
    // The vital signs belong to another feature: every cached query is refreshed.
    onSuccess: () => queryClient.invalidateQueries(),
  });
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
