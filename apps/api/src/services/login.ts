import type { Database } from '../db/client.ts';
import { findUserByEmail } from '../db/repositories/access.ts';
import {
  findAccountFailuresSince,
  findAddressFailuresSince,
  findLastSuccesses,
  insertLoginAttempt,
  lockLoginKeys,
  recordThrottledAttempt,
} from '../db/repositories/login-attempts.ts';
import type { RouteDeps } from '../env.ts';
import { hashPassword, verifyPassword } from '../lib/passwords.ts';
import { combineDecisions, decideThrottle, type ThrottleDecision } from '../lib/throttle.ts';
import { newSessionToken, sha256Hex } from '../lib/tokens.ts';
import { type SignInStep, signInOrSecondStep } from './second-factor.ts';

export interface LoginRequest {
  email: string;
  password: string;
  /** Client address (lib/client-info.ts). */
  address: string;
  /** Device summary for the access log. */
  dispositivo: string;
}

export type LoginOutcome =
  | { kind: 'throttled'; retryAfterSeconds: number }
  | { kind: 'wrong_credentials' }
  | SignInStep;

/** A valid argon2id hash of a random password, verified for unknown e-mails to even out timing. */
let dummyHash: Promise<string> | undefined;
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(newSessionToken());
  return dummyHash;
}

/**
 * Whether this attempt may be checked against the password (docs/decisions/0504): three counters
 * of wrong-credential failures inside the window, each with free failures and then growing delays.
 * - the account from this address (reset by a success from this address);
 * - the account from everywhere (reset by any success), not applied to an address the account
 *   has signed in from before, so a stranger cannot keep the owner out from their own address;
 * - this address, whatever the account (never reset).
 */
async function decide(
  tx: Database,
  { config }: RouteDeps,
  accountKey: string,
  address: string,
  now: Date,
): Promise<ThrottleDecision> {
  const limits = config.throttle;
  const windowStart = new Date(now.getTime() - limits.windowMinutes * 60_000);
  const successes = await findLastSuccesses(tx, accountKey, address);
  const accountFailures = await findAccountFailuresSince(tx, accountKey, windowStart);
  const after = (since: Date | null) => (row: { at: Date }) => since === null || row.at > since;
  const pairTimes = accountFailures
    .filter((row) => row.address === address)
    .filter(after(successes.pair))
    .map((row) => row.at);
  const accountTimes = accountFailures.filter(after(successes.account)).map((row) => row.at);
  const addressTimes = await findAddressFailuresSince(tx, address, windowStart);
  const { maxDelaySeconds } = limits;
  return combineDecisions([
    decideThrottle(pairTimes, limits.maxFailuresPerPair, maxDelaySeconds, now),
    successes.pair === null
      ? decideThrottle(accountTimes, limits.maxFailuresPerAccount, maxDelaySeconds, now)
      : { blocked: false, retryAfterSeconds: 0 },
    decideThrottle(addressTimes, limits.maxFailuresPerAddress, maxDelaySeconds, now),
  ]);
}

/**
 * One sign-in attempt. Deciding and reserving happen in one transaction holding the account's and
 * the address's locks: an allowed attempt is recorded as a wrong-credential failure before the
 * (slow) password check and turned into a success afterwards, so parallel guesses see each other
 * and no more than the free failures are ever checked. Unknown e-mails are counted and checked
 * against a dummy hash exactly like accounts, so neither the answer nor its time reveals them.
 */
export async function attemptLogin(deps: RouteDeps, request: LoginRequest): Promise<LoginOutcome> {
  const { db, config } = deps;
  const now = config.now();
  const email = request.email.trim().toLowerCase();
  const accountKey = sha256Hex(email);
  const user = await findUserByEmail(db, email);
  const attempt = {
    id_utente: user?.id_utente ?? null,
    account_key: accountKey,
    audit_ip: request.address,
    dispositivo: request.dispositivo,
    created_at: now,
  };

  const reservation = await db.transaction(async (tx) => {
    await lockLoginKeys(tx, accountKey, request.address);
    const decision = await decide(tx, deps, accountKey, request.address, now);
    if (decision.blocked) {
      await recordThrottledAttempt(tx, { ...attempt, esito: 'failure', outcome_reason: 'throttled' });
      return { blocked: true as const, retryAfterSeconds: decision.retryAfterSeconds };
    }
    const attemptId = await insertLoginAttempt(tx, {
      ...attempt,
      esito: 'failure',
      outcome_reason: 'wrong_credentials',
    });
    return { blocked: false as const, attemptId };
  });
  if (reservation.blocked) return { kind: 'throttled', retryAfterSeconds: reservation.retryAfterSeconds };

  const passwordMatches = await verifyPassword(
    user?.password_hash ?? (await getDummyHash()),
    request.password,
  );
  if (user === undefined || !passwordMatches) return { kind: 'wrong_credentials' };

  return db.transaction((tx) =>
    signInOrSecondStep(tx, deps, {
      userId: user.id_utente,
      attemptId: reservation.attemptId,
      address: request.address,
      dispositivo: request.dispositivo,
    }),
  );
}
