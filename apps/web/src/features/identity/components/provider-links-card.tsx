import { Card } from '@cartella/ui/card';
import { InlineAlert } from '@cartella/ui/inline-alert';
import { RecordList } from '@cartella/ui/record-list';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BreakableAddress } from '../../../lib/breakable-address.tsx';
import { formatInstant } from '../../../lib/instants.ts';
import { QueryView } from '../../../lib/query-view.tsx';
import {
  type LinkedIdentity,
  linkedIdentitiesQueryOptions,
  providerLinkUrl,
  useUnlinkMutation,
} from '../api/second-factor.ts';

export interface ProviderLinksCardProps {
  /** The OpenID provider's name ("Google", "SPID/CIE"). */
  label: string;
  /** How a link that came back here ended (`?oauth=`), if one did. */
  outcome?: 'linked' | 'link_taken' | 'link_failed' | undefined;
}

/**
 * Linking the account to the OpenID provider (issue #23): once linked, the provider signs this
 * account in whatever e-mail it reports; without a link, only a matching verified e-mail does.
 */
export function ProviderLinksCard({ label, outcome }: ProviderLinksCardProps) {
  const { t, i18n } = useLingui();
  const links = useQuery(linkedIdentitiesQueryOptions());
  const unlink = useUnlinkMutation();
  const [message, setMessage] = useState<string | null>(null);
  const outcomeText =
    outcome === 'linked'
      ? t`Account di ${label} collegato: da ora puoi accedere anche con ${label}.`
      : outcome === 'link_taken'
        ? t`Questo account di ${label} è già collegato a un altro account Cartella.`
        : outcome === 'link_failed'
          ? t`Il collegamento con ${label} non è riuscito. Riprova.`
          : null;

  async function remove(link: LinkedIdentity) {
    setMessage(null);
    try {
      setMessage(await unlink.mutateAsync(link.id));
    } catch (error) {
      setMessage(error instanceof Error ? error.message : null);
    }
  }

  return (
    <Card title={t`Accesso con ${label}`}>
      <p>
        {t`Collega il tuo account di ${label}: potrai accedere con ${label} anche se usa un indirizzo e-mail diverso da quello di Cartella.`}
      </p>
      {outcomeText === null ? null : (
        <InlineAlert variant={outcome === 'linked' ? 'success' : 'error'} live>
          {outcomeText}
        </InlineAlert>
      )}
      <QueryView query={links}>
        {(linked) => (
          <RecordList<LinkedIdentity>
            caption={t`Account collegati`}
            columns={[
              { key: 'email', header: t`E-mail`, cell: (row) => <BreakableAddress address={row.email} /> },
              {
                key: 'linked',
                header: t`Collegato il`,
                cell: (row) => formatInstant(row.created_at, i18n.locale, { withTime: false }),
                noWrap: true,
              },
            ]}
            rows={linked}
            actions={[
              {
                key: 'unlink',
                icon: 'trash',
                label: (row) => t`Scollega ${row.email}`,
                onSelect: (row) => void remove(row),
                showOnCompact: true,
              },
            ]}
            actionsHeader={t`Azioni`}
            getRowKey={(row) => String(row.id)}
            empty={t`Nessun account collegato`}
          />
        )}
      </QueryView>
      <div>
        <a
          href={providerLinkUrl()}
          className="inline-flex min-h-11 items-center justify-center rounded border-2 border-brand px-4 py-2 font-semibold text-brand"
        >
          {t`Collega ${label}`}
        </a>
      </div>
      {message === null ? null : (
        <p role="status" className="font-semibold">
          {message}
        </p>
      )}
    </Card>
  );
}
