import {
  confirmMessages,
  failureMessages,
  NOTE_MAX_LENGTH,
  successMessages,
  type Therapy,
  type TherapyType,
  therapyListTitles,
  therapyMoveTargets,
  therapyTypeLabels,
  therapyTypes,
} from '@cartella/domain';
import { Button } from '@cartella/ui/button';
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
import { issueText } from '../../../lib/form-issues.ts';
import { domainText } from '../../../lib/i18n.ts';
import { RecordLockDialog } from '../../../lib/record-lock-dialog.tsx';
import { therapiesQueryOptions, useSaveTherapyMutation } from '../api/therapies.ts';
import type { ConfidentialityChoice } from './therapy-form.tsx';

export interface TherapyListsProps {
  patientId: number;
  levels: readonly ConfidentialityChoice[];
  /** Add in a list: the route asks for aggiungifarmaci first. */
  onAdd: (type: TherapyType) => void;
  /** Edit: the route asks for modificafarmaci first. */
  onEdit: (therapy: Therapy) => void;
  /** Move: the route asks for spostaFarmaci first, then opens the move dialog through `moving`. */
  onMove: (therapy: Therapy) => void;
  /** Report an adverse reaction (ongoing and concluded therapies only). */
  onReport: (therapy: Therapy) => void;
  moving: Therapy | null;
  onMoveClosed: () => void;
}

/** Display order and colours: ongoing green, concluded grey, forbidden pink (spec 000 section 2). */
const lists = [
  { type: 1, tone: 'current' },
  { type: 2, tone: 'ended' },
  { type: 0, tone: 'forbidden' },
] as const;

function toType(value: string): TherapyType | undefined {
  return therapyTypes.find((type) => String(type) === value);
}

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
  const { t } = useLingui();
  const confirm = useConfirm();
  const toast = useToast();
  const therapies = useQuery(therapiesQueryOptions(patientId));
  const save = useSaveTherapyMutation();
  const [locking, setLocking] = useState<Therapy | null>(null);

  const showError = (error: unknown) =>
    toast.show({
      variant: 'error',
      title: error instanceof ApiError ? error.message : domainText(failureMessages.therapyError),
    });
  const showSuccess = () =>
    toast.show({ variant: 'success', title: domainText(successMessages.operationCompleted) });

  async function remove(therapy: Therapy) {
    const confirmed = await confirm({
      title: domainText(confirmMessages.confirmDeleteRecord),
      confirmLabel: t`Elimina`,
      cancelLabel: t`Annulla`,
      variant: 'danger',
    });
    if (!confirmed) return;
    try {
      await save.mutateAsync({ status: 'delete', id_paziente: patientId, id_terapie: therapy.id_terapie });
      showSuccess();
    } catch (error) {
      showError(error);
    }
  }

  const name = (therapy: Therapy) => therapy.farmaco?.descrizione_breve ?? therapy.id_farmaco_codifa;
  const dates = (therapy: Therapy) =>
    therapy.data_fine
      ? `${formatItalianDate(therapy.data_inizio)} - ${formatItalianDate(therapy.data_fine)}`
      : formatItalianDate(therapy.data_inizio);

  if (therapies.isPending)
    return (
      <p role="status" className="font-semibold text-brand">
        {t`Caricamento delle terapie`}
      </p>
    );
  if (therapies.isError)
    return (
      <p role="alert" className="font-semibold text-danger-strong">
        {therapies.error.message}
      </p>
    );

  return (
    <div className="flex flex-col gap-8">
      {lists.map(({ type, tone }) => {
        const title = domainText(therapyListTitles[type]);
        const rows = therapies.data.filter((therapy) => therapy.tipo_terapia === type);
        return (
          <section key={type} className="flex flex-col gap-3" aria-label={title}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="font-bold text-2xl text-brand">{title}</h2>
              <Button onClick={() => onAdd(type)}>{t`Aggiungi a ${title}`}</Button>
            </div>
            <RecordList
              moreActionsLabel={t`Altre azioni`}
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
              actionsHeader={t`Azioni`}
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
                {
                  key: 'edit',
                  icon: 'pen',
                  label: (therapy) => t`Modifica ${name(therapy)}`,
                  onSelect: onEdit,
                },
                {
                  key: 'lock',
                  icon: 'lock',
                  label: (therapy) => t`Confidenzialità di ${name(therapy)}`,
                  onSelect: setLocking,
                },
                {
                  key: 'delete',
                  icon: 'trash',
                  tone: 'danger',
                  label: (therapy) => t`Elimina ${name(therapy)}`,
                  onSelect: (therapy) => void remove(therapy),
                  showOnCompact: true,
                },
              ]}
              empty={<EmptyState title={t`Nessun farmaco in questo elenco`} />}
            />
          </section>
        );
      })}
      {moving ? (
        <MoveDialog
          open
          onOpenChange={(open) => {
            if (!open) onMoveClosed();
          }}
          title={t`Sposta ${name(moving)}`}
          targetsLabel={t`Sposta in`}
          targets={therapyMoveTargets(moving.tipo_terapia).map((type) => ({
            value: String(type),
            label: domainText(therapyTypeLabels[type]),
          }))}
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
          confirmLabel={t`Sposta`}
          cancelLabel={t`Annulla`}
          onConfirm={async ({ target, reason }) => {
            const type = toType(target);
            if (type === undefined) return false;
            try {
              await save.mutateAsync({
                status: 'update',
                id_paziente: patientId,
                id_terapie: moving.id_terapie,
                tipo_terapia: type,
                motivo: reason,
              });
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
            save.mutateAsync({
              status: 'update',
              id_paziente: patientId,
              id_terapie: locking.id_terapie,
              id_livello_confidenzialita: level,
            })
          }
          success={domainText(successMessages.operationCompleted)}
          failure={domainText(failureMessages.therapyError)}
        />
      ) : null}
    </div>
  );
}
