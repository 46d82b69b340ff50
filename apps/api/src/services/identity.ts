import { identityMessages, type Locale } from '@cartella/domain';
import type { AppConfig } from '../config.ts';
import { findUserByEmail } from '../db/repositories/access.ts';
import {
  consumeEmailChange,
  consumePasswordReset,
  consumePendingRegistration,
  countMailRequestsSince,
  createAccount,
  deleteExpiredIdentityRows,
  findAccount,
  findValidPasswordReset,
  insertEmailChange,
  insertMailRequest,
  insertPasswordReset,
  insertPendingRegistration,
  lockMailRequestKeys,
  revokeAllSessions,
  revokeOtherSessions,
  updateEmail,
  updatePasswordHash,
  voidPasswordResets,
} from '../db/repositories/identity.ts';
import type { RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { appLink } from '../lib/app-link.ts';
import { hashPassword, verifyPassword } from '../lib/passwords.ts';
import { fieldError } from '../lib/request-body.ts';
import { newSessionToken, sha256Hex } from '../lib/tokens.ts';
import { createWriteLimiter } from '../lib/write-limit.ts';
import type { OutgoingMail } from '../mail/mailer.ts';

/** A verification link is valid 24 hours (issue #23). */
const VERIFICATION_HOURS = 24;
/** A password-reset link is valid 30 minutes (issue #23). */
const RESET_MINUTES = 30;
/** The licence a new account starts with. */
const BASIC_LICENCE = 'Base';

/**
 * How many mails of one kind an address may be sent, and one client may ask for, in an hour.
 * Counted on the typed address whether it has an account or not, so a refusal tells nothing.
 */
const MAIL_WINDOW_MINUTES = 60;
const MAX_MAILS_PER_ADDRESS = 3;
const MAX_MAILS_PER_CLIENT = 20;

interface Caller {
  /** The client's address (lib/client-info.ts). */
  address: string;
  locale: Locale;
}

type MailKind = 'registration' | 'password_reset' | 'email_change';

function mailLimitReached(counts: { account: number; address: number }): boolean {
  return counts.account >= MAX_MAILS_PER_ADDRESS || counts.address >= MAX_MAILS_PER_CLIENT;
}

function refuseMail(config: AppConfig, kind: MailKind): never {
  config.logSecurityEvent({ kind: 'rate_limited', method: 'POST', path: `identity:${kind}` });
  throw new ApiError('rate_limited', {
    message: identityMessages.tooManyMailRequests,
    retryAfterSeconds: MAIL_WINDOW_MINUTES * 60,
  });
}

/**
 * Answers 429 when a reservation would be refused anyway, without recording anything: registration
 * asks this before judging the password, so a refused request costs no CPU (issue #34, T1).
 */
async function refuseWhenMailLimitReached(
  { db, config }: Pick<RouteDeps, 'db' | 'config'>,
  kind: MailKind,
  email: string,
  address: string,
): Promise<void> {
  const since = new Date(config.now().getTime() - MAIL_WINDOW_MINUTES * 60_000);
  const counts = await countMailRequestsSince(db, kind, sha256Hex(`${kind}:${email}`), address, since);
  if (mailLimitReached(counts)) refuseMail(config, kind);
}

/**
 * Reserves one mail of a kind for a typed address, or answers 429 when the address or the client
 * asked too often within the hour. Decide and record happen under the two keys' locks.
 */
async function reserveMail(
  { db, config }: Pick<RouteDeps, 'db' | 'config'>,
  kind: MailKind,
  email: string,
  address: string,
): Promise<void> {
  const now = config.now();
  const since = new Date(now.getTime() - MAIL_WINDOW_MINUTES * 60_000);
  // Each request also clears what has expired, so nothing of an abandoned registration stays.
  await deleteExpiredIdentityRows(db, now, since);
  const accountKey = sha256Hex(`${kind}:${email}`);
  const allowed = await db.transaction(async (tx) => {
    await lockMailRequestKeys(tx, accountKey, address);
    const counts = await countMailRequestsSince(tx, kind, accountKey, address, since);
    if (mailLimitReached(counts)) return false;
    await insertMailRequest(tx, { kind, account_key: accountKey, audit_ip: address, created_at: now });
    return true;
  });
  if (!allowed) refuseMail(config, kind);
}

/**
 * Sends after the answer: whether a mail goes out, and to which template, must not show in the
 * answer's time. A failure is logged without the address or the message.
 */
function sendLater({ config }: Pick<RouteDeps, 'config'>, mail: OutgoingMail): void {
  setImmediate(() => {
    config.mailer.send(mail).catch((error: unknown) => {
      config.logError('An identity mail was not sent', {
        errorId: newSessionToken().slice(0, 12),
        method: 'MAIL',
        route: mail.template,
        names: [error instanceof Error ? error.constructor.name : typeof error],
      });
    });
  });
}

/**
 * Passwords one client may have judged in PASSWORD_JUDGE_WINDOW_MINUTES, per API node (issue #34,
 * T1): judging is CPU work, so a client cannot keep the worker pool busy with refused passwords.
 */
export const PASSWORD_JUDGEMENTS_PER_WINDOW = 30;
const PASSWORD_JUDGE_WINDOW_MINUTES = 15;

/** A limiter per app (its configuration holds the clock), kept in this process's memory. */
function perAppLimiter<TKey>(maxWrites: number, windowMinutes: number) {
  const counters = new WeakMap<AppConfig, ReturnType<typeof createWriteLimiter<TKey>>>();
  return (config: AppConfig, key: TKey) => {
    let count = counters.get(config);
    if (count === undefined) {
      count = createWriteLimiter<TKey>({ maxWrites, windowSeconds: windowMinutes * 60 }, config.now);
      counters.set(config, count);
    }
    return count(key);
  };
}

const countPasswordJudgement = perAppLimiter<string>(
  PASSWORD_JUDGEMENTS_PER_WINDOW,
  PASSWORD_JUDGE_WINDOW_MINUTES,
);

/**
 * Refuses a common password (400 on `password`, like the form's own checks). The judging runs in
 * the worker pool under the slow-work time limit, after the client's judging limit (429).
 */
async function refuseCommonPassword(
  { config, workers }: Pick<RouteDeps, 'config' | 'workers'>,
  address: string,
  password: string,
  personal: readonly string[],
): Promise<void> {
  const decision = countPasswordJudgement(config, address);
  if (decision.blocked) {
    config.logSecurityEvent({ kind: 'rate_limited', method: 'POST', path: 'identity:password' });
    throw new ApiError('rate_limited', { retryAfterSeconds: decision.retryAfterSeconds });
  }
  if (await workers.run('isCommonPassword', { password, personal: [...personal] })) {
    fieldError('password', 'password_common');
  }
}

/**
 * POST /api/user/register. The answer is the same whether the address has an account or not: a new
 * address gets a verification link, an existing one a mail saying it already has an account. The
 * password is hashed either way, so the answer's time does not tell the two apart either.
 */
export async function register(
  deps: Pick<RouteDeps, 'db' | 'config' | 'workers'>,
  caller: Caller,
  body: { nome: string; cognome: string; email: string; password: string },
): Promise<void> {
  const { db, config } = deps;
  const email = body.email.trim().toLowerCase();
  const nome = body.nome.trim();
  const cognome = body.cognome.trim();
  // Every limit before the costly checks: a refused request judges and hashes nothing.
  await refuseWhenMailLimitReached(deps, 'registration', email, caller.address);
  await refuseCommonPassword(deps, caller.address, body.password, [email, nome, cognome]);
  await reserveMail(deps, 'registration', email, caller.address);
  const passwordHash = await hashPassword(body.password);
  const existing = await findUserByEmail(db, email);
  // Only the address: the names are whatever the visitor typed, and the mail may reach a stranger.
  const to = { name: '', address: email };
  if (existing !== undefined) {
    sendLater(deps, {
      to,
      locale: caller.locale,
      template: 'accountExists',
      params: { loginLink: appLink(config, 'login'), resetLink: appLink(config, 'password/reset') },
    });
    return;
  }
  const now = config.now();
  const token = newSessionToken();
  await insertPendingRegistration(db, {
    email,
    nome,
    cognome,
    password_hash: passwordHash,
    token_hash: sha256Hex(token),
    created_at: now,
    expires_at: new Date(now.getTime() + VERIFICATION_HOURS * 3_600_000),
  });
  sendLater(deps, {
    to,
    locale: caller.locale,
    template: 'verifyRegistration',
    params: { link: appLink(config, 'register/verify', token) },
  });
}

/**
 * POST /api/user/verify: a registration's link, followed once within 24 hours, creates the account
 * with its patient record and the basic licence. Any other link is refused as `link_invalid`.
 */
export async function verifyRegistration(
  { db, config }: Pick<RouteDeps, 'db' | 'config'>,
  token: string,
): Promise<void> {
  const now = config.now();
  const created = await db.transaction(async (tx) => {
    const registration = await consumePendingRegistration(tx, sha256Hex(token), now);
    if (registration === undefined) return false;
    const userId = await createAccount(tx, {
      email: registration.email,
      nome: registration.nome,
      cognome: registration.cognome,
      passwordHash: registration.password_hash,
      licence: BASIC_LICENCE,
      now,
    });
    return userId !== undefined;
  });
  if (!created) fieldError('token', 'link_invalid');
}

/**
 * POST /api/user/password/forgot: the same answer always; the owner of an account gets a link valid
 * 30 minutes. Throttled per typed address and per client.
 */
export async function requestPasswordReset(
  deps: Pick<RouteDeps, 'db' | 'config'>,
  caller: Caller,
  body: { email: string },
): Promise<void> {
  const { db, config } = deps;
  const email = body.email.trim().toLowerCase();
  await reserveMail(deps, 'password_reset', email, caller.address);
  const user = await findUserByEmail(db, email);
  if (user === undefined) return;
  const now = config.now();
  const token = newSessionToken();
  await insertPasswordReset(db, {
    id_utente: user.id_utente,
    token_hash: sha256Hex(token),
    created_at: now,
    expires_at: new Date(now.getTime() + RESET_MINUTES * 60_000),
  });
  sendLater(deps, {
    to: { name: user.utente_nome, address: user.email },
    locale: caller.locale,
    template: 'passwordReset',
    params: { link: appLink(config, 'password/reset', token) },
  });
}

/**
 * POST /api/user/password/reset: a reset link, used once within 30 minutes, sets the new password
 * (same policy as registration), ends every session of the account and voids its other links.
 */
export async function resetPassword(
  deps: Pick<RouteDeps, 'db' | 'config' | 'workers'>,
  caller: Pick<Caller, 'address'>,
  body: { token: string; password: string },
): Promise<void> {
  const { db, config } = deps;
  const now = config.now();
  const tokenHash = sha256Hex(body.token);
  const link = await findValidPasswordReset(db, tokenHash, now);
  if (link === undefined) fieldError('token', 'link_invalid');
  // The password is judged before the link is used, so a refused password leaves the link valid.
  await refuseCommonPassword(deps, caller.address, body.password, [link.email, link.utente_nome]);
  const passwordHash = await hashPassword(body.password);
  const done = await db.transaction(async (tx) => {
    const owner = await consumePasswordReset(tx, tokenHash, now);
    if (owner === undefined) return false;
    await updatePasswordHash(tx, owner.id_utente, passwordHash);
    await revokeAllSessions(tx, owner.id_utente, now);
    await voidPasswordResets(tx, owner.id_utente, now);
    return true;
  });
  if (!done) fieldError('token', 'link_invalid');
}

/** The signed-in caller of the account-security calls. */
interface SignedInCaller extends Caller {
  userId: number;
  sessionId: number;
}

/**
 * Current-password checks one account may make in PASSWORD_CHECK_WINDOW_MINUTES, per API node
 * (counted in memory, apps/api/README.md "Limits kept per API node"): far more than anyone changes
 * their security in that time, far too few to guess a password with a session that is not theirs.
 */
export const PASSWORD_CHECKS_PER_WINDOW = 20;
export const PASSWORD_CHECK_WINDOW_MINUTES = 15;

const countPasswordCheck = perAppLimiter<number>(PASSWORD_CHECKS_PER_WINDOW, PASSWORD_CHECK_WINDOW_MINUTES);

/**
 * The caller's account, with the current password checked (400 on `current_password` if wrong;
 * 429 past PASSWORD_CHECKS_PER_WINDOW checks of the account, right or wrong).
 */
export async function accountWithPassword(
  { db, config }: Pick<RouteDeps, 'db' | 'config'>,
  userId: number,
  currentPassword: string,
) {
  const decision = countPasswordCheck(config, userId);
  if (decision.blocked) throw new ApiError('rate_limited', { retryAfterSeconds: decision.retryAfterSeconds });
  const account = await findAccount(db, userId);
  if (account === undefined) throw new ApiError('unauthenticated');
  if (!(await verifyPassword(account.password_hash, currentPassword))) {
    fieldError('current_password', 'current_password_wrong');
  }
  return account;
}

/**
 * POST /api/user/password/change: the current password, then a new one under the policy. Every
 * other session of the account ends (the caller's stays) and unused reset links are voided.
 */
export async function changePassword(
  deps: Pick<RouteDeps, 'db' | 'config' | 'workers'>,
  caller: SignedInCaller,
  body: { current_password: string; password: string },
): Promise<void> {
  const { db, config } = deps;
  const account = await accountWithPassword(deps, caller.userId, body.current_password);
  await refuseCommonPassword(deps, caller.address, body.password, [account.email, account.utente_nome]);
  const passwordHash = await hashPassword(body.password);
  const now = config.now();
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, caller.userId, passwordHash);
    await revokeOtherSessions(tx, caller.userId, caller.sessionId, now);
    await voidPasswordResets(tx, caller.userId, now);
  });
}

