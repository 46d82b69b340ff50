import { ApiErrorBodySchema } from '@cartella/contract';
import { IdentityMessageAnswerSchema, LoginAnswerSchema } from '@cartella/domain';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../config.ts';
import { DEMO_PASSWORD } from '../db/demo-accounts.ts';
import { pendingRegistrations } from '../db/schemas/identity.ts';
import { createTestAccount } from '../test/accounts.ts';
import { createTestApp } from '../test/app.ts';
import { useTestDatabase } from '../test/database.ts';
import { createTestClock, postLogin, request, signIn } from '../test/http.ts';
import { type ReceivedMail, useSmtpServer } from '../test/smtp.ts';

const database = useTestDatabase();
const smtp = useSmtpServer();

const NEW_PASSWORD = 'Lampada-Trombone-73!';

/** An app that mails through this file's SMTP server, with links to https://cartella.example. */
function appWith(config: Partial<AppConfig> = {}) {
  const mailing = { mailer: smtp.mailer(), publicUrl: 'https://cartella.example' };
  return createTestApp(database.db, { config: { ...mailing, ...config } }).app;
}

type App = ReturnType<typeof appWith>;

let addressCounter = 0;
/** A client address of its own per call site, so the per-client limits of one test do not leak. */
function newAddress() {
  addressCounter += 1;
  return `203.0.113.${addressCounter}`;
}

function uniqueEmail(name: string) {
  return `${name}.${Math.random().toString(36).slice(2, 10)}@example.org`;
}

function registration(email: string, overrides: Record<string, unknown> = {}) {
  return {
    nome: 'Chiara',
    cognome: 'Esposito',
    email,
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
    accetta_termini: true,
    accetta_trattamento: true,
    ...overrides,
  };
}

function post(
  app: App,
  path: string,
  body: unknown,
  address = '198.51.100.7',
  headers: Record<string, string> = {},
) {
  return request(app, 'POST', path, body, { address, headers });
}

