import { ApiErrorBodySchema } from '@cartella/contract';
import { IdentityMessageAnswerSchema, MAX_OPEN_SESSIONS, SessionListAnswerSchema } from '@cartella/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/demo-accounts.ts';
import { PASSWORD_CHECK_WINDOW_MINUTES, PASSWORD_CHECKS_PER_WINDOW } from '../services/identity.ts';
import { createTestAccount } from '../test/accounts.ts';
import { createTestApp } from '../test/app.ts';
import { useTestDatabase } from '../test/database.ts';
import { postLogin, request, signIn } from '../test/http.ts';
import { type ReceivedMail, useSmtpServer } from '../test/smtp.ts';

const database = useTestDatabase();
const smtp = useSmtpServer();

const NEW_PASSWORD = 'Lampada-Trombone-73!';

/** An app that mails through this file's SMTP server, with links to https://cartella.example. */
function appWith() {
  const mailing = { mailer: smtp.mailer(), publicUrl: 'https://cartella.example' };
  return createTestApp(database.db, { config: mailing }).app;
}
type App = ReturnType<typeof appWith>;

async function tokenOf(app: App, email: string, address = '198.51.100.7') {
  const { success } = await signIn(app, email, { address });
  return success.token;
}

function call(app: App, method: string, path: string, token: string, body?: unknown) {
  return request(app, method, path, body, { token });
}

async function sessionsOf(app: App, token: string) {
  const response = await call(app, 'GET', '/api/user/sessions', token);
  expect(response.status).toBe(200);
  return v.parse(SessionListAnswerSchema, await response.json()).data;
}

async function messageOf(response: Response) {
  expect(response.status).toBe(200);
  return v.parse(IdentityMessageAnswerSchema, await response.json()).message;
}

async function issues(response: Response) {
  expect(response.status).toBe(400);
  return v.parse(ApiErrorBodySchema, await response.json()).error.fields?.map((f) => `${f.path}:${f.code}`);
}

