import {
  internalErrorMessage,
  type Passkey,
  PasskeyNameSchema,
  SecondFactorPasswordSchema,
  type SecondFactorStatus,
  TotpConfirmSchema,
  type TotpSetup,
} from '@cartella/domain';
import { Button } from '@cartella/ui/button';
import { Card } from '@cartella/ui/card';
import { Form, FormActions } from '@cartella/ui/form';
import { InlineAlert } from '@cartella/ui/inline-alert';
import { RecordList } from '@cartella/ui/record-list';
import { TextField } from '@cartella/ui/text-field';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import * as v from 'valibot';
import { ApiError } from '../../../lib/api-client.ts';
import { CurrentPasswordField } from '../../../lib/current-password-field.tsx';
import { formatInstant } from '../../../lib/instants.ts';
import { QueryView } from '../../../lib/query-view.tsx';
import { useFormSave } from '../../../lib/use-form-save.ts';
import { accountSecurityKeys } from '../api/account-security.ts';
import {
  confirmTotp,
  disableTotp,
  renewRecoveryCodes,
  secondFactorQueryOptions,
  setUpTotp,
  useRemovePasskeyMutation,
} from '../api/second-factor.ts';
import { RecoveryCodes } from './recovery-codes.tsx';

/** A new passkey: its name, and the current password that allows adding it. */
const NewPasskeySchema = v.object({ ...PasskeyNameSchema.entries, ...SecondFactorPasswordSchema.entries });

const feedback = { saved: null, failed: internalErrorMessage, failureText: 'server' } as const;

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: accountSecurityKeys.all });
}

/** Turning app codes on: the secret as a QR code and as text, then the first code. */
function TotpEnrolment({ setup, onConfirmed }: { setup: TotpSetup; onConfirmed: (codes: string[]) => void }) {
  const { t } = useLingui();
  const { errors, formError, submit } = useFormSave({
    schema: TotpConfirmSchema,
    save: (body: { codice: string }) => confirmTotp(body.codice.trim()),
    feedback,
    onSaved: onConfirmed,
  });
  return (
    <div className="flex flex-col gap-3">
      <p>{t`1. Inquadra il codice QR con l'app di autenticazione, oppure inserisci a mano la chiave qui sotto.`}</p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`}
        alt={t`Codice QR da inquadrare con l'app di autenticazione`}
        className="h-48 w-48 bg-white"
      />
      <p>
        {t`Chiave:`} <code className="break-all font-mono text-lg">{setup.secret}</code>
      </p>
      <Form
        aria-label={t`Attiva i codici dell'app`}
        error={formError}
        onSubmit={(data) => submit({ codice: String(data.get('codice') ?? '') })}
      >
        <TextField
          name="codice"
          label={t`2. Codice mostrato dall'app`}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          error={errors.codice}
        />
        <FormActions className="justify-end">
          <Button type="submit">{t`Attiva`}</Button>
        </FormActions>
      </Form>
    </div>
  );
}

/**
 * An action that asks for the current password first (turning codes on or off, new recovery
 * codes). A refusal re-reads the status: another tab may have changed it meanwhile.
 */
function PasswordConfirmation({
  label,
  onConfirm,
  onCancel,
}: {
  label: string;
  onConfirm: (password: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const refresh = useRefresh();
  const { errors, formError, submit } = useFormSave({
    schema: SecondFactorPasswordSchema,
    save: (body: { current_password: string }) => onConfirm(body.current_password),
    feedback,
    onFailed: refresh,
  });
  return (
    <Form
      aria-label={label}
      error={formError}
      onSubmit={(data) => submit({ current_password: String(data.get('current_password') ?? '') })}
    >
      <CurrentPasswordField error={errors.current_password} />
      <FormActions className="justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t`Annulla`}
        </Button>
        <Button type="submit">{label}</Button>
      </FormActions>
    </Form>
  );
}

function AppCodes({ status }: { status: SecondFactorStatus }) {
  const { t } = useLingui();
  const refresh = useRefresh();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [action, setAction] = useState<'enable' | 'renew' | 'disable' | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  // After "Ho conservato i codici" the panel that held the focus is gone: the line that says the
  // codes are on takes it, so keyboard and screen-reader users keep their place (issue #37).
  const focusStatus = useRef(false);
  if (codes !== null) {
    return (
      <RecoveryCodes
        codes={codes}
        onDone={async () => {
          // The status first, so the panel gives way to "codes are on", never to "turn them on".
          await refresh();
          focusStatus.current = true;
          setCodes(null);
        }}
      />
    );
  }
  const done =
    message === null ? null : (
      <InlineAlert variant="success" live>
        {message}
      </InlineAlert>
    );
  if (!status.totp) {
    return (
      <div className="flex flex-col gap-3">
        <p>
          {t`Con un'app di autenticazione (per esempio FreeOTP, Google Authenticator o Microsoft Authenticator) l'accesso chiede, dopo la password, un codice di 6 cifre che cambia ogni 30 secondi.`}
        </p>
        {setup !== null ? (
          <TotpEnrolment
            setup={setup}
            onConfirmed={(made) => {
              setSetup(null);
              setCodes(made);
            }}
          />
        ) : action === 'enable' ? (
          <PasswordConfirmation
            label={t`Attiva i codici dell'app`}
            onCancel={() => setAction(null)}
            onConfirm={async (password) => {
              setSetup(await setUpTotp(password));
              setAction(null);
            }}
          />
        ) : (
          <div>
            <Button
              onClick={() => {
                setMessage(null);
                setAction('enable');
              }}
            >{t`Attiva i codici dell'app`}</Button>
          </div>
        )}
        {done}
      </div>
    );
  }
  // Codes may have been turned on in another tab while this one asked for the password to do it.
  const confirming = action === 'enable' ? null : action;
  return (
    <div className="flex flex-col gap-3">
      <p
        tabIndex={-1}
        ref={(node) => {
          if (node !== null && focusStatus.current) {
            focusStatus.current = false;
            node.focus();
          }
        }}
      >
        {t`I codici dell'app sono attivi. Codici di recupero ancora validi: ${status.recovery_codes_left}.`}
      </p>
      {confirming === null ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setAction('renew')}>
            {t`Nuovi codici di recupero`}
          </Button>
          <Button variant="danger" onClick={() => setAction('disable')}>
            {t`Disattiva i codici dell'app`}
          </Button>
        </div>
      ) : (
        <PasswordConfirmation
          label={confirming === 'renew' ? t`Nuovi codici di recupero` : t`Disattiva i codici dell'app`}
          onCancel={() => setAction(null)}
          onConfirm={async (password) => {
            if (confirming === 'renew') {
              setCodes(await renewRecoveryCodes(password));
            } else {
              setMessage(await disableTotp(password));
              await refresh();
            }
            setAction(null);
          }}
        />
      )}
      {done}
    </div>
  );
}