/** The mail to an address whose subject matches, waiting for it (identity mail leaves after the answer). */
async function mailTo(address: string, subject: RegExp, after = 0): Promise<ReceivedMail> {
  for (let tries = 0; tries < 400; tries += 1) {
    const found = smtp.received
      .slice(after)
      .find((mail) => mail.envelopeTo.includes(address) && subject.test(mail.parsed.subject ?? ''));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No mail "${subject}" reached ${address}`);
}

function mailsTo(address: string) {
  return smtp.received.filter((mail) => mail.envelopeTo.includes(address));
}

/** The token of the first link of a mail to a page of the web app. */
function tokenIn(mail: ReceivedMail, page: string): string {
  const text = mail.parsed.text ?? '';
  const start = text.indexOf(`https://cartella.example/webui/${page}?token=`);
  if (start < 0) throw new Error(`No ${page} link in the mail`);
  const link = new URL(text.slice(start).split(/\s/)[0] ?? '');
  return link.searchParams.get('token') ?? '';
}

async function messageOf(response: Response) {
  expect(response.status).toBe(200);
  return v.parse(IdentityMessageAnswerSchema, await response.json()).message;
}

async function fieldIssues(response: Response) {
  expect(response.status).toBe(400);
  const body = v.parse(ApiErrorBodySchema, await response.json());
  return body.error.fields?.map((field) => `${field.path}:${field.code}`) ?? [];
}

async function _registerAndVerify(app: App, email: string) {
  await messageOf(await post(app, '/api/user/register', registration(email), newAddress()));
  const mail = await mailTo(email, /Conferma/);
  await messageOf(await post(app, '/api/user/verify', { token: tokenIn(mail, 'register/verify') }));
}

describe('POST /api/user/register and /api/user/verify', () => {
  it('mails a verification link, and following it creates the account with a patient record and the basic licence', async () => {
    const app = appWith();
    const email = uniqueEmail('chiara');
    const message = await messageOf(await post(app, '/api/user/register', registration(email), newAddress()));
    expect(message).toContain("Ti abbiamo inviato un'e-mail");
    // No account before the address is verified.
    expect((await postLogin(app, email, NEW_PASSWORD)).status).toBe(401);

    const mail = await mailTo(email, /Conferma il tuo indirizzo/);
    expect(mail.parsed.from?.value).toEqual([{ name: 'Cartella', address: 'posta@cartella.example' }]);
    expect(mail.parsed.text).toContain('Gentile utente,');
    expect(mail.parsed.to).toMatchObject({ value: [{ name: '', address: email }] });
    const token = tokenIn(mail, 'register/verify');
    expect(token).toHaveLength(43);

    const activated = await messageOf(await post(app, '/api/user/verify', { token }));
    expect(activated).toBe('Indirizzo e-mail verificato: il tuo account è attivo. Ora puoi accedere.');

    const login = await postLogin(app, email.toUpperCase(), NEW_PASSWORD);
    expect(login.status).toBe(200);
    const { success } = v.parse(LoginAnswerSchema, await login.json());
    expect(success.user.id_paziente).not.toBeNull();
    expect(success.user.paziente_nome).toBe('Chiara');
    expect(success.user.paziente_cognome).toBe('Esposito');
    expect(success.user.roles).toEqual(['Paziente Base']);
  });

  it('gives an address that already has an account the same answer, and mails its owner instead', async () => {
    const app = appWith();
    const owner = await createTestAccount(database.db, 'titolare');
    const fresh = uniqueEmail('nuovo');
    const forExisting = await post(app, '/api/user/register', registration(owner.email), newAddress());
    const forNew = await post(app, '/api/user/register', registration(fresh), newAddress());
    expect(forExisting.status).toBe(forNew.status);
    expect(await forExisting.json()).toEqual(await forNew.json());

    const notice = await mailTo(owner.email, /Hai già un account/);
    expect(notice.parsed.text).toContain('https://cartella.example/webui/password/reset');
    expect(notice.parsed.text).not.toContain('token=');
    // The owner's password is unchanged.
    expect((await postLogin(app, owner.email, DEMO_PASSWORD)).status).toBe(200);
    expect((await postLogin(app, owner.email, NEW_PASSWORD)).status).toBe(401);
  });

  it('refuses a used link and a link older than 24 hours', async () => {
    const clock = createTestClock();
    const app = appWith({ now: clock.now });
    const first = uniqueEmail('primo');
    await messageOf(await post(app, '/api/user/register', registration(first), newAddress()));
    const token = tokenIn(await mailTo(first, /Conferma/), 'register/verify');
    await messageOf(await post(app, '/api/user/verify', { token }));
    expect(await fieldIssues(await post(app, '/api/user/verify', { token }))).toEqual(['token:link_invalid']);

    const late = uniqueEmail('tardi');
    await messageOf(await post(app, '/api/user/register', registration(late), newAddress()));
    const lateToken = tokenIn(await mailTo(late, /Conferma/), 'register/verify');
    clock.advanceMinutes(24 * 60 + 1);
    expect(await fieldIssues(await post(app, '/api/user/verify', { token: lateToken }))).toEqual([
      'token:link_invalid',
    ]);
    expect((await postLogin(app, late, NEW_PASSWORD)).status).toBe(401);
    // The next request clears the expired registration: its names and password hash are gone.
    await messageOf(await post(app, '/api/user/register', registration(uniqueEmail('dopo')), newAddress()));
    const left = await database.db
      .select({ id: pendingRegistrations.id })
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.email, late));
    expect(left).toEqual([]);

    const unknown = 'x'.repeat(43);
    expect(await fieldIssues(await post(app, '/api/user/verify', { token: unknown }))).toEqual([
      'token:link_invalid',
    ]);
  });

  it('creates one account when two pending registrations of an address are both verified', async () => {
    const app = appWith();
    const email = uniqueEmail('doppio');
    await messageOf(await post(app, '/api/user/register', registration(email), newAddress()));
    const firstToken = tokenIn(await mailTo(email, /Conferma/), 'register/verify');
    const before = smtp.received.length;
    await messageOf(
      await post(app, '/api/user/register', registration(email, { nome: 'Altra' }), newAddress()),
    );
    const secondToken = tokenIn(await mailTo(email, /Conferma/, before), 'register/verify');
    await messageOf(await post(app, '/api/user/verify', { token: secondToken }));
    expect(await fieldIssues(await post(app, '/api/user/verify', { token: firstToken }))).toEqual([
      'token:link_invalid',
    ]);
  });

  it.each([
    ['a short password', { password: 'Ab#1', password_confirmation: 'Ab#1' }, 'password:password_too_short'],
    [
      'no digit or symbol',
      { password: 'Lampadatrombone', password_confirmation: 'Lampadatrombone' },
      'password:password_too_weak',
    ],
    [
      'a common password',
      { password: 'Password1234!', password_confirmation: 'Password1234!' },
      'password:password_common',
    ],
    [
      'the own name',
      { password: 'Chiara.Esposito1', password_confirmation: 'Chiara.Esposito1' },
      'password:password_common',
    ],
    [
      'a different confirmation',
      { password_confirmation: 'Lampada-Trombone-74!' },
      'password_confirmation:passwords_mismatch',
    ],
    ['no name', { nome: '' }, 'nome:required'],
    ['a message as the name', { nome: 'Hai vinto! https://example.com/premio' }, 'nome:name_invalid'],
    ['a 61-character last name', { cognome: 'a'.repeat(61) }, 'cognome:too_long'],
    ['terms refused', { accetta_termini: false }, 'accetta_termini:terms_not_accepted'],
    ['consent refused', { accetta_trattamento: false }, 'accetta_trattamento:processing_not_accepted'],
  ])('refuses %s with 400 and sends nothing', async (_case, overrides, issue) => {
    const app = appWith();
    const email = uniqueEmail('rifiutato');
    const response = await post(app, '/api/user/register', registration(email, overrides), newAddress());
    expect(await fieldIssues(response)).toEqual([issue]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mailsTo(email)).toEqual([]);
  });

  it('answers 429 after three registration mails to one address in an hour, then again after the hour', async () => {
    const clock = createTestClock();
    const app = appWith({ now: clock.now });
    const email = uniqueEmail('insistente');
    for (let i = 0; i < 3; i += 1) {
      await messageOf(await post(app, '/api/user/register', registration(email), newAddress()));
    }
    const refused = await post(app, '/api/user/register', registration(email), newAddress());
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect(v.parse(ApiErrorBodySchema, await refused.json()).error.message).toBe(
      'Troppe richieste per questo indirizzo. Riprova tra 60 minuti.',
    );
    clock.advanceMinutes(61);
    await messageOf(await post(app, '/api/user/register', registration(email), newAddress()));
  });

  it('never carries the typed name into the mail, which anyone may have sent to any address (issue #34, T3b)', async () => {
    const app = appWith();
    const email = uniqueEmail('estraneo');
    await messageOf(
      await post(
        app,
        '/api/user/register',
        registration(email, { nome: 'Vincenzo', cognome: 'Premiato' }),
        newAddress(),
      ),
    );
    const mail = await mailTo(email, /Conferma il tuo indirizzo/);
    expect(`${mail.parsed.text} ${mail.parsed.to ? JSON.stringify(mail.parsed.to) : ''}`).not.toMatch(
      /Vincenzo|Premiato/,
    );
  });

  it('refuses a registration posted from another site', async () => {
    const app = appWith();
    const email = uniqueEmail('csrf');
    const response = await post(app, '/api/user/register', registration(email), newAddress(), {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(response.status).toBe(403);
  });

  it('answers in English when the browser asks for it', async () => {
    const app = appWith();
    const email = uniqueEmail('english');
    const response = await post(app, '/api/user/register', registration(email), newAddress(), {
      'accept-language': 'en-GB,en;q=0.9',
    });
    expect(await messageOf(response)).toContain('We sent you an e-mail');
    expect((await mailTo(email, /Confirm your e-mail/)).parsed.text).toContain('Dear user,');
  });
});

describe('POST /api/user/password/forgot and /api/user/password/reset', () => {
  it('answers the same for a known and an unknown address, and mails a link only to an account', async () => {
    const app = appWith();
    const owner = await createTestAccount(database.db, 'smemorato');
    const nobody = uniqueEmail('nessuno');
    const known = await post(app, '/api/user/password/forgot', { email: owner.email }, newAddress());
    const unknown = await post(app, '/api/user/password/forgot', { email: nobody }, newAddress());
    expect(await known.json()).toEqual(await unknown.json());
    const mail = await mailTo(owner.email, /nuova password/);
    expect(tokenIn(mail, 'password/reset')).toHaveLength(43);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mailsTo(nobody)).toEqual([]);
  });

  it('sets the new password once, ends every session of the account, and the old password stops working', async () => {
    const app = appWith();
    const owner = await createTestAccount(database.db, 'reimposta');
    const { success } = await signIn(app, owner.email);
    const sessionBefore = await request(app, 'GET', '/api/user/session', undefined, { token: success.token });
    expect(sessionBefore.status).toBe(200);

    await messageOf(await post(app, '/api/user/password/forgot', { email: owner.email }, newAddress()));
    const token = tokenIn(await mailTo(owner.email, /nuova password/), 'password/reset');
    const body = { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    expect(await messageOf(await post(app, '/api/user/password/reset', body))).toContain(
      'Password aggiornata',
    );

    const sessionAfter = await request(app, 'GET', '/api/user/session', undefined, { token: success.token });
    expect(sessionAfter.status).toBe(401);
    expect((await postLogin(app, owner.email, DEMO_PASSWORD)).status).toBe(401);
    expect((await postLogin(app, owner.email, NEW_PASSWORD)).status).toBe(200);
    expect(await fieldIssues(await post(app, '/api/user/password/reset', body))).toEqual([
      'token:link_invalid',
    ]);
  });

  it('keeps the link usable after a refused password, and refuses it after 30 minutes', async () => {
    const clock = createTestClock();
    const app = appWith({ now: clock.now });
    const owner = await createTestAccount(database.db, 'scaduto');
    await messageOf(await post(app, '/api/user/password/forgot', { email: owner.email }, newAddress()));
    const token = tokenIn(await mailTo(owner.email, /nuova password/), 'password/reset');
    const common = { token, password: 'Qwerty123456!', password_confirmation: 'Qwerty123456!' };
    expect(await fieldIssues(await post(app, '/api/user/password/reset', common))).toEqual([
      'password:password_common',
    ]);
    clock.advanceMinutes(31);
    const body = { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    expect(await fieldIssues(await post(app, '/api/user/password/reset', body))).toEqual([
      'token:link_invalid',
    ]);
    expect((await postLogin(app, owner.email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('throttles requests per address and per client', async () => {
    const clock = createTestClock();
    const app = appWith({ now: clock.now });
    const owner = await createTestAccount(database.db, 'limitato');
    for (let i = 0; i < 3; i += 1) {
      await messageOf(await post(app, '/api/user/password/forgot', { email: owner.email }, newAddress()));
    }
    expect((await post(app, '/api/user/password/forgot', { email: owner.email }, newAddress())).status).toBe(
      429,
    );

    const client = newAddress();
    for (let i = 0; i < 20; i += 1) {
      await messageOf(await post(app, '/api/user/password/forgot', { email: uniqueEmail('giro') }, client));
    }
    expect(
      (await post(app, '/api/user/password/forgot', { email: uniqueEmail('giro') }, client)).status,
    ).toBe(429);
  });

  it('refuses a reset posted from another site', async () => {
    const app = appWith();
    const response = await post(
      app,
      '/api/user/password/forgot',
      { email: uniqueEmail('csrf') },
      newAddress(),
      {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
    );
    expect(response.status).toBe(403);
  });
});
