import { issueMessages, type ShareContent, type ShareLinkItem, shareLifetimes } from '@cartella/domain';
import { Button } from '@cartella/ui/button';
import { useConfirm } from '@cartella/ui/confirm-dialog';
import { InlineAlert } from '@cartella/ui/inline-alert';
import { Select } from '@cartella/ui/select';
import { TextField } from '@cartella/ui/text-field';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { currentLocale, domainText } from '../../../lib/i18n.ts';
import { formatInstant } from '../../../lib/instants.ts';
import {
  shareLinksQueryOptions,
  useCreateShareLinkMutation,
  useRevokeShareLinkMutation,
} from '../api/share-links.ts';
import { CreatedShareLink } from './created-share-link.tsx';

type Created = Awaited<ReturnType<ReturnType<typeof useCreateShareLinkMutation>['mutateAsync']>>;

function dateTime(iso: string): string {
  return formatInstant(iso, currentLocale());
}

/**
 * Share links for a doctor (issue #22, beyond the spec): what the link shows, how long it lives,
 * an optional PIN; the link and its QR code once, to copy or share (CreatedShareLink); the list with every opening; revoke.
 */
export function ShareLinks({ patientId, level }: { patientId: number; level: number | null }) {
  const { t } = useLingui();
  const headingId = useId();
  const confirm = useConfirm();
  const links = useQuery(shareLinksQueryOptions(patientId));
  const create = useCreateShareLinkMutation();
  const revoke = useRevokeShareLinkMutation();
  const [content, setContent] = useState<ShareContent>('emergenza');
  const [hours, setHours] = useState('1');
  const [recipient, setRecipient] = useState('');
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<Created | null>(null);

  const contentLabels: Record<ShareContent, string> = {
    emergenza: t`Report di Emergenza`,
    report: t({ message: 'Report', context: 'the clinical report' }),
    fhir: t`Report FHIR`,
  };
  const lifetimeLabel = (value: number | null) => {
    if (value === null) return t`Senza scadenza`;
    if (value === 1) return t`1 ora`;
    if (value === 24) return t`1 giorno`;
    return t`${value / 24} giorni`;
  };
  const stateLabels: Record<ShareLinkItem['stato'], string> = {
    attivo: t`Attivo`,
    scaduto: t`Scaduto`,
    revocato: t`Revocato`,
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setPinError(null);
    const trimmed = pin.trim();
    if (trimmed !== '' && !/^\d{4,8}$/.test(trimmed)) {
      setPinError(domainText(issueMessages.pin_invalid));
      return;
    }
    // A link that never expires can be guessed at for ever: its PIN is longer (issue #34 T6).
    if (trimmed !== '' && hours === 'none' && trimmed.length < 6) {
      setPinError(domainText(issueMessages.pin_permanent_short));
      return;
    }
    try {
      const answer = await create.mutateAsync({
        id_paziente: patientId,
        contenuto: content,
        durata_ore: hours === 'none' ? null : Number(hours),
        pin: trimmed === '' ? null : trimmed,
        livello: (level ?? 6) as 1 | 2 | 3 | 4 | 5 | 6,
        destinatario: recipient.trim() === '' ? null : recipient.trim(),
      });
      setCreated(answer);
      setPin('');
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t`Errore, riprova.`);
    }
  }

  async function revokeLink(link: ShareLinkItem) {
    const confirmed = await confirm({
      title: t`Revocare il link?`,
      description: t`Non si potrà più aprire.`,
      confirmLabel: t`Revoca`,
      cancelLabel: t`Annulla`,
      variant: 'danger',
    });
    if (!confirmed) return;
    try {
      await revoke.mutateAsync(link.id_link);
      if (created?.id_link === link.id_link) setCreated(null);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t`Errore, riprova.`);
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border-2 border-muted bg-white p-4"
    >
      <h2 id={headingId} className="font-bold text-brand text-xl">
        {t`Condividi con un medico`}
      </h2>
      <p>{t`Il medico lo apre senza account, in sola lettura.`}</p>
      <form onSubmit={(event) => void submit(event)} className="grid gap-3 sm:grid-cols-2" noValidate>
        <Select
          label={t`Cosa condividere`}
          value={content}
          onValueChange={(value) => {
            const next = value === 'report' || value === 'fhir' ? value : 'emergenza';
            setContent(next);
            if (next !== 'emergenza' && hours === 'none') setHours('1');
          }}
          options={(['emergenza', 'report', 'fhir'] as const).map((value) => ({
            value,
            label: contentLabels[value],
          }))}
        />
        <Select
          label={t`Durata`}
          value={hours}
          onValueChange={setHours}
          options={shareLifetimes
            .filter((value) => value !== null || content === 'emergenza')
            .map((value) => ({
              value: value === null ? 'none' : String(value),
              label: lifetimeLabel(value),
            }))}
        />
        <TextField
          label={t`Per chi (facoltativo)`}
          value={recipient}
          maxLength={200}
          onChange={(event) => setRecipient(event.target.value)}
        />
        <TextField
          label={t`PIN (facoltativo)`}
          description={hours === 'none' ? t`Da 6 a 8 cifre.` : t`Da 4 a 8 cifre.`}
          value={pin}
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          error={pinError ?? undefined}
          onChange={(event) => setPin(event.target.value)}
        />
        <div className="sm:col-span-2">
          <Button type="submit" pending={create.isPending}>{t`Crea link`}</Button>
        </div>
      </form>
      {failure !== null ? (
        <InlineAlert variant="error" live>
          {failure}
        </InlineAlert>
      ) : null}
      {created !== null ? <CreatedShareLink url={created.url} qrSvg={created.qr_svg} /> : null}
      <h3 className="font-bold text-lg">{t`I tuoi link`}</h3>
      {links.data === undefined || links.data.length === 0 ? (
        <p>{t`Nessun link creato.`}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {links.data.map((link) => (
            <li key={link.id_link} className="flex flex-col gap-1 rounded border-2 border-muted p-3">
              <p className="font-bold">
                {contentLabels[link.contenuto]}
                {link.qr_scheda
                  ? ` · ${t`Codice QR della scheda di emergenza`}`
                  : link.destinatario
                    ? ` · ${link.destinatario}`
                    : ''}{' '}
                · {stateLabels[link.stato]}
              </p>
              <p className="text-sm">
                {t`Creato il ${dateTime(link.creato_il)}`} ·{' '}
                {link.scade_il === null ? t`Senza scadenza` : t`scade il ${dateTime(link.scade_il)}`}
                {link.con_pin ? ` · ${t`con PIN`}` : ''}
              </p>
              {link.aperture.length === 0 ? (
                <p className="text-sm">{t`Mai aperto.`}</p>
              ) : (
                <ul className="list-disc pl-5 text-sm">
                  {link.aperture.map((opening) => (
                    <li key={opening.aperto_il}>
                      {t`Aperto il ${dateTime(opening.aperto_il)} da ${opening.dispositivo} (${opening.indirizzo})`}
                    </li>
                  ))}
                </ul>
              )}
              {link.stato === 'attivo' ? (
                <div>
                  <Button variant="danger" onClick={() => void revokeLink(link)}>
                    {t`Revoca link`}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