function Passkeys({ passkeys }: { passkeys: Passkey[] }) {
  const { t, i18n } = useLingui();
  const refresh = useRefresh();
  const remove = useRemovePasskeyMutation();
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  // Whether the last submit created a passkey (a browser refusal is not a failed save).
  const added = useRef(false);
  const { errors, formError, submit } = useFormSave({
    schema: NewPasskeySchema,
    save: async (body: { nome: string; current_password: string }) => {
      const { registerPasskey } = await import('../../../lib/passkeys.ts');
      try {
        const passkey = await registerPasskey(body.nome.trim(), body.current_password);
        added.current = true;
        return passkey;
      } catch (error) {
        if (error instanceof ApiError) throw error;
        // The browser's own refusals (cancelled, no authenticator) carry no text for patients.
        setMessage({ text: t`La passkey non è stata creata. Riprova.`, ok: false });
        return null;
      }
    },
    feedback,
    onSaved: async (passkey) => {
      if (passkey === null) return;
      setMessage({ text: t`Passkey «${passkey.nome}» aggiunta.`, ok: true });
      await refresh();
    },
  });

  async function removeOne(passkey: Passkey) {
    setMessage(null);
    try {
      setMessage({ text: await remove.mutateAsync(passkey.id_passkey), ok: true });
    } catch (error) {
      setMessage({ text: error instanceof Error ? error.message : '', ok: false });
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <p>
        {t`Una passkey è la chiave d'accesso custodita dal telefono o dal computer (con impronta, volto o PIN): vale come secondo passaggio e permette anche di accedere senza password.`}
      </p>
      <RecordList<Passkey>
        caption={t`Passkey`}
        columns={[
          { key: 'name', header: t`Nome`, cell: (row) => row.nome },
          {
            key: 'added',
            header: t`Aggiunta`,
            cell: (row) => formatInstant(row.created_at, i18n.locale),
            noWrap: true,
          },
          {
            key: 'used',
            header: t`Ultimo uso`,
            cell: (row) =>
              row.last_used_at === null ? t`Mai usata` : formatInstant(row.last_used_at, i18n.locale),
          },
        ]}
        rows={passkeys}
        actions={[
          {
            key: 'remove',
            icon: 'trash',
            label: (row) => t`Rimuovi la passkey ${row.nome}`,
            onSelect: (row) => void removeOne(row),
            showOnCompact: true,
          },
        ]}
        actionsHeader={t`Azioni`}
        getRowKey={(row) => String(row.id_passkey)}
        empty={t`Nessuna passkey`}
      />
      <Form
        aria-label={t`Aggiungi una passkey`}
        error={formError}
        onSubmit={async (data, event) => {
          const form = event.currentTarget;
          setMessage(null);
          added.current = false;
          const body = {
            nome: String(data.get('nome') ?? ''),
            current_password: String(data.get('current_password') ?? ''),
          };
          // The name stays when the browser did not create the passkey, for another try.
          if ((await submit(body)) && added.current) form.reset();
        }}
      >
        <TextField
          name="nome"
          label={t`Nome della passkey`}
          description={t`Per riconoscerla, per esempio «Telefono» o «Computer di casa».`}
          required
          error={errors.nome}
        />
        <CurrentPasswordField error={errors.current_password} />
        <FormActions className="justify-end">
          <Button type="submit">{t`Aggiungi una passkey`}</Button>
        </FormActions>
      </Form>
      {message === null ? null : (
        <InlineAlert variant={message.ok ? 'success' : 'error'} live>
          {message.text}
        </InlineAlert>
      )}
    </div>
  );
}

/**
 * Two-step sign-in (issue #23): codes from an authenticator app with recovery codes, and passkeys.
 * Optional for patients; the admin area needs one (issue 25).
 */
export function SecondFactorCard() {
  const { t } = useLingui();
  const status = useQuery(secondFactorQueryOptions());
  return (
    <Card title={t`Accesso in due passaggi`}>
      <QueryView query={status}>
        {(current) => (
          <>
            <section aria-labelledby="app-codes-title" className="flex flex-col gap-2">
              <h3 id="app-codes-title" className="font-bold text-lg">
                {t`Codici dell'app di autenticazione`}
              </h3>
              <AppCodes status={current} />
            </section>
            <section aria-labelledby="passkeys-title" className="flex flex-col gap-2">
              <h3 id="passkeys-title" className="font-bold text-lg">
                {t`Passkey`}
              </h3>
              <Passkeys passkeys={current.passkeys} />
            </section>
          </>
        )}
      </QueryView>
    </Card>
  );
}
