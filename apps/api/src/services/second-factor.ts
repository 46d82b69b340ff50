import { randomInt } from 'node:crypto';
import {
  MAX_PASSKEYS,
  type Passkey,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_GROUP,
  SECOND_STEP_MAX_ATTEMPTS,
  SECOND_STEP_MINUTES,
  type SecondFactorMethod,
  type SecondFactorStatus,
  TOTP,
  type TotpSetup,
} from '@cartella/domain';
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { Secret, TOTP as TotpGenerator } from 'otpauth';
import QRCode from 'qrcode';
import type { Database } from '../db/client.ts';
import { findUserByEmail } from '../db/repositories/access.ts';
import { findAccount } from '../db/repositories/identity.ts';
import { insertLoginAttempt, markAttemptSucceeded } from '../db/repositories/login-attempts.ts';
import {
  acceptTotpStep,
  consumeChallenge,
  consumePendingSignIn,
  countPasskeys,
  countRecoveryCodesLeft,
  countWrongSecondStep,
  deleteExpiredSecondFactorRows,
  deletePasskey,
  deleteTotp,
  findPasskeyByCredentialId,
  findPendingSignIn,
  findTotpSecret,
  insertChallenge,
  insertPasskey,
  insertPendingSignIn,
  listPasskeys,
  recordPasskeyUse,
  replaceRecoveryCodes,
  storeUnconfirmedTotp,
  useRecoveryCode,
} from '../db/repositories/second-factor.ts';
import { markSessionSecondFactor } from '../db/repositories/sessions.ts';
import type { RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { fieldError } from '../lib/request-body.ts';
import { newSessionToken, sha256Hex } from '../lib/tokens.ts';
import { accountWithPassword } from './identity.ts';
import { startSession } from './sessions.ts';

/*
 * The second factor (issue #23, docs/decisions/0744-second-factor.md): codes from an authenticator
 * app (otpauth) with recovery codes, and passkeys (@simplewebauthn/server), as the second step of
 * a sign-in or, for a passkey, as a sign-in on its own.
 */

/** The app's name in authenticator apps and passkey prompts. */
const ISSUER = 'Cartella';
/** Minutes a WebAuthn challenge may be answered in. */
const CHALLENGE_MINUTES = 5;

type Deps = Pick<RouteDeps, 'db' | 'config'>;

/** The signed-in caller of the account page's calls. */
export interface SecondFactorCaller {
  userId: number;
  sessionId: number;
}

/** Who is signing in: for the access log and the session list. */
export interface SignInContext {
  address: string;
  dispositivo: string;
}

/** A session that has started, or a sign-in waiting for its second step. */
export type SignInStep =
  | { kind: 'signed_in'; userId: number; token: string; expiresAt: Date }
  | { kind: 'second_step'; token: string; expiresAt: Date; methods: SecondFactorMethod[] };

function minutesFrom(now: Date, minutes: number): Date {
  return new Date(now.getTime() + minutes * 60_000);
}

/** The relying party (the app's host) and the origin passkeys are bound to: PUBLIC_URL's. */
function relyingParty(config: RouteDeps['config']): { rpID: string; origin: string } {
  const url = new URL(config.publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

/** The ways an account can pass a second step: none means its password alone signs in. */
async function secondFactorMethodsOf(db: Database, userId: number): Promise<SecondFactorMethod[]> {
  const totp = await findTotpSecret(db, userId);
  const methods: SecondFactorMethod[] = [];
  if (totp?.confirmed_at) methods.push('totp');
  if ((await countPasskeys(db, userId)) > 0) methods.push('passkey');
  return methods;
}

/**
 * After a right password (or the OpenID provider), inside the sign-in's transaction: an account
 * without a second factor gets its session; one with a second factor gets a pending sign-in
 * (a token whose SHA-256 alone is stored) that the second step turns into a session. The login
 * attempt stays a failure until then, so a stolen password alone keeps meeting the throttle.
 */
export async function signInOrSecondStep(
  tx: Database,
  deps: RouteDeps,
  who: SignInContext & { userId: number; attemptId: number | null },
): Promise<SignInStep> {
  const methods = await secondFactorMethodsOf(tx, who.userId);
  if (methods.length === 0) {
    if (who.attemptId !== null) await markAttemptSucceeded(tx, who.attemptId);
    return { kind: 'signed_in', userId: who.userId, ...(await startSession(tx, deps, who)) };
  }
  const now = deps.config.now();
  await deleteExpiredSecondFactorRows(tx, now);
  const token = newSessionToken();
  const expiresAt = minutesFrom(now, SECOND_STEP_MINUTES);
  await insertPendingSignIn(tx, {
    token_hash: sha256Hex(token),
    id_utente: who.userId,
    id_tentativo: who.attemptId,
    dispositivo: who.dispositivo,
    audit_ip: who.address,
    expires_at: expiresAt,
  });
  return { kind: 'second_step', token, expiresAt, methods };
}

/** The pending sign-in of a token (its account and the token), or 401 `second_factor_expired`. */
async function pendingSignInOf({ db, config }: Deps, token: string | undefined) {
  const pending = token ? await findPendingSignIn(db, sha256Hex(token), config.now()) : undefined;
  if (token === undefined || pending === undefined) throw new ApiError('second_factor_expired');
  return { userId: pending.id_utente, token };
}

/** Whether a code is the app's code of now (never one accepted before) or an unused recovery code. */
async function codeAccepted({ db, config }: Deps, userId: number, code: string): Promise<boolean> {
  const now = config.now();
  if (!/^\d+$/.test(code)) return useRecoveryCode(db, userId, recoveryCodeHash(userId, code), now);
  const totp = await findTotpSecret(db, userId);
  const step = totp?.confirmed_at ? stepOfCode(totp.secret, code, now) : null;
  return step !== null && acceptTotpStep(db, userId, step, null);
}

/**
 * A call that ends the account (PUT /api/destroyUser, issue #34 T4): the current password (counted
 * with every other check, services/identity.ts) and, when app codes are on, a code from the app
 * or a recovery code; 400 on the field that is missing or wrong. An account whose only second
 * factor is a passkey confirms with the password alone.
 */
export async function confirmPasswordAndCode(
  deps: Deps,
  userId: number,
  body: { current_password: string; codice?: string | undefined },
): Promise<{ email: string }> {
  const { email } = await accountWithPassword(deps, userId, body.current_password);
  const totp = await findTotpSecret(deps.db, userId);
  if (totp?.confirmed_at == null) return { email };
  if (body.codice === undefined) fieldError('codice', 'required');
  if (!(await codeAccepted(deps, userId, body.codice))) fieldError('codice', 'totp_code_wrong');
  return { email };
}

/** Ends a pending sign-in with its session, marked as having passed a second factor. */
async function finishSecondStep(deps: RouteDeps, token: string): Promise<SignInStep & { kind: 'signed_in' }> {
  const now = deps.config.now();
  return deps.db.transaction(async (tx) => {
    const pending = await consumePendingSignIn(tx, sha256Hex(token), now);
    if (pending === undefined) throw new ApiError('second_factor_expired');
    if (pending.id_tentativo !== null) await markAttemptSucceeded(tx, pending.id_tentativo);
    const session = await startSession(tx, deps, {
      userId: pending.id_utente,
      address: pending.audit_ip,
      dispositivo: pending.dispositivo,
      secondFactorAt: now,
    });
    return { kind: 'signed_in' as const, userId: pending.id_utente, ...session };
  });
}

/** A wrong code or passkey: counted; past the limit the pending sign-in is gone. */
async function refuseSecondStep({ db }: Deps, token: string): Promise<never> {
  const tried = await countWrongSecondStep(db, sha256Hex(token));
  if (tried >= SECOND_STEP_MAX_ATTEMPTS) {
    await consumePendingSignIn(db, sha256Hex(token), new Date(0));
    throw new ApiError('second_factor_expired');
  }
  throw new ApiError('second_factor_failed');
}

function totpOf(secret: string): TotpGenerator {
  return new TotpGenerator({
    issuer: ISSUER,
    algorithm: TOTP.algorithm,
    digits: TOTP.digits,
    period: TOTP.periodSeconds,
    secret: Secret.fromBase32(secret),
  });
}

/** The time step of a code from the app if it is valid now (one step either side), else null. */
function stepOfCode(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: TOTP.window });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TOTP.periodSeconds) + delta;
}

