import {
  createSimulatedHeartDevice,
  createSimulatedMonitor,
  demoMonitorFixture,
  type EcgDetail,
  type EcgDetailReadIssueCode,
  type EcgListRecord,
  type HeartDeviceConnection,
  isWebBluetoothAvailable,
  type MonitorSyncResult,
  type MonitorTransport,
  readEcgDetail,
  requestHeartDevice,
  requestMonitorTransport,
  SYNC_READING_ORDER,
  type SyncPhase,
  syncMonitor,
  systemClock,
} from '@cartella/ble';
import { successMessages } from '@cartella/domain';
import { Button } from '@cartella/ui/button';
import { EcgWaveform } from '@cartella/ui/ecg-waveform';
import { EmptyState } from '@cartella/ui/empty-state';
import { Modal } from '@cartella/ui/modal';
import { ProgressBar } from '@cartella/ui/progress-bar';
import { RecordList } from '@cartella/ui/record-list';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { intlLocale } from '../../../lib/dates.ts';
import { domainText } from '../../../lib/i18n.ts';
import { formatNumber } from '../../../lib/numbers.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { useSaveDeviceEcgMutation } from '../api/device-readings.ts';
import { ecgCsv, ecgCsvFileName } from '../ecg-csv.ts';
import { DeviceImports } from './device-imports.tsx';
import { useDeviceMessages } from './device-messages.ts';
import { useMonitorDate } from './monitor-date.ts';
import { SaveReadingsDialog } from './save-readings-dialog.tsx';

/** The ECG's lead mode in the patient's words. */
function useEcgModeText() {
  const { t } = useLingui();
  return (mode: EcgListRecord['mode']) => {
    switch (mode) {
      case 'hand-hand':
        return t`Mano - mano`;
      case 'hand-chest':
        return t`Mano - torace`;
      case '1-lead':
        return t`Una derivazione`;
      case '2-lead':
        return t`Due derivazioni`;
      default:
        return t`Non indicata`;
    }
  };
}

/** The navigator's Bluetooth, when this browser has one (Chromium); undefined elsewhere. */
function browserBluetooth() {
  const nav = typeof navigator === 'undefined' ? undefined : (navigator as { bluetooth?: unknown });
  return isWebBluetoothAvailable(nav)
    ? (nav?.bluetooth as Parameters<typeof requestMonitorTransport>[0])
    : undefined;
}

interface Progress {
  phase: SyncPhase;
  fileName: string | null;
  packet: number;
  packetCount: number;
}

/**
 * The health-monitor and heart-device panels of /Registro/File (spec 000 section 2 "Files", section
 * 4 "Device connection"): 'Ricerca device' through Web Bluetooth, or the demonstration monitor
 * where the browser has none; the sync's progress with a cancel button; device info and the ECG,
 * pressure, oxygen and temperature tables; the ECG detail drawn on the dark canvas.
 */
export function DevicesPanel({ patientId }: { patientId: number }) {
  return (
    <div className="flex flex-col gap-6">
      <MonitorPanel patientId={patientId} />
      <HeartDevicePanel />
    </div>
  );
}

