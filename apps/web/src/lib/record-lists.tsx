import {
  type ConfidentialityLevel,
  confirmMessages,
  failureMessages,
  successMessages,
} from '@cartella/domain';
import { Button } from '@cartella/ui/button';
import { useConfirm } from '@cartella/ui/confirm-dialog';
import { MoveDialog, type MoveDialogProps } from '@cartella/ui/move-dialog';
import { RecordList, type RecordListProps, type RowAction } from '@cartella/ui/record-list';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { Fragment, type ReactNode, useState } from 'react';
import { ApiError } from './api-client.ts';
import { domainText } from './i18n.ts';
import { QueryStatus, type QueryViewProps } from './query-view.tsx';
import { type LevelChoice, RecordLockDialog } from './record-lock-dialog.tsx';

/** What a route hands a record list; the route checks the add and edit permissions first. */
interface RecordListBaseProps<Row> {
  patientId: number;
  /** The levels of the patient record (spec 000 section 6: a server list). */
  levels: readonly LevelChoice[];
  onEdit: (row: Row) => void;
}

/** A record page's single list. */
export interface SingleRecordListProps<Row> extends RecordListBaseProps<Row> {
  onAdd: () => void;
}

/**
 * A record page's lists by group (status or kind): add to one group, and move a row to another;
 * the route checks the move permission, then opens the dialog through `moving`.
 */
export interface GroupedRecordListProps<Row, Group> extends RecordListBaseProps<Row> {
  onAdd: (group: Group) => void;
  onMove: (row: Row) => void;
  moving: Row | null;
  onMoveClosed: () => void;
}

export interface RecordSectionProps {
  title: string;
  addLabel: string;
  onAdd: () => void;
  /** The gap between heading and list, when a page wants more room than the usual. */
  className?: string;
  children: ReactNode;
}

/** A titled region of a record page: the list's heading with its add button, then the list. */
export function RecordSection({
  title,
  addLabel,
  onAdd,
  className = 'flex flex-col gap-3',
  children,
}: RecordSectionProps) {
  return (
    <section className={className} aria-label={title}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-bold text-2xl text-brand">{title}</h2>
        <Button onClick={onAdd}>{addLabel}</Button>
      </div>
      {children}
    </section>
  );
}

/** One group of a record page's lists, with its colour. */
interface RecordGroup<Group> {
  group: Group;
  tone: NonNullable<RecordListProps<unknown>['tone']>;
}

export interface RecordGroupsProps<Row, Group> {
  /** The query of every row; its loading text shows until the rows have come. */
  query: QueryViewProps<Row[]>['query'];
  loading: string;
  /** The groups in display order. */
  groups: readonly RecordGroup<Group>[];
  /** The group a row is in. */
  groupOf: (row: Row) => Group;
  titleOf: (group: Group) => string;
  /** The titled section of one group, over the rows in it. */
  children: (section: RecordGroup<Group> & { title: string; rows: Row[] }) => ReactNode;
  /** The dialogs the lists open (move, confidentiality). */
  dialogs: ReactNode;
}

/** A record page's lists by group (a status, a kind): one section per group, then the dialogs. */
export function RecordGroups<Row, Group>({
  query,
  loading,
  groups,
  groupOf,
  titleOf,
  children,
  dialogs,
}: RecordGroupsProps<Row, Group>) {
  const rows = query.data;
  if (query.isPending || query.isError || rows === undefined)
    return <QueryStatus query={query} loading={loading} />;
  return (
    <div className="flex flex-col gap-8">
      {groups.map((section) => (
        <Fragment key={String(section.group)}>
          {children({
            ...section,
            title: titleOf(section.group),
            rows: rows.filter((row) => groupOf(row) === section.group),
          })}
        </Fragment>
      ))}
      {dialogs}
    </div>
  );
}

/** A record list with the app's names for the actions column and the overflow menu. */
export function PatientRecordList<Row>(
  props: Omit<RecordListProps<Row>, 'moreActionsLabel' | 'actionsHeader'>,
) {
  const { t } = useLingui();
  return <RecordList moreActionsLabel={t`Altre azioni`} actionsHeader={t`Azioni`} {...props} />;
}

interface RecordFeedback {
  /** Toasts the server's message, else the list's failure text. */
  showError: (error: unknown) => void;
  /** Toasts the list's success text, or another one. */
  showSuccess: (title?: string) => void;
}

interface RecordActionsOptions<Row> {
  /** How a row is named in the action labels ('Modifica …', 'Elimina …'). */
  name: (row: Row) => string;
  failure?: string;
  success?: string;
}

interface DeleteOptions<Row> {
  title?: string;
  description?: (row: Row) => string;
  /** The toast after a delete, when it differs from the list's success text. */
  success?: string;
  /** The toast when the delete fails and the server said nothing, when it differs. */
  failure?: string;
  /** The confirmation's buttons, when not 'Elimina' and 'Annulla'. */
  confirmLabel?: string;
  cancelLabel?: string;
}

interface LockDialogOptions<Row> {
  levels: readonly LevelChoice[];
  /** Saves the row's new level. */
  save: (row: Row, level: ConfidentialityLevel) => Promise<unknown>;
  /** The toast after saving, when it differs from the list's success text. */
  success?: string;
}

/** What a confirmed delete says: its question, and its toasts. */
export interface ConfirmedDeleteOptions {
  /** The question, when not the record's 'confirm delete' message. */
  title?: string;
  /** What is deleted, under the question. */
  description?: string;
  /** The toast after the delete. */
  success: string;
  /** The toast when the delete fails and the server said nothing. */
  failure: string;
  /** The confirmation's buttons, when not 'Elimina' and 'Annulla'. */
  confirmLabel?: string;
  cancelLabel?: string;
}