/** A recovery code as stored: upper case without the hyphen, hashed with the account's id. */
function recoveryCodeHash(userId: number, code: string): string {
  return sha256Hex(`${userId}:${code.replaceAll('-', '').toUpperCase()}`);
}

function newRecoveryCode(): string {
  const pick = () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
  const group = () => Array.from({ length: RECOVERY_CODE_GROUP }, pick).join('');
  return `${group()}-${group()}`;
}

/** New recovery codes for an account, replacing the old ones; the codes themselves, shown once. */
async function issueRecoveryCodes(db: Database, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await replaceRecoveryCodes(
    db,
    userId,
    codes.map((code) => recoveryCodeHash(userId, code)),
  );
  return codes;
}

/**
 * POST /api/user/login/totp: the second step with a code from the app (each accepted once) or a
 * recovery code (each used once). Wrong codes count; the fifth ends the pending sign-in.
 */
export async function passSecondStepWithCode(
  deps: RouteDeps,
  token: string | undefined,
  code: string,
): Promise<SignInStep & { kind: 'signed_in' }> {
  const pending = await pendingSignInOf(deps, token);
  if (!(await codeAccepted(deps, pending.userId, code))) return refuseSecondStep(deps, pending.token);
  return finishSecondStep(deps, pending.token);
}

