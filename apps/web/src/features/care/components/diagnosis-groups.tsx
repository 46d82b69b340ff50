import {
  allergyTargetKindLabels,
  confirmMessages,
  type Diagnosis,
  type DiagnosisState,
  diagnosisMoveTargets,
  diagnosisStateLabels,
  diagnosisTypeLabels,
  isLicenceFree,
  successMessages,
} from '@cartella/domain';
import { Button } from '@cartella/ui/button';
import { CollapsibleSection } from '@cartella/ui/collapsible-section';
import { EmptyState } from '@cartella/ui/empty-state';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../lib/dates.ts';
import { domainText } from '../../../lib/i18n.ts';
import {
  type GroupedRecordListProps,
  PatientRecordList,
  RecordGroups,
  RecordMoveDialog,
  useRecordActions,
} from '../../../lib/record-lists.tsx';
import { diagnosesQueryOptions } from '../api/care.ts';
import { useDiagnosisMutation } from '../api/diagnoses.ts';

/**
 * The route asks for aggiungidiagnosi, modificadiagnosi and spostaDiagnosi first, except for the
 * allergies and intolerances every licence writes (issue #37).
 */
export type DiagnosisGroupsProps = GroupedRecordListProps<Diagnosis, DiagnosisState>;

/** Display order and colours (spec 001 section 2): Confermate green, Escluse pink, Sospette grey. */
const groups = [
  { group: 0, tone: 'current' },
  { group: 2, tone: 'forbidden' },
  { group: 1, tone: 'ended' },
] as const;

/** The three collapsible groups of /Registro/Diagnosi with their row actions. */
export function DiagnosisGroups({
  patientId,
  levels,
  onAdd,
  onEdit,
  onMove,
  moving,
  onMoveClosed,
}: DiagnosisGroupsProps) {
  const { t, i18n } = useLingui();
  const diagnoses = useQuery(diagnosesQueryOptions(patientId));
  const change = useDiagnosisMutation(patientId);
  const name = (diagnosis: Diagnosis) => diagnosis.diagnosi_patologia;
  const actions = useRecordActions({ name, success: domainText(successMessages.dataSaved) });

  return (
    <RecordGroups
      query={diagnoses}
      loading={t`Caricamento delle diagnosi`}
      groups={groups}
      groupOf={(diagnosis) => diagnosis.diagnosi_stato}
      titleOf={(state) => domainText(diagnosisStateLabels[state])}
      dialogs={
        <>
          {moving ? (
            <RecordMoveDialog
              title={domainText(confirmMessages.confirmMoveDiagnosis)}
              description={name(moving)}
              targets={diagnosisMoveTargets(moving.diagnosi_stato)}
              targetLabel={(state) => domainText(diagnosisStateLabels[state])}
              onMove={(state) =>
                change.mutateAsync({ kind: 'move', id: moving.id_diagnosi, diagnosi_stato: state })
              }
              onClose={onMoveClosed}
              feedback={actions.feedback}
            />
          ) : null}
          {actions.renderLockDialog({
            levels,
            save: (row, level) =>
              change.mutateAsync({ kind: 'lock', id: row.id_diagnosi, id_livello_confidenzialita: level }),
          })}
        </>
      }
    >
      {({ group: state, tone, title, rows }) => (
        <CollapsibleSection
          title={title}
          tone={tone}
          storageKey={`diagnosi.${state}`}
          actions={<Button onClick={() => onAdd(state)}>{t`Aggiungi a ${title}`}</Button>}
        >
          <PatientRecordList
            caption={title}
            tone={tone}
            rows={rows}
            getRowKey={(diagnosis) => String(diagnosis.id_diagnosi)}
            columns={[
              {
                key: 'diagnosi',
                header: t`Diagnosi`,
                cell: (diagnosis) => (
                  <>
                    {name(diagnosis)}
                    {diagnosis.bersaglio ? (
                      <span className="block text-sm">
                        {domainText(allergyTargetKindLabels[diagnosis.bersaglio.tipo_bersaglio])}:{' '}
                        {diagnosis.bersaglio.descrizione}
                      </span>
                    ) : null}
                  </>
                ),
              },
              {
                key: 'tipo',
                header: t`Tipo`,
                cell: (diagnosis) => domainText(diagnosisTypeLabels[diagnosis.tipo_diagnosi]),
              },
              {
                key: 'medico',
                header: t`Medico`,
                // No doctor on an allergy or intolerance: the patient reported it (issue #37).
                cell: (diagnosis) =>
                  diagnosis.diagnosiDetails?.careprovider ||
                  (isLicenceFree(diagnosis.tipo_diagnosi) ? t`Segnalata da me` : ''),
              },
              {
                key: 'inserimento',
                header: t`Data inserimento`,
                cell: (diagnosis) => formatDate(diagnosis.diagnosi_inserimento, i18n.locale),
                noWrap: true,
              },
            ]}
            actions={[
              {
                key: 'move',
                // A phone shows every action: a diagnosis, visit or reading is kept from the phone too.
                showOnCompact: true,
                icon: 'arrow-down',
                label: (diagnosis) => t`Sposta ${name(diagnosis)}`,
                onSelect: onMove,
                isHidden: (diagnosis) => diagnosisMoveTargets(diagnosis.diagnosi_stato).length === 0,
              },
              actions.editAction(onEdit, { showOnCompact: true }),
              actions.lockAction({ showOnCompact: true }),
              actions.deleteAction(
                ({ id_diagnosi }) => change.mutateAsync({ kind: 'delete', id: id_diagnosi }),
                {
                  title: domainText(confirmMessages.confirmRemoveDiagnosis),
                  description: name,
                  success: domainText(successMessages.actionSucceeded),
                },
              ),
            ]}
            empty={<EmptyState title={t`Nessuna diagnosi in questo gruppo`} />}
          />
        </CollapsibleSection>
      )}
    </RecordGroups>
  );
}
