import {
  EmailChangeSchema,
  internalErrorMessage,
  type OpenSession,
  PasswordChangeSchema,
} from '@cartella/domain';
import { Button } from '@cartella/ui/button';
import { Card } from '@cartella/ui/card';
import { Form, FormActions } from '@cartella/ui/form';
import { InlineAlert } from '@cartella/ui/inline-alert';
import { PageHeader } from '@cartella/ui/page-header';
import { PasswordField } from '@cartella/ui/password-field';
import { RecordList } from '@cartella/ui/record-list';
import { TextField } from '@cartella/ui/text-field';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CurrentPasswordField } from '../../../lib/current-password-field.tsx';
import { formatInstant } from '../../../lib/instants.ts';
import { useFormSave } from '../../../lib/use-form-save.ts';
import {
  changeEmail,
  changePassword,
  openSessionsQueryOptions,
  useEndSessionMutation,
} from '../api/account-security.ts';
import { ProviderLinksCard, type ProviderLinksCardProps } from './provider-links-card.tsx';
import { SecondFactorCard } from './second-factor-card.tsx';

const feedback = { saved: null, failed: internalErrorMessage, failureText: 'server' } as const;

function ChangePasswordCard() {
  const { t } = useLingui();
  const [done, setDone] = useState<string | null>(null);
  const { errors, formError, submit } = useFormSave({
    schema: PasswordChangeSchema,
    save: (body: { current_password: string; password: string; password_confirmation: string }) =>
      changePassword(body),
    feedback,
    onSaved: setDone,
  });
  const labels = { showLabel: t`Mostra password`, hideLabel: t`Nascondi password` };
  return (
    <Card title={t`Cambia password`}>
      <Form
        aria-label={t`Cambia password`}
        error={formError}
        onSubmit={async (data, event) => {
          const form = event.currentTarget;
          setDone(null);
          const saved = await submit({
            current_password: String(data.get('current_password') ?? ''),
            password: String(data.get('password') ?? ''),
            password_confirmation: String(data.get('password_confirmation') ?? ''),
          });
          // Passwords must not stay on screen after a save.
          if (saved) form.reset();
        }}
      >
        <CurrentPasswordField error={errors.current_password} />
        <PasswordField
          name="password"
          label={t`Nuova password`}
          description={t`Almeno 12 caratteri, con lettere maiuscole e minuscole, numeri e caratteri speciali; evita parole e frasi comuni.`}
          autoComplete="new-password"
          required
          error={errors.password}
          {...labels}
        />
        <PasswordField
          name="password_confirmation"
          label={t`Conferma password`}
          autoComplete="new-password"
          required
          error={errors.password_confirmation}
          {...labels}
        />
        <FormActions className="justify-end">
          <Button type="submit">{t`Cambia password`}</Button>
        </FormActions>
      </Form>
      {done === null ? null : (
        <InlineAlert variant="success" live>
          {done}
        </InlineAlert>
      )}
    </Card>
  );
}

function ChangeEmailCard({ currentEmail }: { currentEmail: string }) {
  const { t } = useLingui();
  const [done, setDone] = useState<string | null>(null);
  const { errors, formError, submit } = useFormSave({
    schema: EmailChangeSchema,
    save: (body: { email: string; current_password: string }) => changeEmail(body),
    feedback,
    onSaved: setDone,
  });
  return (
    <Card title={t`Cambia e-mail`}>
      <p>{t`Accedi con: ${currentEmail}`}</p>
      <Form
        aria-label={t`Cambia e-mail`}
        error={formError}
        onSubmit={async (data, event) => {
          const form = event.currentTarget;
          setDone(null);
          const saved = await submit({
            email: String(data.get('email') ?? '').trim(),
            current_password: String(data.get('current_password') ?? ''),
          });
          if (saved) form.reset();
        }}
      >
        <TextField
          name="email"
          type="email"
          label={t`Nuovo indirizzo e-mail`}
          autoComplete="email"
          required
          error={errors.email}
        />
        <CurrentPasswordField error={errors.current_password} />
        <FormActions className="justify-end">
          <Button type="submit">{t`Invia il link di conferma`}</Button>
        </FormActions>
      </Form>
      {done === null ? null : (
        <InlineAlert variant="success" live>
          {done}
        </InlineAlert>
      )}
    </Card>
  );
}

function SessionsCard() {
  const { t, i18n } = useLingui();
  const sessions = useQuery(openSessionsQueryOptions());
  const end = useEndSessionMutation();
  const [message, setMessage] = useState<string | null>(null);
  async function run(sessionId: number | null) {
    setMessage(null);
    try {
      setMessage(await end.mutateAsync(sessionId));
    } catch (error) {
      setMessage(error instanceof Error ? error.message : null);
    }
  }
  const others = sessions.data?.filter((session) => !session.corrente) ?? [];
  return (
    <Card title={t`Sessioni aperte`}>
      <p>{t`I dispositivi da cui il tuo account è collegato ora. Chiudi quelle che non riconosci.`}</p>
      {sessions.isPending ? null : sessions.isError ? (
        <p role="alert" className="font-semibold text-danger-strong">
          {sessions.error.message}
        </p>
      ) : (
        <RecordList<OpenSession>
          caption={t`Sessioni aperte`}
          columns={[
            {
              key: 'device',
              header: t`Dispositivo`,
              cell: (row) => (row.corrente ? t`${row.dispositivo} (questa sessione)` : row.dispositivo),
            },
            { key: 'ip', header: t`Indirizzo`, cell: (row) => row.audit_ip },
            { key: 'start', header: t`Iniziata`, cell: (row) => formatInstant(row.created_at, i18n.locale) },
            {
              key: 'last',
              header: t`Ultimo uso`,
              cell: (row) => formatInstant(row.last_used_at, i18n.locale),
            },
          ]}
          rows={sessions.data}
          actions={[
            {
              key: 'end',
              icon: 'trash',
              label: (row) => t`Chiudi la sessione ${row.dispositivo}`,
              onSelect: (row) => void run(row.id_sessione),
              showOnCompact: true,
              isHidden: (row) => row.corrente,
            },
          ]}
          actionsHeader={t`Azioni`}
          getRowKey={(row) => String(row.id_sessione)}
          empty={t`Nessuna sessione aperta`}
        />
      )}
      {others.length > 0 ? (
        <div>
          <Button variant="secondary" onClick={() => void run(null)}>
            {t`Chiudi tutte le altre sessioni`}
          </Button>
        </div>
      ) : null}
      {message === null ? null : (
        <p role="status" className="font-semibold">
          {message}
        </p>
      )}
    </Card>
  );
}

/** Account security (issue #23): password, sign-in e-mail, second factor and open sessions. */
export function SecurityPage({
  email,
  provider = null,
  providerOutcome,
}: {
  email: string;
  /** The OpenID provider configured on the server, or null: then no card to link it. */
  provider?: { label: string } | null;
  /** How a link with the provider that came back here ended (`?oauth=`). */
  providerOutcome?: ProviderLinksCardProps['outcome'];
}) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t`Sicurezza dell'account`}
        description={t`Password, indirizzo di accesso, accesso in due passaggi e sessioni aperte del tuo account.`}
      />
      <ChangePasswordCard />
      <ChangeEmailCard currentEmail={email} />
      <SecondFactorCard />
      {provider === null ? null : <ProviderLinksCard label={provider.label} outcome={providerOutcome} />}
      <SessionsCard />
    </div>
  );
}