/** GET /api/user/secondFactor: what protects the caller's sign-in. */
export async function secondFactorStatus(
  { db }: Deps,
  caller: SecondFactorCaller & { secondFactor: boolean },
): Promise<SecondFactorStatus> {
  const totp = await findTotpSecret(db, caller.userId);
  const enabled = totp?.confirmed_at != null;
  return {
    totp: enabled,
    recovery_codes_left: enabled ? await countRecoveryCodesLeft(db, caller.userId) : 0,
    passkeys: (await listPasskeys(db, caller.userId)).map(passkeyOnTheWire),
    sessione_verificata: caller.secondFactor,
  };
}

function passkeyOnTheWire(row: Awaited<ReturnType<typeof listPasskeys>>[number]): Passkey {
  return {
    id_passkey: row.id,
    nome: row.nome,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
  };
}

/**
 * POST /api/user/totp/setup: with the current password, a new secret (160 bits) for the app, as
 * text and as a QR code. It is not asked at sign-in until a code made with it is confirmed; a
 * secret in force is not replaced.
 */
export async function setUpTotp(
  deps: Deps,
  caller: SecondFactorCaller,
  password: string,
): Promise<TotpSetup> {
  const { db, config } = deps;
  const account = await accountWithPassword(deps, caller.userId, password);
  const secret = new Secret({ size: 20 }).base32;
  if (!(await storeUnconfirmedTotp(db, caller.userId, secret, config.now()))) {
    fieldError('codice', 'totp_already_enabled');
  }
  const totp = totpOf(secret);
  totp.label = account.email;
  const uri = totp.toString();
  return {
    secret,
    uri,
    qr_svg: await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
  };
}

/**
 * POST /api/user/totp/confirm: a code made with the new secret puts it in force; the answer holds
 * the recovery codes, shown once. The caller's session has just proved the factor.
 */
export async function confirmTotp({ db, config }: Deps, caller: SecondFactorCaller, code: string) {
  const now = config.now();
  const totp = await findTotpSecret(db, caller.userId);
  if (totp === undefined) fieldError('codice', 'totp_not_started');
  if (totp.confirmed_at !== null) fieldError('codice', 'totp_already_enabled');
  const step = stepOfCode(totp.secret, code, now);
  if (step === null || !(await acceptTotpStep(db, caller.userId, step, now))) {
    fieldError('codice', 'totp_code_wrong');
  }
  await markSessionSecondFactor(db, caller.sessionId, now);
  return issueRecoveryCodes(db, caller.userId);
}

