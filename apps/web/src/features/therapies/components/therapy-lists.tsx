import {
  failureMessages,
  NOTE_MAX_LENGTH,
  type Therapy,
  type TherapyType,
  therapyListTitles,
  therapyMoveTargets,
  therapyTypeLabels,
} from '@cartella/domain';
import { EmptyState } from '@cartella/ui/empty-state';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../lib/dates.ts';
import { issueText } from '../../../lib/form-issues.ts';
import { domainText } from '../../../lib/i18n.ts';
import {
  type GroupedRecordListProps,
  PatientRecordList,
  RecordGroups,
  RecordMoveDialog,
  RecordSection,
  useRecordActions,
} from '../../../lib/record-lists.tsx';
import { therapiesQueryOptions, useSaveTherapyMutation } from '../api/therapies.ts';

/** The route asks for aggiungifarmaci, modificafarmaci and spostaFarmaci first. */
export interface TherapyListsProps extends GroupedRecordListProps<Therapy, TherapyType> {
  /** Report an adverse reaction (ongoing and concluded therapies only). */
  onReport: (therapy: Therapy) => void;
}

/** Display order and colours: ongoing green, concluded grey, forbidden pink (spec 000 section 2). */
const lists = [
  { group: 1, tone: 'current' },
  { group: 2, tone: 'ended' },
  { group: 0, tone: 'forbidden' },
] as const;

/** The three lists of /Registro/Farmaci with their row actions (spec 000 section 2 "Medications"). */
export function TherapyLists({
  patientId,
  levels,
  onAdd,
  onEdit,
  onMove,
  onReport,
  moving,
  onMoveClosed,
}: TherapyListsProps) {
  const { t, i18n } = useLingui();
  const therapies = useQuery(therapiesQueryOptions(patientId));
  const save = useSaveTherapyMutation();

  const name = (therapy: Therapy) => therapy.farmaco?.descrizione_breve ?? therapy.id_farmaco_codifa;
  const dates = (therapy: Therapy) =>
    therapy.data_fine
      ? `${formatDate(therapy.data_inizio, i18n.locale)} - ${formatDate(therapy.data_fine, i18n.locale)}`
      : formatDate(therapy.data_inizio, i18n.locale);
  const actions = useRecordActions({ name, failure: domainText(failureMessages.therapyError) });

  return (
    <RecordGroups
      query={therapies}
      loading={t`Caricamento delle terapie`}
      groups={lists}
      groupOf={(therapy) => therapy.tipo_terapia}
      titleOf={(type) => domainText(therapyListTitles[type])}
      dialogs={
        <>
          {moving ? (
            <RecordMoveDialog
              title={t`Sposta ${name(moving)}`}
              targets={therapyMoveTargets(moving.tipo_terapia)}
              targetLabel={(type) => domainText(therapyTypeLabels[type])}
              // Spec 000 section 2: the reason field shows when moving out of the forbidden list.
              reason={
                moving.tipo_terapia === 0
                  ? {
                      label: t`Motivo`,
                      required: true,
                      maxLength: NOTE_MAX_LENGTH,
                      requiredMessage: issueText('reason_required'),
                    }
                  : undefined
              }
              onMove={(type, reason) =>
                save.mutateAsync({
                  status: 'update',
                  id_paziente: patientId,
                  id_terapie: moving.id_terapie,
                  tipo_terapia: type,
                  motivo: reason,
                })
              }
              onClose={onMoveClosed}
              feedback={actions.feedback}
            />
          ) : null}
          {actions.renderLockDialog({
            levels,
            save: (row, level) =>
              save.mutateAsync({
                status: 'update',
                id_paziente: patientId,
                id_terapie: row.id_terapie,
                id_livello_confidenzialita: level,
              }),
          })}
        </>
      }
    >
      {({ group: type, tone, title, rows }) => (
        <RecordSection title={title} addLabel={t`Aggiungi a ${title}`} onAdd={() => onAdd(type)}>
          <PatientRecordList
            caption={title}
            tone={tone}
            rows={rows}
            getRowKey={(therapy) => String(therapy.id_terapie)}
            columns={[
              { key: 'farmaco', header: t`Farmaco`, cell: name },
              { key: 'date', header: t`Date`, cell: dates },
              ...(type === 0
                ? []
                : [
                    {
                      key: 'dose',
                      header: t`Dose`,
                      cell: (therapy: Therapy) => therapy.quantita_farmaceutica ?? '',
                    },
                    {
                      key: 'frequenza',
                      header: t`Frequenza`,
                      cell: (therapy: Therapy) => therapy.frequenza_farmaceutica ?? '',
                    },
                  ]),
              {
                key: 'prescrittore',
                header: t`Prescrittore`,
                cell: (therapy) => therapy.cp_display || (therapy.prescrittore ?? ''),
              },
              {
                key: 'diagnosi',
                header: t`Diagnosi`,
                cell: (therapy) => therapy.diagnosi?.diagnosi_patologia ?? '',
              },
              {
                key: 'note',
                header: type === 0 ? t`Motivo` : t`Note`,
                cell: (therapy) => therapy.note ?? '',
              },
            ]}
            actions={[
              {
                key: 'move',
                icon: 'up-down',
                label: (therapy) => t`Sposta ${name(therapy)}`,
                onSelect: onMove,
              },
              {
                key: 'info',
                icon: 'info',
                label: (therapy) => t`Informazioni su ${name(therapy)}`,
                onSelect: (therapy) =>
                  window.open(`/webui/farmacoDetails/${therapy.id_farmaco_codifa}`, '_blank', 'noopener'),
              },
              {
                key: 'report',
                icon: 'exclamation',
                label: (therapy) => t`Segnala reazione avversa a ${name(therapy)}`,
                onSelect: onReport,
                // A report is about a drug taken: not offered on the forbidden list.
                isHidden: (therapy) => therapy.tipo_terapia === 0,
              },
              actions.editAction(onEdit),
              actions.lockAction(),
              actions.deleteAction(({ id_terapie }) =>
                save.mutateAsync({ status: 'delete', id_paziente: patientId, id_terapie }),
              ),
            ]}
            empty={<EmptyState title={t`Nessun farmaco in questo elenco`} />}
          />
        </RecordSection>
      )}
    </RecordGroups>
  );
}