function MonitorPanel({ patientId }: { patientId: number }) {
  const { t, i18n } = useLingui();
  const messages = useDeviceMessages();
  const toast = useToast();
  const monitorDate = useMonitorDate();
  const ecgModeText = useEcgModeText();
  const bluetooth = browserBluetooth();
  const [transport, setTransport] = useState<MonitorTransport | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [result, setResult] = useState<MonitorSyncResult | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [viewing, setViewing] = useState<EcgListRecord | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  async function sync(chosen: MonitorTransport) {
    setTransport(chosen);
    setResult(null);
    setErrors([]);
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ phase: 'connected', fileName: null, packet: 0, packetCount: 0 });
    const synced = await syncMonitor(chosen, {
      clock: systemClock,
      signal: abort.signal,
      onProgress: (event) =>
        setProgress(() => ({
          phase: event.phase,
          fileName: event.type === 'phase' ? null : event.fileName,
          packet: event.type === 'packet' ? event.packet : 0,
          packetCount: event.type === 'packet' ? event.packetCount : 0,
        })),
    });
    controller.current = null;
    setProgress(null);
    setResult(synced);
    const texts = synced.failures.map((failure) => messages.failureText(failure.reason));
    if (synced.status === 'cancelled') texts.unshift(messages.failureText('cancelled'));
    setErrors([...new Set(texts)]);
  }

  async function search() {
    const chosen = await requestMonitorTransport(bluetooth);
    if (!chosen.success) {
      setErrors(chosen.issues.map((issue) => messages.requestIssueText(issue.code)));
      return;
    }
    await sync(chosen.output);
  }

  /** The ECG table's 'download': the recording read from the device, saved as a CSV file. */
  async function downloadEcg(ecg: EcgListRecord) {
    if (transport === null) return;
    const read = await readEcgDetail(transport, ecg, { clock: systemClock });
    if (!read.success) {
      toast.show({ variant: 'error', title: messages.failureText(read.issues[0]?.code ?? 'bad-reply') });
      return;
    }
    saveBlob(new Blob([ecgCsv(read.output)], { type: 'text/csv;charset=utf-8' }), ecgCsvFileName(ecg));
    toast.show({ variant: 'success', title: domainText(successMessages.fileDownloaded) });
  }

  const demo = () =>
    void sync(createSimulatedMonitor(demoMonitorFixture, {}, { clock: systemClock }).transport);
  const steps = SYNC_READING_ORDER.length - 1;
  const step = progress
    ? Math.max(0, SYNC_READING_ORDER.indexOf(progress.phase as (typeof SYNC_READING_ORDER)[number]))
    : 0;
  const title = t`Monitor multiparametrico`;
  const pressure =
    result?.pressureByUser.flatMap((user) =>
      user.records.map((record) => ({ ...record, userName: user.userName })),
    ) ?? [];

  return (
    <section className="flex flex-col gap-3" aria-label={title}>
      <h2 className="font-bold text-2xl text-brand">{title}</h2>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void search()} disabled={progress !== null}>
          {t`Ricerca device`}
        </Button>
        <Button variant="secondary" onClick={demo} disabled={progress !== null}>
          {t`Usa il monitor dimostrativo`}
        </Button>
      </div>
      {bluetooth === undefined ? (
        <p className="text-sm">
          {t`Questo browser non può usare il Bluetooth: puoi provare la pagina con il monitor dimostrativo, che si comporta come uno vero.`}
        </p>
      ) : null}
      {progress ? (
        <div className="flex flex-col gap-2">
          <ProgressBar
            label={t`Lettura del dispositivo`}
            value={step}
            max={steps}
            valueText={
              progress.fileName
                ? t`Passo ${step} di ${steps}: ${progress.fileName}, pacchetto ${progress.packet} di ${progress.packetCount}`
                : t`Passo ${step} di ${steps}`
            }
          />
          <Button variant="secondary" onClick={() => controller.current?.abort()} className="self-start">
            {t`Annulla`}
          </Button>
        </div>
      ) : null}
      {errors.map((error) => (
        <p key={error} role="alert" className="font-semibold text-danger-strong">
          {error}
        </p>
      ))}
      {result?.deviceInfo ? (
        <dl className="grid gap-1 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">{t`Numero di serie`}</dt>
          <dd>{result.deviceInfo.serialNumber}</dd>
          <dt className="font-semibold">{t`Modello`}</dt>
          <dd>{result.deviceInfo.model}</dd>
          <dt className="font-semibold">{t`Versione software`}</dt>
          <dd>{result.deviceInfo.softwareVersion}</dd>
        </dl>
      ) : null}
      {result ? (
        <>
          <SaveReadingsDialog patientId={patientId} result={result} />
          <RecordList
            caption={t`ECG`}
            showCaption
            rows={result.ecgList}
            getRowKey={(ecg) => ecg.detailFileName}
            columns={[
              {
                key: 'data',
                header: t`Data`,
                cell: (ecg) => monitorDate(ecg.recordedAt.localDateTime),
                noWrap: true,
              },
              {
                key: 'esito',
                header: t`Esito`,
                cell: (ecg) =>
                  ecg.result === 'happy'
                    ? t`Regolare`
                    : ecg.result === 'sad'
                      ? t`Da controllare`
                      : t`Non valutato`,
              },
              { key: 'modo', header: t`Modalità`, cell: (ecg) => ecgModeText(ecg.mode) },
            ]}
            actionsHeader={t`Azioni`}
            actions={[
              {
                key: 'view',
                icon: 'eye',
                label: (ecg) => t`Visualizza l'ECG del ${monitorDate(ecg.recordedAt.localDateTime)}`,
                onSelect: setViewing,
                showOnCompact: true,
              },
              {
                key: 'download',
                icon: 'download',
                label: (ecg) => t`Scarica l'ECG del ${monitorDate(ecg.recordedAt.localDateTime)}`,
                onSelect: (ecg) => void downloadEcg(ecg),
                showOnCompact: true,
              },
            ]}
            empty={<EmptyState title={t`Nessun ECG sul dispositivo`} />}
          />
          <RecordList
            caption={t`Pressione arteriosa`}
            showCaption
            rows={pressure}
            getRowKey={(row) => `${row.userId}-${row.recordedAt.fileKey}`}
            columns={[
              {
                key: 'data',
                header: t`Data`,
                cell: (row) => monitorDate(row.recordedAt.localDateTime),
                noWrap: true,
              },
              { key: 'dia', header: 'DIA', cell: (row) => String(row.diastolicMmHg) },
              { key: 'pr', header: 'PR', cell: (row) => String(row.pulseRateBpm) },
              { key: 'sys', header: 'SYS', cell: (row) => String(row.systolicMmHg) },
              { key: 'user', header: t`Utente`, cell: (row) => row.userName },
            ]}
            empty={<EmptyState title={t`Nessuna misura di pressione`} />}
          />
          <RecordList
            caption={t`Ossigeno (SpO2)`}
            showCaption
            rows={result.oxygen}
            getRowKey={(row) => row.recordedAt.fileKey}
            columns={[
              {
                key: 'data',
                header: t`Data`,
                cell: (row) => monitorDate(row.recordedAt.localDateTime),
                noWrap: true,
              },
              { key: 'valore', header: t`Valore`, cell: (row) => `${row.oxygenSaturationPercent} %` },
              {
                key: 'pi',
                header: 'PI',
                cell: (row) => `${formatNumber(row.perfusionIndexPercent, i18n.locale, 1)} %`,
              },
              { key: 'pr', header: 'PR', cell: (row) => String(row.pulseRateBpm) },
            ]}
            empty={<EmptyState title={t`Nessuna misura di ossigeno`} />}
          />
          <RecordList
            caption={t`Temperatura`}
            showCaption
            rows={result.temperature}
            getRowKey={(row) => row.recordedAt.fileKey}
            columns={[
              {
                key: 'data',
                header: t`Data`,
                cell: (row) => monitorDate(row.recordedAt.localDateTime),
                noWrap: true,
              },
              {
                key: 'valore',
                header: t`Valore`,
                cell: (row) => `${formatNumber(row.temperatureCelsius, i18n.locale, 1)} °C`,
              },
            ]}
            empty={<EmptyState title={t`Nessuna misura di temperatura`} />}
          />
        </>
      ) : null}
      <DeviceImports patientId={patientId} />
      {viewing && transport ? (
        <EcgDetailDialog
          transport={transport}
          ecg={viewing}
          patientId={patientId}
          onClose={() => setViewing(null)}
        />
      ) : null}
    </section>
  );
}

