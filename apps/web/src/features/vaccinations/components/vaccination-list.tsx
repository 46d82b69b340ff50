import { antigenLabels, infoMessages } from '@cartella/domain';
import { EmptyState } from '@cartella/ui/empty-state';
import { Modal } from '@cartella/ui/modal';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate } from '../../../lib/dates.ts';
import { domainText } from '../../../lib/i18n.ts';
import { QueryStatus } from '../../../lib/query-view.tsx';
import {
  PatientRecordList,
  RecordSection,
  type SingleRecordListProps,
  useRecordActions,
} from '../../../lib/record-lists.tsx';
import {
  useDeleteVaccinationMutation,
  useVaccinationConfidentialityMutation,
  type VaccinationItem,
  vaccinationsQueryOptions,
} from '../api/vaccinations.ts';

/** The route asks for aggiungivaccini and modificavaccini first. */
export type VaccinationListProps = SingleRecordListProps<VaccinationItem>;

/** The vaccine list of /Registro/Vaccini with info, pen, lock and trash (spec 001 section 2). */
export function VaccinationList({ patientId, levels, onAdd, onEdit }: VaccinationListProps) {
  const { t, i18n } = useLingui();
  const vaccinations = useQuery(vaccinationsQueryOptions(patientId));
  const lock = useVaccinationConfidentialityMutation();
  const remove = useDeleteVaccinationMutation();
  const [showing, setShowing] = useState<VaccinationItem | null>(null);
  const name = (vaccination: VaccinationItem) => vaccination.vaccinidetails.descrizione_breve;
  const actions = useRecordActions({ name });

  if (vaccinations.isPending || vaccinations.isError)
    return <QueryStatus query={vaccinations} loading={t`Caricamento delle vaccinazioni`} />;

  const title = t`Vaccinazioni`;
  return (
    <RecordSection title={title} addLabel={t`Aggiungi vaccinazione`} onAdd={onAdd}>
      <PatientRecordList
        caption={title}
        rows={vaccinations.data}
        getRowKey={(vaccination) => String(vaccination.id_vaccinazione)}
        columns={[
          { key: 'vaccino', header: t`Vaccino`, cell: name },
          {
            key: 'data',
            header: t`Data`,
            cell: (row) => formatDate(row.vaccinazione_data, i18n.locale),
            noWrap: true,
          },
          { key: 'richiamo', header: t`Dose`, cell: (row) => String(row.vaccinazione_richiamo) },
          { key: 'reazioni', header: t`Reazioni`, cell: (row) => row.vaccinazione_reazioni },
        ]}
        actions={[
          {
            key: 'info',
            icon: 'info',
            label: (row) => t`Informazioni su ${name(row)}`,
            onSelect: setShowing,
          },
          actions.editAction(onEdit),
          actions.lockAction(),
          actions.deleteAction((row) => remove.mutateAsync(row.id_vaccinazione)),
        ]}
        empty={<EmptyState title={t`Nessuna vaccinazione registrata`} />}
      />
      {showing ? <VaccineInfo vaccination={showing} onClose={() => setShowing(null)} /> : null}
      {actions.renderLockDialog({
        levels,
        save: (row, level) => lock.mutateAsync({ id: row.id_vaccinazione, level }),
      })}
    </RecordSection>
  );
}

/**
 * The info action: the vaccine's catalogue facts (docs/spec-deviations/vaccinations-links.md: the
 * drug-details page knows no vaccine), or 'Nessuna informazione di dettaglio per questo vaccino'.
 */
function VaccineInfo({ vaccination, onClose }: { vaccination: VaccinationItem; onClose: () => void }) {
  const { t } = useLingui();
  const vaccine = vaccination.vaccinidetails;
  // The type is the catalogue's own Italian wording (apps/api/data/vaccini): marked as Italian.
  const facts: { label: string; value: string; lang?: 'it' }[] = [
    { label: t`Tipo`, value: vaccine.tipo, lang: 'it' as const },
    {
      label: t`Protegge da`,
      // A term the catalogue's vocabulary does not know (an admin's own) is shown as typed.
      value: vaccine.antigeni
        .map((antigen) => {
          const known = antigenLabels[antigen];
          return known ? domainText(known) : antigen;
        })
        .join(', '),
    },
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
              <dd className="break-words" lang={fact.lang}>
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Modal>
  );
}
