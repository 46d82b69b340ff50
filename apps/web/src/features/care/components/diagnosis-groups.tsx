import {
  allergyTargetKindLabels,
  confirmMessages,
  type Diagnosis,
  type DiagnosisState,
  diagnosisMoveTargets,
  diagnosisStateLabels,
  diagnosisStates,
  diagnosisTypeLabels,
  failureMessages,
  successMessages,
} from '@cartella/domain';
import { Button } from '@cartella/ui/button';
import { CollapsibleSection } from '@cartella/ui/collapsible-section';
import { useConfirm } from '@cartella/ui/confirm-dialog';
import { EmptyState } from '@cartella/ui/empty-state';
import { MoveDialog } from '@cartella/ui/move-dialog';
import { RecordList } from '@cartella/ui/record-list';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { formatItalianDate } from '../../../lib/dates.ts';
import { domainText } from '../../../lib/i18n.ts';
import { RecordLockDialog } from '../../../lib/record-lock-dialog.tsx';
import { diagnosesQueryOptions } from '../api/care.ts';
import { useDiagnosisMutation } from '../api/diagnoses.ts';

export interface ConfidentialityChoice {
  id_livello_confidenzialita: number;
  confidenzialita_descrizione: string;
}

export interface DiagnosisGroupsProps {
  patientId: number;
  levels: readonly ConfidentialityChoice[];
  /** Add in a group: the route asks for aggiungidiagnosi first. */
  onAdd: (state: DiagnosisState) => void;
  /** Edit: the route asks for modificadiagnosi first. */
  onEdit: (diagnosis: Diagnosis) => void;
  /** Move: the route asks for spostaDiagnosi first, then opens the dialog through `moving`. */
  onMove: (diagnosis: Diagnosis) => void;
  moving: Diagnosis | null;
  onMoveClosed: () => void;
}

/** Display order and colours (spec 001 section 2): Confermate green, Escluse pink, Sospette grey. */
const groups = [
  { state: 0, tone: 'current' },
  { state: 2, tone: 'forbidden' },
  { state: 1, tone: 'ended' },
] as const;

function toState(value: string): DiagnosisState | undefined {
  return diagnosisStates.find((state) => String(state) === value);
}

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
  const { t } = useLingui();
  const confirm = useConfirm();
  const toast = useToast();
  const diagnoses = useQuery(diagnosesQueryOptions(patientId));
  const change = useDiagnosisMutation(patientId);
  const [locking, setLocking] = useState<Diagnosis | null>(null);

  const showError = (error: unknown) =>
    toast.show({
      variant: 'error',
      title: error instanceof ApiError ? error.message : domainText(failureMessages.genericError),
    });
  const showSuccess = (message = successMessages.dataSaved) =>
    toast.show({ variant: 'success', title: domainText(message) });

  async function remove(diagnosis: Diagnosis) {
    const confirmed = await confirm({
      title: domainText(confirmMessages.confirmRemoveDiagnosis),
      description: diagnosis.diagnosi_patologia,
      confirmLabel: t`Elimina`,
      cancelLabel: t`Annulla`,
      variant: 'danger',
    });
    if (!confirmed) return;
    try {
      await change.mutateAsync({ kind: 'delete', id: diagnosis.id_diagnosi });
      showSuccess(successMessages.actionSucceeded);
    } catch (error) {
      showError(error);
    }
  }

  if (diagnoses.isPending)
    return (
      <p role="status" className="font-semibold text-brand">
        {t`Caricamento delle diagnosi`}
      </p>
    );
  if (diagnoses.isError)
    return (
      <p role="alert" className="font-semibold text-danger-strong">
        {diagnoses.error.message}
      </p>
    );

  const name = (diagnosis: Diagnosis) => diagnosis.diagnosi_patologia;
  return (
    <div className="flex flex-col gap-8">
      {groups.map(({ state, tone }) => {
        const title = domainText(diagnosisStateLabels[state]);
        const rows = diagnoses.data.filter((diagnosis) => diagnosis.diagnosi_stato === state);
        return (
          <CollapsibleSection
            key={state}
            title={title}
            tone={tone}
            storageKey={`diagnosi.${state}`}
            actions={<Button onClick={() => onAdd(state)}>{t`Aggiungi a ${title}`}</Button>}
          >
            <RecordList
              moreActionsLabel={t`Altre azioni`}
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
                  cell: (diagnosis) => diagnosis.diagnosiDetails?.careprovider ?? '',
                },
                {
                  key: 'inserimento',
                  header: t`Data inserimento`,
                  cell: (diagnosis) => formatItalianDate(diagnosis.diagnosi_inserimento),
                },
              ]}
              actionsHeader={t`Azioni`}
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
                {
                  key: 'edit',
                  showOnCompact: true,
                  icon: 'pen',
                  label: (diagnosis) => t`Modifica ${name(diagnosis)}`,
                  onSelect: onEdit,
                },
                {
                  key: 'lock',
                  showOnCompact: true,
                  icon: 'lock',
                  label: (diagnosis) => t`Confidenzialità di ${name(diagnosis)}`,
                  onSelect: setLocking,
                },
                {
                  key: 'delete',
                  icon: 'trash',
                  tone: 'danger',
                  label: (diagnosis) => t`Elimina ${name(diagnosis)}`,
                  onSelect: (diagnosis) => void remove(diagnosis),
                  showOnCompact: true,
                },
              ]}
              empty={<EmptyState title={t`Nessuna diagnosi in questo gruppo`} />}
            />
          </CollapsibleSection>
        );
      })}
      {moving ? (
        <MoveDialog
          open
          onOpenChange={(open) => {
            if (!open) onMoveClosed();
          }}
          title={domainText(confirmMessages.confirmMoveDiagnosis)}
          description={name(moving)}
          targetsLabel={t`Sposta in`}
          targets={diagnosisMoveTargets(moving.diagnosi_stato).map((state) => ({
            value: String(state),
            label: domainText(diagnosisStateLabels[state]),
          }))}
          confirmLabel={t`Sposta`}
          cancelLabel={t`Annulla`}
          onConfirm={async ({ target }) => {
            const state = toState(target);
            if (state === undefined) return false;
            try {
              await change.mutateAsync({ kind: 'move', id: moving.id_diagnosi, diagnosi_stato: state });
              showSuccess();
              onMoveClosed();
              return true;
            } catch (error) {
              showError(error);
              return false;
            }
          }}
        />
      ) : null}
      {locking ? (
        <RecordLockDialog
          levels={levels}
          value={locking.id_livello_confidenzialita}
          onClose={() => setLocking(null)}
          onSave={(level) =>
            change.mutateAsync({ kind: 'lock', id: locking.id_diagnosi, id_livello_confidenzialita: level })
          }
          success={domainText(successMessages.dataSaved)}
          failure={domainText(failureMessages.genericError)}
        />
      ) : null}
    </div>
  );
}