async function mailTo(address: string, subject: RegExp): Promise<ReceivedMail> {
  for (let tries = 0; tries < 400; tries += 1) {
    const found = smtp.received.find(
      (mail) => mail.envelopeTo.includes(address) && subject.test(mail.parsed.subject ?? ''),
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No mail "${subject}" reached ${address}`);
}

describe('GET /api/user/sessions and ending sessions', () => {
  it('lists the open sessions with device, address, start and last use, marking the current one', async () => {
    const app = appWith();
    const account = await createTestAccount(database.db, 'sessioni');
    const first = await tokenOf(app, account.email, '198.51.100.21');
    await tokenOf(app, account.email, '198.51.100.22');
    const list = await sessionsOf(app, first);
    expect(list).toHaveLength(2);
    expect(list.map((session) => session.audit_ip).sort()).toEqual(['198.51.100.21', '198.51.100.22']);
    expect(list.every((session) => session.dispositivo.startsWith('Chrome'))).toBe(true);
    expect(list.filter((session) => session.corrente).map((session) => session.audit_ip)).toEqual([
      '198.51.100.21',
    ]);
  });

  it('ends one session, whose token then stops working, and refuses another account’s session', async () => {
    const app = appWith();
    const account = await createTestAccount(database.db, 'chiudi');
    const other = await createTestAccount(database.db, 'altro');
    const mine = await tokenOf(app, account.email);
    const second = await tokenOf(app, account.email);
    const stranger = await tokenOf(app, other.email);
    const secondId = (await sessionsOf(app, mine)).find((session) => !session.corrente)?.id_sessione;
    if (secondId === undefined) throw new Error('The second session is not listed');

    const refused = await call(app, 'DELETE', `/api/user/sessions/${secondId}`, stranger);
    expect(refused.status).toBe(403);
    expect((await call(app, 'GET', '/api/user/session', second)).status).toBe(200);

    await messageOf(await call(app, 'DELETE', `/api/user/sessions/${secondId}`, mine));
    expect((await call(app, 'GET', '/api/user/session', second)).status).toBe(401);
    expect((await call(app, 'DELETE', `/api/user/sessions/${secondId}`, mine)).status).toBe(404);
    expect(await sessionsOf(app, mine)).toHaveLength(1);
  });

  it('ends every other session and keeps the current one', async () => {
    const app = appWith();
    const account = await createTestAccount(database.db, 'tutte');
    const mine = await tokenOf(app, account.email);
    const others = [await tokenOf(app, account.email), await tokenOf(app, account.email)];
    await messageOf(await call(app, 'POST', '/api/user/sessions/end-others', mine));
    for (const token of others) expect((await call(app, 'GET', '/api/user/session', token)).status).toBe(401);
    expect((await call(app, 'GET', '/api/user/session', mine)).status).toBe(200);
  });

  it(`keeps at most ${MAX_OPEN_SESSIONS} open sessions: a new sign-in ends the least recently used`, async () => {
    const app = appWith();
    const account = await createTestAccount(database.db, 'molte');
    const tokens: string[] = [];
    for (let i = 0; i <= MAX_OPEN_SESSIONS; i += 1) tokens.push(await tokenOf(app, account.email));
    const newest = tokens.at(-1) ?? '';
    expect(await sessionsOf(app, newest)).toHaveLength(MAX_OPEN_SESSIONS);
    expect((await call(app, 'GET', '/api/user/session', tokens[0] ?? '')).status).toBe(401);
    expect((await call(app, 'GET', '/api/user/session', tokens[1] ?? '')).status).toBe(200);
  });
});

describe('POST /api/user/password/change', () => {
  it('needs the current password, then ends the other sessions and keeps this one', async () => {
    const app = appWith();
    const account = await createTestAccount(database.db, 'cambio');
    const mine = await tokenOf(app, account.email);
    const other = await tokenOf(app, account.email);
    const body = {
      current_password: 'Sbagliata-123!',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    };
    expect(await issues(await call(app, 'POST', '/api/user/password/change', mine, body))).toEqual([
      'current_password:current_password_wrong',
    ]);
    const common = {
      current_password: DEMO_PASSWORD,
      password: 'Qwerty123456!',
      password_confirmation: 'Qwerty123456!',
    };
    expect(await issues(await call(app, 'POST', '/api/user/password/change', mine, common))).toEqual([
      'password:password_common',
    ]);

    const changed = await call(app, 'POST', '/api/user/password/change', mine, {
      ...body,
      current_password: DEMO_PASSWORD,
    });
    expect(await messageOf(changed)).toBe('Password cambiata. Le altre sessioni aperte sono state chiuse.');
    expect((await call(app, 'GET', '/api/user/session', other)).status).toBe(401);
    expect((await call(app, 'GET', '/api/user/session', mine)).status).toBe(200);
    expect((await postLogin(app, account.email, DEMO_PASSWORD)).status).toBe(401);
    expect((await postLogin(app, account.email, NEW_PASSWORD)).status).toBe(200);
  });
});

describe('guessing the current password with a session', () => {
  it(`answers 429 past ${PASSWORD_CHECKS_PER_WINDOW} checks of one account in ${PASSWORD_CHECK_WINDOW_MINUTES} minutes, even to the right password, and not to another account`, async () => {
    const app = appWith();
    const account = await createTestAccount(database.db, 'indovino');
    const other = await createTestAccount(database.db, 'vicino');
    const token = await tokenOf(app, account.email);
    const guess = (password: string, caller = token) =>
      call(app, 'POST', '/api/user/totp/disable', caller, { current_password: password });
    for (let attempt = 0; attempt < PASSWORD_CHECKS_PER_WINDOW; attempt += 1) {
      expect((await guess(`Tentativo-${attempt}!`)).status).toBe(400);
    }
    const blocked = await guess(DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await guess(DEMO_PASSWORD, await tokenOf(app, other.email))).status).toBe(200);
  });
});

describe('POST /api/user/email/change and /api/user/email/verify', () => {
  it('mails a link to the new address and a notice to the old; following it changes the sign-in address once', async () => {
    const app = appWith();
    const account = await createTestAccount(database.db, 'trasloco');
    const token = await tokenOf(app, account.email);
    const newEmail = `nuovo.${account.userId}@example.net`;
    expect(
      await issues(
        await call(app, 'POST', '/api/user/email/change', token, {
          email: newEmail,
          current_password: 'No-123456789!',
        }),
      ),
    ).toEqual(['current_password:current_password_wrong']);
    expect(
      await issues(
        await call(app, 'POST', '/api/user/email/change', token, {
          email: account.email,
          current_password: DEMO_PASSWORD,
        }),
      ),
    ).toEqual(['email:same_email']);

    await messageOf(
      await call(app, 'POST', '/api/user/email/change', token, {
        email: newEmail,
        current_password: DEMO_PASSWORD,
      }),
    );
    const notice = await mailTo(account.email, /Richiesta di cambio/);
    expect(notice.parsed.text).toContain(newEmail);
    const link = await mailTo(newEmail, /Conferma il nuovo indirizzo/);
    const url = new URL((link.parsed.text ?? '').match(/https:\/\/\S+/)?.[0] ?? '');
    expect(url.pathname).toBe('/webui/email/verify');
    const body = { token: url.searchParams.get('token') };
    // Until the link is followed, the old address signs in.
    expect((await postLogin(app, newEmail, DEMO_PASSWORD)).status).toBe(401);

    await messageOf(await request(app, 'POST', '/api/user/email/verify', body));
    expect((await postLogin(app, newEmail, DEMO_PASSWORD)).status).toBe(200);
    expect((await postLogin(app, account.email, DEMO_PASSWORD)).status).toBe(401);
    await mailTo(account.email, /è cambiato/);
    expect(await issues(await request(app, 'POST', '/api/user/email/verify', body))).toEqual([
      'token:link_invalid',
    ]);
  });

  it('refuses the link when the new address became another account meanwhile', async () => {
    const app = appWith();
    const account = await createTestAccount(database.db, 'conteso');
    const token = await tokenOf(app, account.email);
    const taken = await createTestAccount(database.db, 'occupato');
    await messageOf(
      await call(app, 'POST', '/api/user/email/change', token, {
        email: taken.email,
        current_password: DEMO_PASSWORD,
      }),
    );
    const link = await mailTo(taken.email, /Conferma il nuovo indirizzo/);
    const url = new URL((link.parsed.text ?? '').match(/https:\/\/\S+/)?.[0] ?? '');
    const response = await request(app, 'POST', '/api/user/email/verify', {
      token: url.searchParams.get('token'),
    });
    expect(await issues(response)).toEqual(['token:link_invalid']);
    expect((await postLogin(app, account.email, DEMO_PASSWORD)).status).toBe(200);
  });
});
