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
import { RecordList } from '@cartella/ui/record-list';
import { TextField } from '@cartella/ui/text-field';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type * as v from 'valibot';
import { CurrentPasswordField } from '../../../lib/current-password-field.tsx';
import { formatInstant } from '../../../lib/instants.ts';
import { QueryView } from '../../../lib/query-view.tsx';
import { useFormSave } from '../../../lib/use-form-save.ts';
import {
  changeEmail,
  changePassword,
  openSessionsQueryOptions,
  useEndSessionMutation,
} from '../api/account-security.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { ProviderLinksCard, type ProviderLinksCardProps } from './provider-links-card.tsx';
import { SecondFactorCard } from './second-factor-card.tsx';

const feedback = { saved: null, failed: internalErrorMessage, failureText: 'server' } as const;

/** A change of the account's sign-in details, as its card shows it. */
interface SecuritySave<TBody> {
  errors: Record<string, string>;
  formError: string | null;
  /** The server's answer to the last change, once saved. */
  done: string | null;
  /** Checks and sends the change; true once saved. */
  submit: (body: TBody) => Promise<boolean>;
}

/** A change of the account's sign-in details: what was typed, checked, sent, then the server's answer. */
function useSecuritySave<TSchema extends v.GenericSchema, TBody>(
  schema: TSchema,
  send: (body: TBody) => Promise<string>,
): SecuritySave<TBody> {
  const [done, setDone] = useState<string | null>(null);
  const { errors, formError, submit } = useFormSave({ schema, save: send, feedback, onSaved: setDone });
  return {
    errors,
    formError,
    done,
    submit: (body: TBody) => {
      setDone(null);
      return submit(body);
    },
  };
}

/** A card of the security page with its form: the fields, the button, then the server's answer. */
function SecurityFormCard<TBody>({
  title,
  intro,
  submitLabel,
  form,
  bodyOf,
  children,
}: {
  /** The card's title, also the form's name. */
  title: string;
  intro?: ReactNode;
  submitLabel: string;
  form: SecuritySave<TBody>;
  /** The body sent, from the form's fields. */
  bodyOf: (data: FormData) => TBody;
  children: ReactNode;
}) {
  return (
    <Card title={title}>
      {intro}
      <Form
        aria-label={title}
        error={form.formError}
        onSubmit={async (data, event) => {
          const fields = event.currentTarget;
          // Passwords must not stay on screen after a save.
          if (await form.submit(bodyOf(data))) fields.reset();
        }}
      >
        {children}
        <FormActions className="justify-end">
          <Button type="submit">{submitLabel}</Button>
        </FormActions>
      </Form>
      {form.done === null ? null : (
        <InlineAlert variant="success" live>
          {form.done}
        </InlineAlert>
      )}
    </Card>
  );
}

function ChangePasswordCard() {
  const { t } = useLingui();
  const form = useSecuritySave(
    PasswordChangeSchema,
    (body: { current_password: string; password: string; password_confirmation: string }) =>
      changePassword(body),
  );
  return (
    <SecurityFormCard
      title={t`Cambia password`}
      submitLabel={t`Cambia password`}
      form={form}
      bodyOf={(data) => ({
        current_password: String(data.get('current_password') ?? ''),
        password: String(data.get('password') ?? ''),
        password_confirmation: String(data.get('password_confirmation') ?? ''),
      })}
    >
      <CurrentPasswordField error={form.errors.current_password} />
      <NewPasswordFields label={t`Nuova password`} errors={form.errors} />
    </SecurityFormCard>
  );
}

function ChangeEmailCard({ currentEmail }: { currentEmail: string }) {
  const { t } = useLingui();
  const form = useSecuritySave(EmailChangeSchema, (body: { email: string; current_password: string }) =>
    changeEmail(body),
  );
  return (
    <SecurityFormCard
      title={t`Cambia e-mail`}
      intro={<p>{t`Accedi con: ${currentEmail}`}</p>}
      submitLabel={t`Invia il link di conferma`}
      form={form}
      bodyOf={(data) => ({
        email: String(data.get('email') ?? '').trim(),
        current_password: String(data.get('current_password') ?? ''),
      })}
    >
      <TextField
        name="email"
        type="email"
        label={t`Nuovo indirizzo e-mail`}
        autoComplete="email"
        required
        error={form.errors.email}
      />
      <CurrentPasswordField error={form.errors.current_password} />
    </SecurityFormCard>
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
      <QueryView query={sessions}>
        {(open) => (
          <RecordList<OpenSession>
            caption={t`Sessioni aperte`}
            columns={[
              {
                key: 'device',
                header: t`Dispositivo`,
                cell: (row) => (row.corrente ? t`${row.dispositivo} (questa sessione)` : row.dispositivo),
              },
              { key: 'ip', header: t`Indirizzo`, cell: (row) => row.audit_ip },
              {
                key: 'start',
                header: t`Iniziata`,
                cell: (row) => formatInstant(row.created_at, i18n.locale),
                noWrap: true,
              },
              {
                key: 'last',
                header: t`Ultimo uso`,
                cell: (row) => formatInstant(row.last_used_at, i18n.locale),
                noWrap: true,
              },
            ]}
            rows={open}
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
      </QueryView>
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
