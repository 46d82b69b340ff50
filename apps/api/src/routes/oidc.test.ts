import {
  LinkedIdentityListAnswerSchema,
  LoginAnswerSchema,
  OidcProviderAnswerSchema,
  SessionAnswerSchema,
} from '@cartella/domain';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { startTestOidcProvider } from '../demo/oidc-provider.ts';
import { createTestAccount } from '../test/accounts.ts';
import { createTestDatabase } from '../test/database.ts';
import { signIn, silentLogger } from '../test/http.ts';
import { enrolPasskey, webAuthnOptions } from '../test/second-factor.ts';

const publicUrl = 'http://localhost:8080';
const callbackUrl = `${publicUrl}/api/user/oauth/callback`;

let handle: DatabaseHandle;
let provider: Awaited<ReturnType<typeof startTestOidcProvider>>;
beforeAll(async () => {
  handle = await createTestDatabase();
  provider = await startTestOidcProvider({
    redirectUris: [callbackUrl],
    accounts: {
      giulia: { email: 'Giulia.Bianchi@example.org', email_verified: true },
      stranger: { email: 'nobody@example.org', email_verified: true },
      marco: { email: 'marco.rossi@example.org', email_verified: true },
      unverified: { email: 'giulia.bianchi@example.org', email_verified: false },
    },
  });
});
afterAll(async () => {
  await provider.close();
  await handle.close();
});

/** An app on the real clock: the provider signs its tokens with the real time. */
function appWith(oidc = true) {
  return createApp({
    db: handle.db,
    config: {
      now: () => new Date(),
      logError: silentLogger,
      logSecurityEvent: silentLogger,
      publicUrl,
      oidc: oidc
        ? {
            issuer: provider.issuer,
            clientId: provider.clientId,
            clientSecret: provider.clientSecret,
            label: 'Provider di prova',
          }
        : null,
    },
  });
}

type App = ReturnType<typeof appWith>;

/** The value of a cookie set by a response. */
function setCookieValue(response: Response, name: string): string | undefined {
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const [key, value] = (pair ?? '').split('=');
    if (key === name) return value;
  }
  return undefined;
}

/**
 * Starts a sign-in at the app and follows the provider's redirects (with its cookies) as a
 * browser would, until the provider sends the browser back to the app's callback.
 */
async function throughProvider(app: App, from = { path: '/api/user/oauth/start', token: '' }) {
  const start = await app.request(from.path, {
    headers: from.token === '' ? {} : { authorization: `Bearer ${from.token}` },
  });
  expect(start.status).toBe(302);
  const bound = setCookieValue(start, 'cartella_oidc') ?? '';
  let location = start.headers.get('location') ?? '';
  expect(location.startsWith(`${provider.issuer}/auth?`)).toBe(true);
  const jar = new Map<string, string>();
  for (let hop = 0; hop < 10 && !location.startsWith(callbackUrl); hop++) {
    const response = await fetch(new URL(location, provider.issuer), {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([key, value]) => `${key}=${value}`).join('; ') },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const at = (pair ?? '').indexOf('=');
      jar.set((pair ?? '').slice(0, at), (pair ?? '').slice(at + 1));
    }
    location = response.headers.get('location') ?? '';
    expect(location).not.toBe('');
  }
  expect(location.startsWith(callbackUrl)).toBe(true);
  return { bound, callback: new URL(location) };
}

function callBack(app: App, callback: URL, bound: string | undefined) {
  return app.request(`${callback.pathname}${callback.search}`, {
    headers: bound === undefined ? {} : { cookie: `cartella_oidc=${bound}` },
  });
}