/** POST /api/user/totp/disable: with the current password; the recovery codes go with it. */
export async function disableTotp(deps: Deps, caller: SecondFactorCaller, password: string) {
  await accountWithPassword(deps, caller.userId, password);
  await deps.db.transaction((tx) => deleteTotp(tx, caller.userId));
}

/** POST /api/user/recoveryCodes: with the current password, new codes replace the old ones. */
export async function renewRecoveryCodes(deps: Deps, caller: SecondFactorCaller, password: string) {
  const { db } = deps;
  await accountWithPassword(deps, caller.userId, password);
  const totp = await findTotpSecret(db, caller.userId);
  if (totp?.confirmed_at == null) fieldError('current_password', 'totp_not_started');
  return db.transaction((tx) => issueRecoveryCodes(tx, caller.userId));
}

/**
 * POST /api/user/passkeys/options: with the current password, options to register a passkey for
 * the caller's account (a passkey signs in alone, so a session by itself may not add one).
 */
export async function passkeyRegistrationOptions(
  deps: Deps,
  caller: SecondFactorCaller,
  password: string,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { db, config } = deps;
  const account = await accountWithPassword(deps, caller.userId, password);
  const existing = await listPasskeys(db, caller.userId);
  if (existing.length >= MAX_PASSKEYS) {
    throw new ApiError('validation_failed', {
      fields: [{ path: 'nome', code: 'passkey_limit', params: { max: MAX_PASSKEYS } }],
    });
  }
  const now = config.now();
  const options = await generateRegistrationOptions({
    rpName: ISSUER,
    rpID: relyingParty(config).rpID,
    userName: account.email,
    userDisplayName: account.utente_nome,
    userID: new TextEncoder().encode(String(caller.userId)),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credential_id })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await deleteExpiredSecondFactorRows(db, now);
  await insertChallenge(db, {
    challenge: options.challenge,
    scopo: 'registration',
    id_utente: caller.userId,
    expires_at: minutesFrom(now, CHALLENGE_MINUTES),
  });
  return options;
}

/** The challenge a browser's answer signed (from its client data), or '' when unreadable. */
function challengeOf(clientDataJSON: string): string {
  try {
    const clientData: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (clientData as { challenge?: unknown }).challenge;
    return typeof challenge === 'string' && challenge.length <= 200 ? challenge : '';
  } catch {
    return '';
  }
}

/** POST /api/user/passkeys: verifies the browser's answer and stores the passkey. */
export async function registerPasskey(
  { db, config }: Deps,
  caller: SecondFactorCaller,
  body: { nome: string; risposta: RegistrationResponseJSON },
): Promise<Passkey> {
  const now = config.now();
  const challenge = await consumeChallenge(
    db,
    challengeOf(body.risposta.response.clientDataJSON),
    'registration',
    now,
  );
  if (challenge === undefined || challenge.id_utente !== caller.userId)
    fieldError('risposta', 'passkey_rejected');
  const { rpID, origin } = relyingParty(config);
  const verification = await verifyRegistrationResponse({
    response: body.risposta,
    expectedChallenge: challenge.challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: false,
  }).catch(() => undefined);
  if (verification?.verified !== true) fieldError('risposta', 'passkey_rejected');
  const { credential } = verification.registrationInfo;
  if ((await countPasskeys(db, caller.userId)) >= MAX_PASSKEYS) {
    throw new ApiError('validation_failed', {
      fields: [{ path: 'nome', code: 'passkey_limit', params: { max: MAX_PASSKEYS } }],
    });
  }
  const stored = await insertPasskey(db, {
    id_utente: caller.userId,
    credential_id: credential.id,
    public_key: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: (credential.transports ?? []).join(','),
    nome: body.nome.trim(),
    created_at: now,
  });
  if (stored === undefined) fieldError('risposta', 'passkey_rejected');
  await markSessionSecondFactor(db, caller.sessionId, now);
  return passkeyOnTheWire(stored);
}

