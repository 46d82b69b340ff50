import { EmptyState } from '@cartella/ui/empty-state';
import { RecordList } from '@cartella/ui/record-list';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatInstant } from '../../../lib/instants.ts';
import { sentMailsQueryOptions } from '../api/doctors.ts';

/** The mail the patient sent to their doctors: date, recipient, subject (the text is not kept). */
export function SentMails({ patientId }: { patientId: number }) {
  const { t, i18n } = useLingui();
  const mails = useQuery(sentMailsQueryOptions(patientId));
  const title = t`Messaggi inviati`;
  return (
    <section className="flex flex-col gap-3" aria-label={title}>
      <h2 className="font-bold text-2xl text-brand">{title}</h2>
      {mails.isError ? (
        <p role="alert" className="font-semibold text-danger-strong">
          {mails.error.message}
        </p>
      ) : (
        <RecordList
          caption={title}
          rows={mails.data ?? []}
          getRowKey={(mail) => String(mail.id_mail)}
          columns={[
            {
              key: 'data',
              header: t`Data`,
              cell: (mail) => formatInstant(mail.inviata_il, i18n.locale),
              noWrap: true,
            },
            {
              key: 'destinatario',
              header: t`Destinatario`,
              cell: (mail) => `${mail.destinatario_nome} <${mail.destinatario_email}>`,
            },
            { key: 'oggetto', header: t`Oggetto`, cell: (mail) => mail.oggetto },
          ]}
          empty={
            <EmptyState title={mails.isPending ? t`Caricamento dei messaggi` : t`Nessun messaggio inviato`} />
          }
        />
      )}
    </section>
  );
}
