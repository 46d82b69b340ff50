import { ApiErrorBodySchema } from '@cartella/contract';
import { type LoginAnswer, LoginAnswerSchema } from '@cartella/domain';
import type { Hono } from 'hono';
import * as v from 'valibot';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../db/demo-accounts.ts';
import type { AppEnv } from '../env.ts';

/** A clock tests move by hand. */
export function createTestClock(start = '2026-11-22T09:00:00Z') {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advanceMinutes(minutes: number) {
      current += minutes * 60_000;
    },
    advanceSeconds(seconds: number) {
      current += seconds * 1000;
    },
  };
}

/** What @hono/node-server passes as env: the socket the address is read from. */
export function fromAddress(address: string) {
  return { incoming: { socket: { remoteAddress: address } } };
}

const chromeOnLinux =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

export interface RequestOptions {
  token?: string;
  address?: string;
  headers?: Record<string, string>;
}

export function request(
  app: Hono<AppEnv>,
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { 'user-agent': chromeOnLinux, ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (body !== undefined && !('content-type' in headers)) headers['content-type'] = 'application/json';
  const init: RequestInit = { method, headers };
  if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
  return Promise.resolve(app.request(path, init, fromAddress(options.address ?? '198.51.100.7')));
}

/** A signed-in caller: the app it talks to and its bearer token. */
export interface Caller {
  app: Hono<AppEnv>;
  token: string;
}

/** A request of `caller` to its own app, with its token. */
export function requestAs(
  caller: Caller,
  method: string,
  path: string,
  body?: unknown,
  options: Omit<RequestOptions, 'token'> = {},
): Promise<Response> {
  return request(caller.app, method, path, body, { ...options, token: caller.token });
}

/** A request a test sends: its method, its path and, for a write, its body. */
export type Attempt = readonly [method: string, path: string, body?: unknown];

/**
 * Sends every attempt as `caller` and expects each refused with 403 `forbidden`, the answer not
 * showing `hidden` (a text of the other patient's row) when one is given.
 */
export async function expectEveryAttemptForbidden(
  caller: Caller,
  attempts: readonly Attempt[],
  hidden?: string,
): Promise<void> {
  for (const [method, path, body] of attempts) {
    const response = await requestAs(caller, method, path, body);
    const text = await response.text();
    expect(response.status, `${method} ${path} ${JSON.stringify(body) ?? ''}`).toBe(403);
    expect(JSON.parse(text)).toMatchObject({ error: { code: 'forbidden' } });
    if (hidden !== undefined) expect(text).not.toContain(hidden);
  }
}

/**
 * A request of `caller` that must succeed: the test fails, showing the answer, unless it is a 200;
 * answers the body checked against `schema`.
 */
export async function okAnswer<TSchema extends v.GenericSchema>(
  caller: Caller,
  method: string,
  path: string,
  body: unknown,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  const response = await requestAs(caller, method, path, body);
  const text = await response.text();
  expect(response.status, `${method} ${path}: ${text}`).toBe(200);
  return v.parse(schema, JSON.parse(text));
}

export function postLogin(
  app: Hono<AppEnv>,
  email: string,
  password: string = DEMO_PASSWORD,
  options: RequestOptions = {},
): Promise<Response> {
  return request(app, 'POST', '/api/user/login', { email, password }, options);
}

/**
 * Signs in as an API client (no Origin header, so the answer carries the bearer token) and answers
 * the login result, checked against its schema; throws when it fails.
 */
export async function signIn(
  app: Hono<AppEnv>,
  email: string,
  options: RequestOptions = {},
): Promise<{ success: LoginAnswer['success'] & { token: string } }> {
  const response = await postLogin(app, email, DEMO_PASSWORD, options);
  if (response.status !== 200) throw new Error(`Login of ${email} failed with ${response.status}`);
  const { success } = v.parse(LoginAnswerSchema, await response.json());
  if (success.token === undefined) throw new Error(`Login of ${email} answered no token`);
  return { success: { ...success, token: success.token } };
}

/**
 * Signs a demo patient in and answers what patient tests need: the app, the token, the patient id
 * and the user id.
 */
export async function signInPatient(app: Hono<AppEnv>, email: string) {
  const { success } = await signIn(app, email);
  const patientId = success.user.id_paziente;
  if (patientId === null) throw new Error(`${email} has no patient record`);
  return { app, token: success.token, patientId, userId: success.user.id_utente };
}

/** The error code of a refused request, its body checked against the error schema. */
export async function errorOf(response: Response) {
  return v.parse(ApiErrorBodySchema, await response.json()).error;
}

export const silentLogger = () => {};
