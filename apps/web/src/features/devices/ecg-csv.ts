import type { EcgDetail, EcgListRecord } from '@cartella/ble';

/**
 * An ECG read from the monitor as a CSV file (spec 000 section 2, the ECG table's 'download'):
 * one row per sample, the time from the start in seconds and the value in millivolts, with a
 * dot for decimals (RFC 4180, readable by any spreadsheet or analysis tool). A sample the
 * device marked invalid is an empty cell.
 */
export function ecgCsv(detail: Pick<EcgDetail, 'samplesMillivolts' | 'sampleRateHz'>): string {
  const rows = detail.samplesMillivolts.map((mv, index) => {
    const seconds = (index / detail.sampleRateHz).toFixed(3);
    return `${seconds},${Number.isFinite(mv) ? mv.toFixed(3) : ''}`;
  });
  return ['time_s,mV', ...rows].join('\r\n').concat('\r\n');
}

/** `ECG_2025-09-03_08-12.csv`: the recording's own date and time, safe in every file system. */
export function ecgCsvFileName(ecg: Pick<EcgListRecord, 'recordedAt'>): string {
  const [date = '', time = ''] = ecg.recordedAt.localDateTime.split('T');
  return `ECG_${date}_${time.slice(0, 5).replace(':', '-')}.csv`;
}