function EcgDetailDialog({
  transport,
  ecg,
  patientId,
  onClose,
}: {
  transport: MonitorTransport;
  ecg: EcgListRecord;
  patientId: number;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const messages = useDeviceMessages();
  const toast = useToast();
  const monitorDate = useMonitorDate();
  const saveEcg = useSaveDeviceEcgMutation();

  async function saveAsFile(read: EcgDetail) {
    try {
      const answer = await saveEcg.mutateAsync({ patientId, ecg, detail: read });
      toast.show({ variant: 'success', title: answer.message });
    } catch (error) {
      toast.show({ variant: 'error', title: error instanceof ApiError ? error.message : String(error) });
    }
  }
  const [detail, setDetail] = useState<EcgDetail | null>(null);
  // The reason is kept, and worded at render, so the read runs once per opened ECG.
  const [failure, setFailure] = useState<EcgDetailReadIssueCode | null>(null);
  const error = failure === null ? null : messages.failureText(failure);
  const [packets, setPackets] = useState({ packet: 0, packetCount: 0 });

  useEffect(() => {
    const abort = new AbortController();
    void readEcgDetail(transport, ecg, {
      clock: systemClock,
      signal: abort.signal,
      onProgress: (progress) => setPackets({ packet: progress.packet, packetCount: progress.packetCount }),
    }).then((read) => {
      if (abort.signal.aborted) return;
      if (read.success) setDetail(read.output);
      else setFailure(read.issues[0]?.code ?? 'bad-reply');
    });
    return () => abort.abort();
  }, [transport, ecg]);

  const when = monitorDate(ecg.recordedAt.localDateTime);
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t`ECG del ${when}`}
      confirmLabel={t`OK`}
      cancelLabel={t`Chiudi`}
      onResult={() => onClose()}
      size="lg"
    >
      {detail ? (
        <Button className="self-start" onClick={() => void saveAsFile(detail)} disabled={saveEcg.isPending}>
          {t`Salva l'ECG tra i file`}
        </Button>
      ) : null}
      {detail ? (
        <EcgWaveform
          samplesMv={detail.samplesMillivolts}
          sampleRateHz={detail.sampleRateHz}
          label={t`Tracciato ECG del ${when}`}
          millivoltUnit="mV"
          secondUnit="s"
          bpmUnit="bpm"
          locale={intlLocale(i18n.locale)}
          summary={(facts) =>
            t`Durata ${formatNumber(facts.durationSeconds, i18n.locale, 1, 1)} s, ${facts.sampleCount} campioni a ${facts.sampleRateHz} Hz, frequenza media ${detail.averageHeartRateBpm} bpm`
          }
        />
      ) : error ? (
        <p role="alert" className="font-semibold text-danger-strong">
          {error}
        </p>
      ) : (
        <ProgressBar
          label={t`Lettura del tracciato`}
          value={packets.packetCount === 0 ? null : packets.packet}
          max={Math.max(1, packets.packetCount)}
          valueText={t`Pacchetto ${packets.packet} di ${packets.packetCount}`}
        />
      )}
    </Modal>
  );
}

