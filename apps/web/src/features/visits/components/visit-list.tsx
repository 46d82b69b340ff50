import { confirmMessages, failureMessages, successMessages, type Visit } from '@cartella/domain';
import { Button } from '@cartella/ui/button';
import { CollapsibleSection } from '@cartella/ui/collapsible-section';
import { useConfirm } from '@cartella/ui/confirm-dialog';
import { EmptyState } from '@cartella/ui/empty-state';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/dates.ts';
import { domainText } from '../../../lib/i18n.ts';
import { QueryView } from '../../../lib/query-view.tsx';
import { PatientRecordList } from '../../../lib/record-lists.tsx';
import { useDeleteVisitMutation, visitsQueryOptions } from '../api/visits.ts';

export interface VisitListProps {
  patientId: number;
  /** Add: the route asks for aggiungivisite first. */
  onAdd: () => void;
  /** Edit: the route asks for modificavisite first. */
  onEdit: (visit: Visit) => void;
}

/** The visits group of /Registro/Visite (spec 001 section 2 "Visits page"): pen and trash per row. */
export function VisitList({ patientId, onAdd, onEdit }: VisitListProps) {
  const { t, i18n } = useLingui();
  const confirm = useConfirm();
  const toast = useToast();
  const visits = useQuery(visitsQueryOptions(patientId));
  const remove = useDeleteVisitMutation(patientId);

  async function deleteVisit(visit: Visit) {
    const confirmed = await confirm({
      title: domainText(confirmMessages.confirmDeleteVisit),
      description: `${formatDate(visit.visita_data, i18n.locale)}: ${visit.visita_motivazione}`,
      confirmLabel: t`Elimina`,
      cancelLabel: t`Annulla`,
      variant: 'danger',
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(visit.id_visita);
      toast.show({ variant: 'success', title: domainText(successMessages.visitDeleted) });
    } catch (error) {
      // Spec 001 section 8: 'Visita non eliminata, riprova', with the server's reason when it gave one.
      toast.show({
        variant: 'error',
        title: domainText(failureMessages.visitDeleteFailed),
        ...(error instanceof ApiError ? { description: error.message } : {}),
      });
    }
  }

  const title = t`Visite`;
  const name = (visit: Visit) => `${formatDate(visit.visita_data, i18n.locale)} ${visit.visita_motivazione}`;
  return (
    <CollapsibleSection
      title={title}
      storageKey="visite.visite"
      actions={<Button onClick={onAdd}>{t`Aggiungi visita`}</Button>}
    >
      <QueryView query={visits} loading={t`Caricamento delle visite`}>
        {(rows) => (
          <PatientRecordList
            caption={title}
            rows={rows}
            getRowKey={(visit) => String(visit.id_visita)}
            columns={[
              {
                key: 'data',
                header: t`Data`,
                cell: (visit) => formatDate(visit.visita_data, i18n.locale),
                noWrap: true,
              },
              { key: 'motivazione', header: t`Motivazione`, cell: (visit) => visit.visita_motivazione },
              { key: 'osservazioni', header: t`Osservazioni`, cell: (visit) => visit.visita_osservazioni },
              { key: 'conclusioni', header: t`Conclusioni`, cell: (visit) => visit.visita_conclusioni },
            ]}
            actions={[
              {
                key: 'edit',
                // A phone shows every action: a diagnosis, visit or reading is kept from the phone too.
                showOnCompact: true,
                icon: 'pen',
                label: (visit) => t`Modifica la visita del ${name(visit)}`,
                onSelect: onEdit,
              },
              {
                key: 'delete',
                icon: 'trash',
                tone: 'danger',
                label: (visit) => t`Elimina la visita del ${name(visit)}`,
                onSelect: (visit) => void deleteVisit(visit),
                showOnCompact: true,
              },
            ]}
            empty={<EmptyState title={t`Nessuna visita registrata`} />}
          />
        )}
      </QueryView>
    </CollapsibleSection>
  );
}
