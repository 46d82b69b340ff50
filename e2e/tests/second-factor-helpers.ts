import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { secondFactorOperations, userOperations } from '@cartella/contract';
import { type APIRequestContext, request as apiRequest, type CDPSession, type Page } from '@playwright/test';
import { type ExportedPasskey, SoftAuthenticator } from '../../apps/api/src/test/soft-authenticator.ts';
import { apiClient, bearerToken } from './api.ts';
import { DEMO_PASSWORD, expect } from './fixtures.ts';
import { serverFolder, serverOrigin } from './servers.ts';

/** This worker's app origin: `localhost`, since passkeys are bound to a host name, never to an address. */
export const ORIGIN = serverOrigin();

export const adminEmail = 'admin@example.org';

/** The admin's passkey of this server, kept in its data folder (e2e/start-server.mjs clears it). */
const adminPasskeyFile = join(serverFolder('data'), 'admin-passkey.json');

/**
 * A signature counter that only grows, whichever browser or API client signs: tenths of a second
 * since November 2026. Every sign-in with the shared admin passkey starts from it, so the server
 * always sees a larger counter than the last one it stored.
 */
function nextSignCount(): number {
  return Math.floor((Date.now() - Date.UTC(2026, 10, 1)) / 100);
}

/**
 * The admin's passkey (the admin area needs two-step sign-in, issue #25): registered once per run
 * through the API, signed in with the password, by a software authenticator whose key a browser's
 * virtual authenticator can import. Later calls read it back.
 */
async function adminPasskey(): Promise<ExportedPasskey> {
  if (existsSync(adminPasskeyFile))
    return JSON.parse(readFileSync(adminPasskeyFile, 'utf8')) as ExportedPasskey;
  const request = await apiRequest.newContext({ baseURL: ORIGIN });
  try {
    const login = await apiClient(request).call(userOperations.login, {
      body: { email: adminEmail, password: DEMO_PASSWORD },
    });
    if (login.success === undefined)
      throw new Error('The admin already has a second factor this run does not know');
    const admin = apiClient(request, { token: bearerToken(login) });
    const options = await admin.call(secondFactorOperations.passkeyOptions, {
      body: { current_password: DEMO_PASSWORD },
    });
    const authenticator = new SoftAuthenticator(ORIGIN);
    await admin.call(secondFactorOperations.passkeyRegister, {
      body: {
        nome: 'Chiave di prova',
        risposta: withPlainExtensions(authenticator.register(registrationOptions(options.data))),
      },
    });
    const passkey = authenticator.export();
    writeFileSync(adminPasskeyFile, JSON.stringify(passkey));
    return passkey;
  } finally {
    await request.dispose();
  }
}

/**
 * What the soft authenticator signs of the passkey registration options: the challenge and the
 * account's user id (the contract types only the challenge; the rest goes to the browser as is).
 */
function registrationOptions({ challenge, user }: { challenge: string; [key: string]: unknown }) {
  if (typeof user !== 'object' || user === null || !('id' in user) || typeof user.id !== 'string')
    throw new Error('The passkey registration options name no user id');
  return { challenge, user: { id: user.id } };
}

/**
 * The authenticator's answer with its extension results as a plain object: the same JSON, typed as
 * the request schema's record (the WebAuthn types name them in an interface, which has no index).
 */
function withPlainExtensions<TAnswer extends { clientExtensionResults: object }>(
  answer: TAnswer,
): Omit<TAnswer, 'clientExtensionResults'> & { clientExtensionResults: Record<string, unknown> } {
  const clientExtensionResults: Record<string, unknown> = { ...answer.clientExtensionResults };
  return { ...answer, clientExtensionResults };
}

const authenticators = new WeakMap<Page, { cdp: CDPSession; authenticatorId: string }>();

/**
 * Gives the page's browser a virtual authenticator (Chromium, through the DevTools protocol) that
 * answers at once as if the patient touched it and gave their PIN; with `passkey`, it holds that
 * passkey (and only it). Chromium allows one such authenticator a page: a second call reuses it.
 */
export async function addVirtualAuthenticator(page: Page, passkey?: ExportedPasskey) {
  let authenticator = authenticators.get(page);
  if (authenticator === undefined) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    authenticator = { cdp, authenticatorId };
    authenticators.set(page, authenticator);
  }
  const { cdp, authenticatorId } = authenticator;
  if (passkey !== undefined) {
    await cdp.send('WebAuthn.clearCredentials', { authenticatorId });
    await cdp.send('WebAuthn.addCredential', {
      authenticatorId,
      credential: {
        credentialId: Buffer.from(passkey.credentialId, 'base64url').toString('base64'),
        isResidentCredential: true,
        rpId: 'localhost',
        privateKey: passkey.privateKey,
        userHandle: Buffer.from(passkey.userHandle, 'base64url').toString('base64'),
        signCount: nextSignCount(),
      },
    });
  }
  return authenticator;
}

/** Signs the admin in with the passkey on the login page, as the admin would, and waits for the shell. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await addVirtualAuthenticator(page, await adminPasskey());
  await page.goto('login');
  await page.getByRole('button', { name: /^(Accedi con una passkey|Sign in with a passkey)$/ }).click();
  await expect(page).toHaveURL(/\/webui\/Registro\/SchedaPaziente$/);
  await expect(page.getByRole('region', { name: /Dati personali|Personal data/ })).toBeVisible();
}

/** Signs the admin in with the passkey through `request` (its cookies keep the session). */
async function passkeySignIn(request: APIRequestContext) {
  const authenticator = new SoftAuthenticator(ORIGIN, true, await adminPasskey());
  authenticator.counter = nextSignCount();
  const api = apiClient(request, { baseUrl: ORIGIN });
  const options = await api.call(secondFactorOperations.loginPasskeyOptions, { body: {} });
  return api.call(secondFactorOperations.loginPasskey, {
    body: { risposta: withPlainExtensions(authenticator.authenticate(options.data)) },
  });
}

/**
 * Signs the admin in through the API with the passkey, in the page's browser context (page.request
 * shares its cookies), and opens no page: the passkey form is proven by signInAsAdmin's callers.
 */
export async function signInAsAdminThroughApi(page: Page): Promise<void> {
  await passkeySignIn(page.request);
}

/** A bearer token of an admin session that passed its second factor, for API calls of a test. */
export async function adminToken(): Promise<string> {
  const request = await apiRequest.newContext({ baseURL: ORIGIN });
  try {
    return bearerToken(await passkeySignIn(request));
  } finally {
    await request.dispose();
  }
}
