import { confirmMessages, failureMessages, infoMessages, successMessages } from '@cartella/domain';
import { Button } from '@cartella/ui/button';
import { useConfirm } from '@cartella/ui/confirm-dialog';
import { EmptyState } from '@cartella/ui/empty-state';
import { Modal } from '@cartella/ui/modal';
import { RecordList } from '@cartella/ui/record-list';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { formatItalianDate } from '../../../lib/dates.ts';
import { domainText } from '../../../lib/i18n.ts';
import { RecordLockDialog } from '../../../lib/record-lock-dialog.tsx';
import {
  useDeleteVaccinationMutation,
  useVaccinationConfidentialityMutation,
  type VaccinationItem,
  vaccinationsQueryOptions,
} from '../api/vaccinations.ts';
import type { ConfidentialityChoice } from './vaccination-form.tsx';

export interface VaccinationListProps {
  patientId: number;
  levels: readonly ConfidentialityChoice[];
  /** Add: the route asks for aggiungivaccini first. */
  onAdd: () => void;
  /** Edit: the route asks for modificavaccini first. */
  onEdit: (vaccination: VaccinationItem) => void;
}

/** The vaccine list of /Registro/Vaccini with info, pen, lock and trash (spec 001 section 2). */
export function VaccinationList({ patientId, levels, onAdd, onEdit }: VaccinationListProps) {
  const { t } = useLingui();
  const confirm = useConfirm();
  const toast = useToast();
  const vaccinations = useQuery(vaccinationsQueryOptions(patientId));
  const lock = useVaccinationConfidentialityMutation();
  const remove = useDeleteVaccinationMutation();
  const [locking, setLocking] = useState<VaccinationItem | null>(null);
  const [showing, setShowing] = useState<VaccinationItem | null>(null);

  const showError = (error: unknown) =>
    toast.show({
      variant: 'error',
      title: error instanceof ApiError ? error.message : domainText(failureMessages.genericError),
    });
  const showSuccess = () =>
    toast.show({ variant: 'success', title: domainText(successMessages.operationCompleted) });
  const name = (vaccination: VaccinationItem) => vaccination.vaccinidetails.descrizione_breve;

  async function deleteVaccination(vaccination: VaccinationItem) {
    const confirmed = await confirm({
      title: domainText(confirmMessages.confirmDeleteRecord),
      confirmLabel: t`Elimina`,
      cancelLabel: t`Annulla`,
      variant: 'danger',
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(vaccination.id_vaccinazione);
      showSuccess();
    } catch (error) {
      showError(error);
    }
  }

  if (vaccinations.isPending)
    return (
      <p role="status" className="font-semibold text-brand">
        {t`Caricamento delle vaccinazioni`}
      </p>
    );
  if (vaccinations.isError)
    return (
      <p role="alert" className="font-semibold text-danger-strong">
        {vaccinations.error.message}
      </p>
    );

  const title = t`Vaccinazioni`;
  return (
    <section className="flex flex-col gap-3" aria-label={title}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-bold text-2xl text-brand">{title}</h2>
        <Button onClick={onAdd}>{t`Aggiungi vaccinazione`}</Button>
      </div>
      <RecordList
        moreActionsLabel={t`Altre azioni`}
        caption={title}
        rows={vaccinations.data}
        getRowKey={(vaccination) => String(vaccination.id_vaccinazione)}
        columns={[
          { key: 'vaccino', header: t`Vaccino`, cell: name },
          { key: 'data', header: t`Data`, cell: (row) => formatItalianDate(row.vaccinazione_data) },
          { key: 'richiamo', header: t`Richiamo`, cell: (row) => String(row.vaccinazione_richiamo) },
          { key: 'reazioni', header: t`Reazioni`, cell: (row) => row.vaccinazione_reazioni },
        ]}
        actionsHeader={t`Azioni`}
        actions={[
          {
            key: 'info',
            icon: 'info',
            label: (row) => t`Informazioni su ${name(row)}`,
            onSelect: setShowing,
          },
          { key: 'edit', icon: 'pen', label: (row) => t`Modifica ${name(row)}`, onSelect: onEdit },
          {
            key: 'lock',
            icon: 'lock',
            label: (row) => t`Confidenzialità di ${name(row)}`,
            onSelect: setLocking,
          },
          {
            key: 'delete',
            icon: 'trash',
            tone: 'danger',
            label: (row) => t`Elimina ${name(row)}`,
            onSelect: (row) => void deleteVaccination(row),
            showOnCompact: true,
          },
        ]}
        empty={<EmptyState title={t`Nessuna vaccinazione registrata`} />}
      />
      {showing ? <VaccineInfo vaccination={showing} onClose={() => setShowing(null)} /> : null}
      {locking ? (
        <RecordLockDialog
          levels={levels}
          value={locking.id_livello_confidenzialita}
          onClose={() => setLocking(null)}
          onSave={(level) => lock.mutateAsync({ id: locking.id_vaccinazione, level })}
          success={domainText(successMessages.operationCompleted)}
          failure={domainText(failureMessages.genericError)}
        />
      ) : null}
    </section>
  );
}

/**
 * The info action: the vaccine's catalogue facts (docs/spec-deviations/vaccinations-links.md: the
 * drug-details page knows no vaccine), or 'Nessuna informazione di dettaglio per questo vaccino'.
 */
function VaccineInfo({ vaccination, onClose }: { vaccination: VaccinationItem; onClose: () => void }) {
  const { t } = useLingui();
  const vaccine = vaccination.vaccinidetails;
  const facts = [
    { label: t`Tipo`, value: vaccine.tipo },
    { label: t`Protegge da`, value: vaccine.antigeni.join(', ') },
    { label: t`Codice ATC`, value: vaccine.codice_atc },
    { label: t`Titolare`, value: vaccine.titolare },
    { label: t`Codici AIC delle confezioni`, value: vaccine.aic_confezioni.join(', ') },
  ].filter((fact) => fact.value !== '');
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={vaccine.descrizione_breve}
      confirmLabel={t`OK`}
      cancelLabel={t`Chiudi`}
      onResult={() => onClose()}
    >
      {facts.length === 0 ? (
        <p>{domainText(infoMessages.vaccineInfoMissing)}</p>
      ) : (
        <dl className="grid gap-2 sm:grid-cols-[auto_1fr]">
          {facts.map((fact) => (
            <div key={fact.label} className="contents">
              <dt className="font-semibold">{fact.label}</dt>
              <dd className="break-words">{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Modal>
  );
}
