import type { DeviceRequestIssueCode, EcgDetailReadIssueCode, SyncFailure } from '@cartella/ble';
import { useLingui } from '@lingui/react/macro';

/** Readable sentences for every outcome the device package reports, in the page's language. */
export function useDeviceMessages() {
  const { t } = useLingui();

  /** Choosing a device that did not end with one. */
  function requestIssueText(code: DeviceRequestIssueCode): string {
    switch (code) {
      case 'bluetooth_unavailable':
        return t`Questo browser non può usare il Bluetooth: usa Chrome o Edge, oppure il monitor dimostrativo.`;
      case 'chooser_cancelled':
        return t`Nessun dispositivo scelto: il permesso di usare il Bluetooth non è stato dato.`;
      default:
        return t`Connessione al dispositivo non riuscita. Avvicinalo, accendilo e riprova.`;
    }
  }

  /** What the sync engine or an ECG read reports. */
  function failureText(reason: SyncFailure['reason'] | EcgDetailReadIssueCode): string {
    switch (reason) {
      case 'disconnected':
      case 'connection-failed':
      case 'notifications-failed':
      case 'write-failed':
        return t`Il dispositivo si è scollegato. Avvicinalo e riprova.`;
      case 'busy':
      case 'live-monitor':
        return t`Il dispositivo è occupato: termina la misura in corso e riprova.`;
      case 'timeout':
        return t`Il dispositivo non risponde. Riprova.`;
      case 'cancelled':
        return t`Lettura annullata.`;
      case 'unavailable':
      case 'device-error':
      case 'not-read':
        return t`Il dispositivo non ha fornito questo file.`;
      default:
        return t`Un file del dispositivo è arrivato danneggiato e non è stato letto.`;
    }
  }

  return { requestIssueText, failureText };
}