/** DELETE /api/user/passkeys/{id}: one of the caller's passkeys; another's or none is 404. */
export async function removePasskey({ db }: Deps, caller: SecondFactorCaller, id: number): Promise<void> {
  if (!(await deletePasskey(db, caller.userId, id))) throw new ApiError('not_found');
}

/**
 * POST /api/user/login/passkey/options: a challenge for the pending sign-in's passkeys (second
 * step), or, without a pending sign-in, for any passkey the browser holds for this site.
 */
export async function passkeySignInOptions(
  deps: Deps,
  pendingToken: string | undefined,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { db, config } = deps;
  const pending = pendingToken === undefined ? undefined : await pendingSignInOf(deps, pendingToken);
  const allowed = pending === undefined ? [] : await listPasskeys(db, pending.userId);
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(config).rpID,
    allowCredentials: allowed.map((row) => ({
      id: row.credential_id,
      transports: row.transports === '' ? undefined : (row.transports.split(',') as AuthenticatorTransport[]),
    })),
    userVerification: pending === undefined ? 'required' : 'preferred',
  });
  const now = config.now();
  await deleteExpiredSecondFactorRows(db, now);
  await insertChallenge(db, {
    challenge: options.challenge,
    scopo: 'authentication',
    id_utente: pending?.userId ?? null,
    expires_at: minutesFrom(now, CHALLENGE_MINUTES),
  });
  return options;
}

/**
 * POST /api/user/login/passkey: a signed challenge. With a pending sign-in it is the second step
 * (the passkey must be that account's); without, the passkey signs in on its own, and must have
 * verified its user (PIN or biometrics), so it counts as two factors. A refusal answers alike
 * whatever failed, so it reveals neither passkeys nor accounts.
 */
export async function signInWithPasskey(
  deps: RouteDeps,
  pendingToken: string | undefined,
  response: AuthenticationResponseJSON,
  who: SignInContext,
): Promise<SignInStep & { kind: 'signed_in' }> {
  const { db, config } = deps;
  const now = config.now();
  const pending = pendingToken === undefined ? undefined : await pendingSignInOf(deps, pendingToken);
  const refuse = () =>
    pending === undefined
      ? Promise.reject(new ApiError('second_factor_failed'))
      : refuseSecondStep(deps, pending.token);
  const challenge = await consumeChallenge(
    db,
    challengeOf(response.response.clientDataJSON),
    'authentication',
    now,
  );
  const passkey = await findPasskeyByCredentialId(db, response.id);
  if (
    challenge === undefined ||
    passkey === undefined ||
    challenge.id_utente !== (pending?.userId ?? null) ||
    (pending !== undefined && passkey.id_utente !== pending.userId)
  ) {
    return refuse();
  }
  const { rpID, origin } = relyingParty(config);
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge.challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: passkey.credential_id,
      publicKey: Buffer.from(passkey.public_key, 'base64url'),
      counter: passkey.counter,
    },
    requireUserVerification: pending === undefined,
  }).catch(() => undefined);
  if (verification?.verified !== true) return refuse();
  await recordPasskeyUse(db, passkey.id, verification.authenticationInfo.newCounter, now);
  if (pending !== undefined) return finishSecondStep(deps, pending.token);

  const account = await findAccount(db, passkey.id_utente);
  const user = account === undefined ? undefined : await findUserByEmail(db, account.email);
  if (account === undefined || user === undefined) return refuse();
  return db.transaction(async (tx) => {
    await insertLoginAttempt(tx, {
      id_utente: user.id_utente,
      account_key: sha256Hex(account.email),
      audit_ip: who.address,
      dispositivo: who.dispositivo,
      created_at: now,
      esito: 'success',
      outcome_reason: 'ok',
    });
    const session = await startSession(tx, deps, { userId: user.id_utente, ...who, secondFactorAt: now });
    return { kind: 'signed_in' as const, userId: user.id_utente, ...session };
  });
}
