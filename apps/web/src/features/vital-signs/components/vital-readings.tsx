import { confirmMessages, failureMessages, successMessages, type VitalReading } from '@cartella/domain';
import { Button } from '@cartella/ui/button';
import { CollapsibleSection } from '@cartella/ui/collapsible-section';
import { useConfirm } from '@cartella/ui/confirm-dialog';
import { EmptyState } from '@cartella/ui/empty-state';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { domainText } from '../../../lib/i18n.ts';
import { QueryView } from '../../../lib/query-view.tsx';
import { PatientRecordList } from '../../../lib/record-lists.tsx';
import { useDeleteVitalReadingMutation, vitalReadingsQueryOptions } from '../api/vital-readings.ts';
import { formatMeasure, formatReadingTime, useMeasureLabels } from './measures.ts';

// The chart library loads only when there is something to draw.
const VitalCharts = lazy(() => import('./vital-charts.tsx'));

export interface VitalReadingsProps {
  patientId: number;
  onAdd: () => void;
  onEdit: (reading: VitalReading) => void;
}

/** The vital readings group of /Registro/Visite (issue #16; the spec leaves it unavailable). */
export function VitalReadings({ patientId, onAdd, onEdit }: VitalReadingsProps) {
  const { t, i18n } = useLingui();
  const confirm = useConfirm();
  const toast = useToast();
  const labels = useMeasureLabels();
  const readings = useQuery(vitalReadingsQueryOptions(patientId));
  const remove = useDeleteVitalReadingMutation(patientId);

  async function deleteReading(reading: VitalReading) {
    const confirmed = await confirm({
      title: domainText(confirmMessages.confirmDeleteRecord),
      description: formatReadingTime(reading.created_on, i18n.locale),
      confirmLabel: t`Elimina`,
      cancelLabel: t`Annulla`,
      variant: 'danger',
    });
    if (!confirmed || reading.id_parametro === undefined) return;
    try {
      await remove.mutateAsync(reading.id_parametro);
      toast.show({ variant: 'success', title: domainText(successMessages.actionSucceeded) });
    } catch (error) {
      toast.show({
        variant: 'error',
        title: error instanceof ApiError ? error.message : domainText(failureMessages.genericError),
      });
    }
  }

  const title = t`Parametri vitali`;
  const when = (reading: VitalReading) => formatReadingTime(reading.created_on, i18n.locale);
  const value = (amount: number | null | undefined, unit: string) =>
    amount == null ? '' : `${formatMeasure(amount, i18n.locale)} ${unit}`;
  return (
    <CollapsibleSection
      title={title}
      storageKey="visite.parametri"
      actions={<Button onClick={onAdd}>{t`Aggiungi rilevazione`}</Button>}
    >
      <QueryView query={readings} loading={t`Caricamento dei parametri vitali`}>
        {(rows) => (
          <div className="flex flex-col gap-4">
            {rows.length > 0 ? (
              <Suspense fallback={<p role="status">{t`Caricamento dei grafici`}</p>}>
                <VitalCharts readings={rows} />
              </Suspense>
            ) : null}
            <PatientRecordList
              caption={title}
              rows={rows}
              getRowKey={(reading) => String(reading.id_parametro)}
              columns={[
                { key: 'quando', header: t`Data e ora`, cell: when, noWrap: true },
                {
                  key: 'peso',
                  header: labels.parametro_peso.label,
                  cell: (reading) => value(reading.parametro_peso, 'kg'),
                },
                {
                  key: 'altezza',
                  header: labels.parametro_altezza.label,
                  cell: (reading) => value(reading.parametro_altezza, 'cm'),
                },
                {
                  key: 'pressione',
                  header: t`Pressione`,
                  cell: (reading) =>
                    reading.parametro_pressione_massima == null && reading.parametro_pressione_minima == null
                      ? ''
                      : `${formatMeasure(reading.parametro_pressione_massima, i18n.locale)}/${formatMeasure(reading.parametro_pressione_minima, i18n.locale)} mmHg`,
                },
                {
                  key: 'frequenza',
                  header: labels.parametro_frequenza_cardiaca.label,
                  cell: (reading) => value(reading.parametro_frequenza_cardiaca, 'bpm'),
                },
                { key: 'spo2', header: 'SpO2', cell: (reading) => value(reading.parametro_spo2, '%') },
                {
                  key: 'temperatura',
                  header: labels.parametro_temperatura.label,
                  cell: (reading) => value(reading.parametro_temperatura, '°C'),
                },
                {
                  key: 'glicemia',
                  header: labels.parametro_glicemia.label,
                  cell: (reading) => value(reading.parametro_glicemia, 'mg/dL'),
                },
                {
                  key: 'fonte',
                  header: t`Fonte`,
                  cell: (reading) =>
                    reading.source === 'manuale' ? t`Inserita a mano` : (reading.source ?? ''),
                },
              ]}
              actions={[
                {
                  key: 'edit',
                  // A phone shows every action: a diagnosis, visit or reading is kept from the phone too.
                  showOnCompact: true,
                  icon: 'pen',
                  label: (reading) => t`Modifica la rilevazione del ${when(reading)}`,
                  onSelect: onEdit,
                },
                {
                  key: 'delete',
                  icon: 'trash',
                  tone: 'danger',
                  label: (reading) => t`Elimina la rilevazione del ${when(reading)}`,
                  onSelect: (reading) => void deleteReading(reading),
                  showOnCompact: true,
                },
              ]}
              empty={<EmptyState title={t`Nessuna rilevazione registrata`} />}
            />
          </div>
        )}
      </QueryView>
    </CollapsibleSection>
  );
}