function HeartDevicePanel() {
  const { t } = useLingui();
  const messages = useDeviceMessages();
  const bluetooth = browserBluetooth();
  const [device, setDevice] = useState<HeartDeviceConnection | null>(null);
  const [battery, setBattery] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function connect(chosen: HeartDeviceConnection) {
    setError(null);
    setDevice(chosen);
    setBattery((await chosen.readBatteryLevel()).batteryPercent);
    chosen.onBatteryLevelChange((level) => setBattery(level.batteryPercent));
    chosen.onDisconnect(() => {
      setDevice(null);
      setError(messages.failureText('disconnected'));
    });
  }

  async function search() {
    const chosen = await requestHeartDevice(bluetooth);
    if (chosen.success) await connect(chosen.output);
    else setError(messages.requestIssueText(chosen.issues[0]?.code ?? 'connection_failed'));
  }

  const title = t`Dispositivo cardiaco`;
  return (
    <section className="flex flex-col gap-3" aria-label={title}>
      <h2 className="font-bold text-2xl text-brand">{title}</h2>
      {device ? (
        <p className="font-semibold">
          {t`Dispositivo cardiaco collegato`}
          {battery === null ? null : ` — ${t`Batteria`} ${battery} %`}
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void search()}>{t`Ricerca device`}</Button>
          <Button variant="secondary" onClick={() => void connect(createSimulatedHeartDevice(76))}>
            {t`Usa il dispositivo dimostrativo`}
          </Button>
        </div>
      )}
      {error ? (
        <p role="alert" className="font-semibold text-danger-strong">
          {error}
        </p>
      ) : null}
    </section>
  );
}