/**
 * POST /api/user/email/change: with the current password, a link (24 hours, single use) goes to
 * the new address and a notice to the old one. The answer does not say whether the new address
 * belongs to another account: following the link then fails as `link_invalid`.
 */
export async function requestEmailChange(
  deps: Pick<RouteDeps, 'db' | 'config'>,
  caller: SignedInCaller,
  body: { email: string; current_password: string },
): Promise<void> {
  const { db, config } = deps;
  const account = await accountWithPassword(deps, caller.userId, body.current_password);
  const email = body.email.trim().toLowerCase();
  if (email === account.email) fieldError('email', 'same_email');
  await reserveMail(deps, 'email_change', email, caller.address);
  const now = config.now();
  const token = newSessionToken();
  await insertEmailChange(db, {
    id_utente: caller.userId,
    new_email: email,
    token_hash: sha256Hex(token),
    created_at: now,
    expires_at: new Date(now.getTime() + VERIFICATION_HOURS * 3_600_000),
  });
  sendLater(deps, {
    to: { name: account.utente_nome, address: email },
    locale: caller.locale,
    template: 'verifyEmailChange',
    params: { link: appLink(config, 'email/verify', token) },
  });
  sendLater(deps, {
    to: { name: account.utente_nome, address: account.email },
    locale: caller.locale,
    template: 'emailChangeRequested',
    params: { newEmail: email },
  });
}

/**
 * POST /api/user/email/verify: the link of an e-mail change, followed once within 24 hours, makes
 * the new address the sign-in address; the old address is told.
 */
export async function verifyEmailChange(
  deps: Pick<RouteDeps, 'db' | 'config'>,
  locale: Locale,
  token: string,
): Promise<void> {
  const { db, config } = deps;
  const now = config.now();
  const changed = await db.transaction(async (tx) => {
    const change = await consumeEmailChange(tx, sha256Hex(token), now);
    if (change === undefined) return undefined;
    const before = await findAccount(tx, change.id_utente);
    if (before === undefined || !(await updateEmail(tx, change.id_utente, change.new_email)))
      return undefined;
    return { oldEmail: before.email, name: before.utente_nome, newEmail: change.new_email };
  });
  if (changed === undefined) fieldError('token', 'link_invalid');
  sendLater(deps, {
    to: { name: changed.name, address: changed.oldEmail },
    locale,
    template: 'emailChanged',
    params: { newEmail: changed.newEmail },
  });
}