/**
 * A delete behind a confirmation in the danger style: once confirmed it runs, then a toast gives
 * the success text, or the server's message (else the failure text) when it failed. Answers
 * whether the patient confirmed.
 */
export function useConfirmedDelete() {
  const { t } = useLingui();
  const confirm = useConfirm();
  const toast = useToast();
  return async function confirmDelete(
    run: () => Promise<unknown>,
    options: ConfirmedDeleteOptions,
  ): Promise<boolean> {
    const confirmed = await confirm({
      title: options.title ?? domainText(confirmMessages.confirmDeleteRecord),
      ...(options.description === undefined ? {} : { description: options.description }),
      confirmLabel: options.confirmLabel ?? t`Elimina`,
      cancelLabel: options.cancelLabel ?? t`Annulla`,
      variant: 'danger',
    });
    if (!confirmed) return false;
    try {
      await run();
      toast.show({ variant: 'success', title: options.success });
    } catch (error) {
      toast.show({ variant: 'error', title: error instanceof ApiError ? error.message : options.failure });
    }
    return true;
  };
}

type ActionExtras<Row> = Partial<Omit<RowAction<Row>, 'key' | 'icon' | 'label' | 'onSelect'>>;

/**
 * The toasts and the common row actions of a record list: edit (pen), confidentiality (lock,
 * which opens the lock dialog) and delete (trash, after a confirmation), labelled with the row's
 * name.
 */
export function useRecordActions<Row extends { id_livello_confidenzialita: number }>({
  name,
  failure = domainText(failureMessages.genericError),
  success = domainText(successMessages.operationCompleted),
}: RecordActionsOptions<Row>) {
  const { t } = useLingui();
  const toast = useToast();
  const confirmDelete = useConfirmedDelete();
  const [locking, setLocking] = useState<Row | null>(null);

  const showFailure = (error: unknown, otherwise = failure) =>
    toast.show({ variant: 'error', title: error instanceof ApiError ? error.message : otherwise });
  const feedback: RecordFeedback = {
    showError: (error) => showFailure(error),
    showSuccess: (title = success) => toast.show({ variant: 'success', title }),
  };

  return {
    ...feedback,
    feedback,
    editAction: (onSelect: (row: Row) => void, extras: ActionExtras<Row> = {}): RowAction<Row> => ({
      key: 'edit',
      icon: 'pen',
      label: (row) => t`Modifica ${name(row)}`,
      onSelect,
      ...extras,
    }),
    lockAction: (extras: ActionExtras<Row> = {}): RowAction<Row> => ({
      key: 'lock',
      icon: 'lock',
      label: (row) => t`Confidenzialità di ${name(row)}`,
      onSelect: setLocking,
      ...extras,
    }),
    /** The row whose lock action was chosen, for a list with a dialog of its own. */
    locking,
    stopLocking: () => setLocking(null),
    /** The lock dialog of the chosen row, or nothing. */
    renderLockDialog: (options: LockDialogOptions<Row>) =>
      locking ? (
        <RecordLockDialog
          levels={options.levels}
          value={locking.id_livello_confidenzialita}
          onClose={() => setLocking(null)}
          onSave={(level) => options.save(locking, level)}
          success={options.success ?? success}
          failure={failure}
        />
      ) : null,
    deleteAction: (
      run: (row: Row) => Promise<unknown>,
      options: DeleteOptions<Row> = {},
    ): RowAction<Row> => ({
      key: 'delete',
      icon: 'trash',
      tone: 'danger',
      label: (row) => t`Elimina ${name(row)}`,
      onSelect: (row) =>
        void confirmDelete(() => run(row), {
          ...options,
          description: options.description?.(row),
          success: options.success ?? success,
          failure: options.failure ?? failure,
        }),
      showOnCompact: true,
    }),
  };
}

export interface RecordMoveDialogProps<Target extends number>
  extends Pick<MoveDialogProps, 'title' | 'description' | 'reason'> {
  /** The lists the record may go to. */
  targets: readonly Target[];
  targetLabel: (target: Target) => string;
  /** Why the record cannot go to a list now, or null: that list is shown disabled, with the reason. */
  targetRefusal?: (target: Target) => string | null;
  /** Moves the record; a failure is toasted and keeps the dialog open. */
  onMove: (target: Target, reason: string) => Promise<unknown>;
  onClose: () => void;
  feedback: RecordFeedback;
}

/** The move dialog of a record list: pick another list, move, toast, close. */
export function RecordMoveDialog<Target extends number>({
  targets,
  targetLabel,
  targetRefusal,
  onMove,
  onClose,
  feedback,
  ...dialog
}: RecordMoveDialogProps<Target>) {
  const { t } = useLingui();
  return (
    <MoveDialog
      {...dialog}
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      targetsLabel={t`Sposta in`}
      targets={targets.map((target) => {
        const refusal = targetRefusal?.(target) ?? null;
        return {
          value: String(target),
          label: targetLabel(target),
          ...(refusal === null ? {} : { disabled: true, description: refusal }),
        };
      })}
      confirmLabel={t`Sposta`}
      cancelLabel={t`Annulla`}
      onConfirm={async ({ target, reason }) => {
        const chosen = targets.find((item) => String(item) === target);
        if (chosen === undefined || (targetRefusal?.(chosen) ?? null) !== null) return false;
        try {
          await onMove(chosen, reason);
          feedback.showSuccess();
          onClose();
          return true;
        } catch (error) {
          feedback.showError(error);
          return false;
        }
      }}
    />
  );
}