describe('sign-in with the OpenID provider', () => {
  it('names the provider for the login page, and nothing without configuration', async () => {
    const configured = await appWith().request('/api/user/oauth');
    expect(v.parse(OidcProviderAnswerSchema, await configured.json()).data).toEqual({
      label: 'Provider di prova',
    });
    const none = await appWith(false).request('/api/user/oauth');
    expect(v.parse(OidcProviderAnswerSchema, await none.json()).data).toBeNull();
    expect((await appWith(false).request('/api/user/oauth/start')).status).toBe(501);
  });

  it('asks the provider for a code with PKCE (S256), a state and a nonce', async () => {
    const start = await appWith().request('/api/user/oauth/start');
    const target = new URL(start.headers.get('location') ?? '');
    expect(target.searchParams.get('code_challenge_method')).toBe('S256');
    expect(target.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(target.searchParams.get('state')).toBe(setCookieValue(start, 'cartella_oidc'));
    expect(target.searchParams.get('nonce')).not.toBeNull();
    expect(target.searchParams.get('redirect_uri')).toBe(callbackUrl);
  });

  it('signs Giulia in when the provider vouches for her verified e-mail, whatever its case', async () => {
    const app = appWith();
    provider.signInAs('giulia');
    const { bound, callback } = await throughProvider(app);
    const answer = await callBack(app, callback, bound);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/webui/');
    const token = setCookieValue(answer, 'cartella_session') ?? '';
    expect(token).not.toBe('');
    const session = await app.request('/api/user/session', {
      headers: { cookie: `cartella_session=${token}` },
    });
    expect(session.status).toBe(200);
    expect(v.parse(SessionAnswerSchema, await session.json()).success.user.email).toBe(
      'giulia.bianchi@example.org',
    );
  });

  it('sends an e-mail no account has back to the login page as not registered, with no session', async () => {
    const app = appWith();
    provider.signInAs('stranger');
    const { bound, callback } = await throughProvider(app);
    const answer = await callBack(app, callback, bound);
    expect(answer.headers.get('location')).toBe('/webui/login?oauth=not_registered');
    expect(setCookieValue(answer, 'cartella_session')).toBeUndefined();
  });

  it('does not trust an e-mail the provider has not verified', async () => {
    const app = appWith();
    provider.signInAs('unverified');
    const { bound, callback } = await throughProvider(app);
    const answer = await callBack(app, callback, bound);
    expect(answer.headers.get('location')).toBe('/webui/login?oauth=not_registered');
  });

  it('refuses an answer without the browser binding cookie, or one replayed', async () => {
    const app = appWith();
    provider.signInAs('giulia');
    const first = await throughProvider(app);
    const unbound = await callBack(app, first.callback, undefined);
    expect(unbound.headers.get('location')).toBe('/webui/login?oauth=failed');
    expect(setCookieValue(unbound, 'cartella_session')).toBeUndefined();

    const second = await throughProvider(app);
    expect((await callBack(app, second.callback, second.bound)).headers.get('location')).toBe('/webui/');
    const replayed = await callBack(app, second.callback, second.bound);
    expect(replayed.headers.get('location')).toBe('/webui/login?oauth=failed');
  });

  it('refuses a code whose state another browser started, and a forged code', async () => {
    const app = appWith();
    provider.signInAs('giulia');
    const attacker = await throughProvider(app);
    const victim = await throughProvider(app);
    // The attacker's answer in the victim's browser: the state does not match the victim's cookie.
    const crossed = await callBack(app, attacker.callback, victim.bound);
    expect(crossed.headers.get('location')).toBe('/webui/login?oauth=failed');
    const forged = new URL(victim.callback);
    forged.searchParams.set('code', 'forged-code');
    const answer = await callBack(app, forged, victim.bound);
    expect(answer.headers.get('location')).toBe('/webui/login?oauth=failed');
  });

  it('asks an account with a second factor for its second step before any session starts', async () => {
    const app = appWith();
    const passkey = await enrolPasskey(app, (await signIn(app, 'marco.rossi@example.org')).success.token);
    provider.signInAs('marco');
    const { bound, callback } = await throughProvider(app);
    const answer = await callBack(app, callback, bound);
    expect(answer.headers.get('location')).toBe('/webui/login?oauth=second_step&methods=passkey');
    expect(setCookieValue(answer, 'cartella_session')).toBeUndefined();
    const pending = setCookieValue(answer, 'cartella_2fa') ?? '';
    expect(pending).not.toBe('');

    const asBrowser = {
      cookie: `cartella_2fa=${pending}`,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
    };
    const options = await webAuthnOptions(
      await app.request('/api/user/login/passkey/options', {
        method: 'POST',
        headers: asBrowser,
        body: '{}',
      }),
    );
    const signedIn = await app.request('/api/user/login/passkey', {
      method: 'POST',
      headers: asBrowser,
      body: JSON.stringify({ risposta: passkey.authenticate(options) }),
    });
    expect(signedIn.status).toBe(200);
    const { success } = v.parse(LoginAnswerSchema, await signedIn.json());
    expect(success.user.email).toBe('marco.rossi@example.org');
    expect(success.token).toBeUndefined();
    expect(setCookieValue(signedIn, 'cartella_session')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(setCookieValue(signedIn, 'cartella_2fa')).toBe('');
  });

  it('links a provider identity from the account page: it then signs that account in, whatever its e-mail', async () => {
    const app = appWith();
    const chiara = await createTestAccount(handle.db, 'chiara');
    const chiaraToken = (await signIn(app, chiara.email)).success.token;
    const asChiara = { path: '/api/user/oauth/link', token: chiaraToken };
    provider.signInAs('stranger');
    const linking = await throughProvider(app, asChiara);
    const linked = await callBack(app, linking.callback, linking.bound);
    expect(linked.headers.get('location')).toBe('/webui/account/sicurezza?oauth=linked');
    expect(setCookieValue(linked, 'cartella_session')).toBeUndefined();

    const signingIn = await throughProvider(app);
    const answer = await callBack(app, signingIn.callback, signingIn.bound);
    expect(answer.headers.get('location')).toBe('/webui/');
    const session = await app.request('/api/user/session', {
      headers: { cookie: `cartella_session=${setCookieValue(answer, 'cartella_session')}` },
    });
    expect(v.parse(SessionAnswerSchema, await session.json()).success.user.email).toBe(chiara.email);

    // Marco cannot take the same identity, nor remove Chiara's link.
    const marco = await createTestAccount(handle.db, 'marco');
    const marcoToken = (await signIn(app, marco.email)).success.token;
    const taking = await throughProvider(app, { path: '/api/user/oauth/link', token: marcoToken });
    const taken = await callBack(app, taking.callback, taking.bound);
    expect(taken.headers.get('location')).toBe('/webui/account/sicurezza?oauth=link_taken');
    const links = await app.request('/api/user/oauth/links', {
      headers: { authorization: `Bearer ${chiaraToken}` },
    });
    const [link] = v.parse(LinkedIdentityListAnswerSchema, await links.json()).data;
    expect(link?.email).toBe('nobody@example.org');
    const unlink = (token: string) =>
      app.request(`/api/user/oauth/links/${link?.id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await unlink(marcoToken)).status).toBe(404);
    expect((await unlink(chiaraToken)).status).toBe(200);
    const after = await throughProvider(app);
    expect((await callBack(app, after.callback, after.bound)).headers.get('location')).toBe(
      '/webui/login?oauth=not_registered',
    );
  });

  it('asks for a session before linking', async () => {
    expect((await appWith().request('/api/user/oauth/link')).status).toBe(401);
  });
});
