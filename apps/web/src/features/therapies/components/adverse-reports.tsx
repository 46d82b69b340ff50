import { pregnancyTrimesterLabels, reactionOutcomeLabels, reactionSeverityLabels } from '@cartella/domain';
import { EmptyState } from '@cartella/ui/empty-state';
import { Modal } from '@cartella/ui/modal';
import { useToast } from '@cartella/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/dates.ts';
import { domainText } from '../../../lib/i18n.ts';
import { formatInstant } from '../../../lib/instants.ts';
import { PatientRecordList } from '../../../lib/record-lists.tsx';
import {
  type AdverseReport,
  adverseReportsQueryOptions,
  downloadAdverseReportPdf,
} from '../api/adverse-reactions.ts';

export interface AdverseReportsProps {
  userId: number;
  /** The structure names of the record, by id. */
  structures: readonly { id: number; struttura: string }[];
}

/**
 * The patient's filed adverse-reaction reports (spec 000 section 2: listed after saving), read
 * only, each with its PDF laid out like AIFA's citizen form (issue 9, beyond the spec).
 */
export function AdverseReports({ userId, structures }: AdverseReportsProps) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const reports = useQuery(adverseReportsQueryOptions(userId));
  const [viewing, setViewing] = useState<AdverseReport | null>(null);
  const title = t`Segnalazioni di reazioni avverse`;

  async function download(report: AdverseReport) {
    try {
      await downloadAdverseReportPdf(report.id);
    } catch (error) {
      toast.show({ variant: 'error', title: error instanceof ApiError ? error.message : String(error) });
    }
  }

  const yesNo = (flag: 0 | 1 | null) => (flag === 1 ? t`Sì` : flag === 0 ? t`No` : '—');
  const structureName = (id: number) =>
    structures.find((structure) => structure.id === id)?.struttura ?? String(id);

  if (reports.isPending)
    return (
      <p role="status" className="font-semibold text-brand">
        {t`Caricamento delle segnalazioni`}
      </p>
    );
  if (reports.isError)
    return (
      <p role="alert" className="font-semibold text-danger-strong">
        {reports.error.message}
      </p>
    );

  return (
    <section className="flex flex-col gap-3" aria-label={title}>
      <h2 className="font-bold text-2xl text-brand">{title}</h2>
      <PatientRecordList
        caption={title}
        rows={reports.data}
        getRowKey={(report) => String(report.id)}
        columns={[
          { key: 'farmaco', header: t`Farmaco`, cell: (report) => report.farmaco },
          {
            key: 'data',
            header: t`Data della reazione`,
            cell: (report) => formatDate(report.date_reaction, i18n.locale),
            noWrap: true,
          },
          { key: 'reazione', header: t`Reazione`, cell: (report) => report.reaction },
          {
            key: 'gravita',
            header: t`Gravità`,
            cell: (report) => domainText(reactionSeverityLabels[report.severity]),
          },
          {
            key: 'inviata',
            header: t`Compilata il`,
            cell: (report) => formatInstant(report.created_at, i18n.locale, { withTime: false }),
            noWrap: true,
          },
        ]}
        actions={[
          {
            key: 'view',
            icon: 'eye',
            label: (report) => t`Visualizza la segnalazione su ${report.farmaco}`,
            onSelect: setViewing,
            showOnCompact: true,
          },
          {
            key: 'download',
            icon: 'download',
            label: (report) => t`Scarica il PDF della segnalazione su ${report.farmaco}`,
            onSelect: (report) => void download(report),
            showOnCompact: true,
          },
        ]}
        empty={<EmptyState title={t`Nessuna segnalazione`} />}
      />
      {viewing ? (
        <Modal
          open
          onOpenChange={(open) => {
            if (!open) setViewing(null);
          }}
          title={t`Segnalazione su ${viewing.farmaco}`}
          confirmLabel={t`Scarica PDF`}
          cancelLabel={t`Chiudi`}
          onConfirm={() => download(viewing)}
          size="lg"
        >
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            {[
              [
                t`Struttura di farmacovigilanza (regione)`,
                structureName(viewing.id_structure_pharmacovigilance),
              ],
              ...(viewing.pregnancy !== null
                ? [
                    [t`Data ultima mestruazione`, formatDate(viewing.date_last_menstruation, i18n.locale)],
                    [t`Gravidanza`, domainText(pregnancyTrimesterLabels[viewing.pregnancy])],
                    [t`Allattamento`, yesNo(viewing.nursing_mother)],
                  ]
                : []),
              [t`Descrizione della reazione`, viewing.reaction],
              [t`Data della reazione`, formatDate(viewing.date_reaction, i18n.locale)],
              [t`Gravità`, domainText(reactionSeverityLabels[viewing.severity])],
              [t`Impatto sulla vita quotidiana (1-10)`, String(viewing.reaction_affect)],
              [t`Durata della reazione`, viewing.reaction_duration],
              [t`Esito attuale`, domainText(reactionOutcomeLabels[viewing.reaction_now])],
              [t`Farmaci usati per curare la reazione`, viewing.drugs_to_treat_reaction],
              [t`Numero di lotto`, viewing.batch_number],
              [t`Motivo per cui è stato usato il farmaco`, viewing.reason],
              [t`Prescritto dal medico`, yesNo(viewing.prescribed_by_doctor)],
              [t`Farmaco sospeso dopo la reazione`, yesNo(viewing.adverse_reaction_drug_suspended)],
              [t`Data prima assunzione`, formatDate(viewing.first_assumption_date, i18n.locale)],
              [t`Data ultima assunzione`, formatDate(viewing.last_assumption_date, i18n.locale)],
              [t`Quante volte al giorno`, viewing.how_many_times_day],
              [t`Come è stato assunto`, viewing.how_drug_taken],
              [t`Farmaco già usato in passato`, yesNo(viewing.drug_already_used)],
              [t`Stessa reazione in passato`, yesNo(viewing.same_reaction)],
              [t`Altri farmaci usati nello stesso periodo`, viewing.other_drugs_used],
              [t`Altre malattie`, viewing.other_diseases],
              [t`Nome del medico o operatore sanitario`, viewing.name_care_provider],
              [t`Indirizzo del medico`, viewing.address_care_provider],
              [t`Telefono del medico`, viewing.phone_care_provider],
              [t`Il medico è stato informato`, yesNo(viewing.care_provider_warned)],
              [t`Il medico può essere contattato`, yesNo(viewing.contactable_care_provider)],
            ].map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </Modal>
      ) : null}
    </section>
  );
}
