import { OIDC_CALLBACK_PATH } from '@cartella/contract';
import * as client from 'openid-client';
import { findUserByEmail } from '../db/repositories/access.ts';
import { findAccount } from '../db/repositories/identity.ts';
import { insertLoginAttempt } from '../db/repositories/login-attempts.ts';
import {
  consumeOidcRequest,
  deleteExternalIdentity,
  findIdentityOwner,
  insertExternalIdentity,
  insertOidcRequest,
  listExternalIdentities,
} from '../db/repositories/oidc.ts';
import type { RouteDeps } from '../env.ts';
import { sha256Hex } from '../lib/tokens.ts';
import { type SignInStep, signInOrSecondStep } from './second-factor.ts';

/*
 * Sign-in with an OpenID provider (issue #23), on the server: the authorization-code flow with
 * PKCE (S256), state and nonce, through openid-client (docs/decisions/0743-openid-client.md). The
 * spec ran it in the browser with the client secret inside the page; here the secret never leaves
 * the server and the browser only follows redirects.
 */

/** OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and OIDC_LABEL (config.ts). */
export interface OidcSettings {
  /** The provider's issuer URL (its discovery document is at /.well-known/openid-configuration). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The button's text: the provider's name ("Google", "SPID/CIE", a hospital). */
  label: string;
}

/** How long the provider may take to send the patient back, ms. */
const REQUEST_LIFETIME_MS = 10 * 60 * 1000;

const discovered = new Map<string, Promise<client.Configuration>>();

/** The provider's configuration, discovered once per process (a failed discovery is retried). */
function configurationOf(settings: OidcSettings): Promise<client.Configuration> {
  const key = `${settings.issuer}|${settings.clientId}`;
  let found = discovered.get(key);
  if (found === undefined) {
    const issuer = new URL(settings.issuer);
    const loopback = issuer.hostname === '127.0.0.1' || issuer.hostname === 'localhost';
    found = client.discovery(
      issuer,
      settings.clientId,
      settings.clientSecret,
      undefined,
      // Plain http only for a provider on this machine (the tests' in-process provider).
      issuer.protocol === 'http:' && loopback ? { execute: [client.allowInsecureRequests] } : undefined,
    );
    discovered.set(key, found);
    found.catch(() => discovered.delete(key));
  }
  return found;
}

function redirectUri(deps: RouteDeps): string {
  return `${deps.config.publicUrl}${OIDC_CALLBACK_PATH}`;
}

/**
 * Starts a sign-in: a fresh PKCE verifier, state and nonce, kept in the database for the callback
 * (by the state's SHA-256), and the provider's authorization address to send the browser to.
 */
export async function startOidcSignIn(
  deps: RouteDeps,
  settings: OidcSettings,
  /** The signed-in account that links its provider identity (the account page), if any. */
  linkingUserId: number | null = null,
): Promise<URL> {
  const configuration = await configurationOf(settings);
  const now = deps.config.now();
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  await insertOidcRequest(
    deps.db,
    {
      state_hash: sha256Hex(state),
      code_verifier: verifier,
      nonce,
      expires_at: new Date(now.getTime() + REQUEST_LIFETIME_MS),
      id_utente_link: linkingUserId,
    },
    now,
  );
  return client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri(deps),
    scope: 'openid email',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
}

export type OidcOutcome =
  | SignInStep
  /** The provider vouched for an e-mail that no account has (or did not verify it). */
  | { kind: 'not_registered' }
  /** Unknown, used or expired state, a refused code, a token that does not check out. */
  | { kind: 'failed' }
  /** The account page's link: the provider identity now signs this account in. */
  | { kind: 'linked' }
  /** The account page's link: the provider identity is already another account's. */
  | { kind: 'link_taken' }
  /** The account page's link: the provider's answer did not check out. */
  | { kind: 'link_failed' };

/**
 * Ends a sign-in on the provider's answer (`query`: the callback's query string). The state is
 * used once; the code is exchanged with the verifier; the ID token's signature, issuer, audience,
 * nonce and expiry are checked by openid-client. A linked identity, or else a verified e-mail, of
 * an enabled account signs in; a request the account page started links the identity instead.
 */
export async function finishOidcSignIn(
  deps: RouteDeps,
  settings: OidcSettings,
  query: string,
  who: { address: string; dispositivo: string },
): Promise<OidcOutcome> {
  const { db, config } = deps;
  const now = config.now();
  const callback = new URL(redirectUri(deps));
  callback.search = query;
  const state = callback.searchParams.get('state') ?? '';
  const pending = await consumeOidcRequest(db, sha256Hex(state));
  if (pending === undefined || pending.expires_at.getTime() <= now.getTime()) return { kind: 'failed' };

  let claims: client.IDToken | undefined;
  try {
    const tokens = await client.authorizationCodeGrant(await configurationOf(settings), callback, {
      pkceCodeVerifier: pending.code_verifier,
      expectedState: state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch {
    claims = undefined;
  }
  if (claims === undefined) return { kind: pending.id_utente_link === null ? 'failed' : 'link_failed' };
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (pending.id_utente_link !== null) return linkIdentity(deps, pending.id_utente_link, claims, email);
  const user = await accountOf(deps, claims, email);
  if (user === undefined) return { kind: 'not_registered' };

  // Recorded as a failure until the session starts (at once, or after the second step).
  return db.transaction(async (tx) => {
    const attemptId = await insertLoginAttempt(tx, {
      id_utente: user.id_utente,
      account_key: sha256Hex(user.email),
      audit_ip: who.address,
      dispositivo: who.dispositivo,
      created_at: now,
      esito: 'failure',
      outcome_reason: 'wrong_credentials',
    });
    return signInOrSecondStep(tx, deps, { userId: user.id_utente, attemptId, ...who });
  });
}

/**
 * The enabled account a provider identity signs in: the one that linked it from the account page,
 * else the one whose e-mail the provider reports as verified.
 */
async function accountOf({ db }: RouteDeps, claims: client.IDToken, email: string) {
  const linkedUserId = await findIdentityOwner(db, claims.iss, claims.sub);
  if (linkedUserId !== undefined) {
    const account = await findAccount(db, linkedUserId);
    // A disabled account signs in neither way (findUserByEmail leaves it out).
    return account === undefined ? undefined : findUserByEmail(db, account.email);
  }
  if (email === '' || claims.email_verified !== true) return undefined;
  return findUserByEmail(db, email);
}

/** Links the provider identity to the account that asked, unless another account has it. */
async function linkIdentity(
  { db, config }: RouteDeps,
  userId: number,
  claims: client.IDToken,
  email: string,
): Promise<OidcOutcome> {
  const stored = await insertExternalIdentity(db, {
    id_utente: userId,
    issuer: claims.iss,
    subject: claims.sub,
    email: email.slice(0, 254),
    created_at: config.now(),
  });
  if (stored || (await findIdentityOwner(db, claims.iss, claims.sub)) === userId) return { kind: 'linked' };
  return { kind: 'link_taken' };
}

/** GET /api/user/oauth/links: the provider identities linked to the caller's account. */
export async function linkedIdentitiesOf({ db }: Pick<RouteDeps, 'db'>, userId: number) {
  const rows = await listExternalIdentities(db, userId);
  return rows.map((row) => ({ id: row.id, email: row.email, created_at: row.created_at.toISOString() }));
}

/** DELETE /api/user/oauth/links/{id}: one of the caller's links; another's, or none, is false. */
export function unlinkIdentity({ db }: Pick<RouteDeps, 'db'>, userId: number, id: number) {
  return deleteExternalIdentity(db, userId, id);
}
