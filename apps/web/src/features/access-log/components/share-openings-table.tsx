import type { ShareOpeningLog } from '@cartella/domain';
import { RecordList } from '@cartella/ui/record-list';
import { useLingui } from '@lingui/react/macro';
import { formatInstant } from '../../../lib/instants.ts';

/** Issue #22: who opened the patient's share links, and when (beside the sign-ins). */
export function ShareOpeningsTable({ openings }: { openings: readonly ShareOpeningLog[] }) {
  const { t, i18n } = useLingui();
  const contents = {
    emergenza: t`Report di Emergenza`,
    report: t({ message: 'Report', context: 'the clinical report' }),
    fhir: t`Report FHIR`,
  };
  return (
    <RecordList
      caption={t`Aperture dei link condivisi`}
      columns={[
        {
          key: 'when',
          header: t`Data e ora`,
          cell: (row) => formatInstant(row.aperto_il, i18n.locale),
          noWrap: true,
        },
        { key: 'what', header: t`Cosa`, cell: (row) => contents[row.contenuto] },
        {
          key: 'whom',
          header: t`Destinatario`,
          cell: (row) => (row.qr_scheda ? t`Codice QR della scheda di emergenza` : row.destinatario),
        },
        { key: 'device', header: t`Dispositivo`, cell: (row) => row.dispositivo },
        { key: 'ip', header: t`IP`, cell: (row) => row.indirizzo },
      ]}
      rows={openings}
      getRowKey={(row) => `${row.aperto_il}-${row.indirizzo}`}
      empty={null}
    />
  );
}
