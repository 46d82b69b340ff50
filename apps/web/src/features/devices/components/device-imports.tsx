import { DestructiveConfirmationSchema, internalErrorMessage } from '@cartella/domain';
import { EmptyState } from '@cartella/ui/empty-state';
import { FormModal } from '@cartella/ui/form-modal';
import { RecordList } from '@cartella/ui/record-list';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  DestructiveConfirmationFields,
  destructiveConfirmationOf,
} from '../../../lib/current-password-field.tsx';
import { formatInstant } from '../../../lib/instants.ts';
import { QueryStatus } from '../../../lib/query-view.tsx';
import { useFormSave } from '../../../lib/use-form-save.ts';
import { deviceImportsQueryOptions, undoDeviceImport } from '../api/device-readings.ts';

type DeviceImport = NonNullable<ReturnType<typeof useDeviceImports>['data']>[number];

function useDeviceImports(patientId: number) {
  return useQuery(deviceImportsQueryOptions(patientId));
}

/**
 * 'Misure salvate dai dispositivi' (issue #37): each save of a monitor's readings, with the
 * monitor, the user chosen on it and how many of its readings are in the record; 'Annulla
 * l'importazione' removes them all at once, confirmed with the password.
 */
export function DeviceImports({ patientId }: { patientId: number }) {
  const { t, i18n } = useLingui();
  const imports = useDeviceImports(patientId);
  const [undoing, setUndoing] = useState<DeviceImport | null>(null);
  const when = (entry: DeviceImport) => formatInstant(entry.created_on, i18n.locale);

  return (
    <div className="flex flex-col gap-2">
      <QueryStatus query={imports} />
      {imports.data ? (
        <RecordList
          caption={t`Misure salvate dai dispositivi`}
          showCaption
          rows={imports.data}
          getRowKey={(entry) => String(entry.id_importazione)}
          columns={[
            { key: 'data', header: t`Salvate il`, cell: when, noWrap: true },
            {
              key: 'dispositivo',
              header: t`Dispositivo`,
              cell: (entry) =>
                entry.numero_serie === null
                  ? entry.dispositivo
                  : t`${entry.dispositivo} (n. di serie ${entry.numero_serie})`,
            },
            {
              key: 'utente',
              header: t`Utente del monitor`,
              cell: (entry) => entry.utente_dispositivo ?? t`Nessuno (solo ossigeno e temperatura)`,
            },
            { key: 'misure', header: t`Misure`, cell: (entry) => String(entry.misure) },
          ]}
          actionsHeader={t`Azioni`}
          actions={[
            {
              key: 'undo',
              icon: 'trash',
              tone: 'danger',
              label: (entry) => t`Annulla l'importazione del ${when(entry)}`,
              onSelect: setUndoing,
              showOnCompact: true,
            },
          ]}
          empty={<EmptyState title={t`Nessuna misura salvata da un dispositivo`} />}
        />
      ) : null}
      {undoing ? (
        <UndoImportDialog entry={undoing} when={when(undoing)} onClose={() => setUndoing(null)} />
      ) : null}
    </div>
  );
}

function UndoImportDialog({
  entry,
  when,
  onClose,
}: {
  entry: DeviceImport;
  when: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const toast = useToast();
  const queryClient = useQueryClient();
  // Asked once the server says app codes are on: the page loads nothing more to know it before.
  const [askCode, setAskCode] = useState(false);
  const { errors, formError, submit } = useFormSave({
    schema: DestructiveConfirmationSchema,
    save: (body: { current_password: string; codice?: string }) =>
      undoDeviceImport(entry.id_importazione, body),
    feedback: { saved: null, failed: internalErrorMessage, failureText: 'server' },
    onSaved: async (answer) => {
      toast.show({
        variant: 'success',
        title: t`${answer.message}: ${answer.data.removed} misure tolte dalla cartella.`,
      });
      // The vital signs belong to another feature: every cached query is refreshed.
      await queryClient.invalidateQueries();
    },
  });
  if (errors.codice !== undefined && !askCode) setAskCode(true);

  return (
    <FormModal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t`Annullare l'importazione del ${when}?`}
      description={t`Le ${entry.misure} misure salvate con questa importazione saranno tolte dalla cartella. Per confermare, scrivi la tua password.`}
      confirmLabel={t`Annulla l'importazione`}
      cancelLabel={t`Indietro`}
      error={formError}
      onResult={() => onClose()}
      onSubmit={(data) => submit(destructiveConfirmationOf(data, askCode))}
    >
      <DestructiveConfirmationFields askCode={askCode} errors={errors} />
    </FormModal>
  );
}
