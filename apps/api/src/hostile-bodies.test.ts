import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createApp, operations } from './app.ts';
import { useTestDatabase } from './test/database.ts';
import { createTestClock, request, signIn, silentLogger } from './test/http.ts';
import { OpenApiDocumentSchema } from './test/openapi.ts';

/*
 * The safety net's proof: every operation of the OpenAPI document, signed in as a demo patient, is
 * sent hostile bodies and hostile path parameters, and none may answer 5xx. Whatever a schema
 * forgets, the request must be refused (4xx) or served, never crash (conventions.md, habit 18).
 */

type JsonSchema = {
  type?: string | string[];
  format?: string;
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** The JSON text of each hostile value, inserted literally (1e400 has no JavaScript number). */
const hostileValues: Record<string, string> = {
  '1.5': '1.5',
  '3e9': '3e9',
  '1e400': '1e400',
  '1e300': '1e300',
  '-1': '-1',
  '0': '0',
  'U+0000': JSON.stringify('a\u0000b'),
  '100,000 characters': JSON.stringify('x'.repeat(100_000)),
  null: 'null',
  '[]': '[]',
  '{}': '{}',
  true: 'true',
};

const hostilePathValues = ['1.5', '3e9', '0', '-1', 'abc', '%00'];

interface Caller {
  userId: number;
  patientId: number;
}

/** A plausible value for a property, so a hostile value in another property reaches deep code. */
function plausibleValue(name: string, schema: JsonSchema, caller: Caller): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum !== undefined) return schema.enum[0];
  const variant = (schema.anyOf ?? schema.oneOf)?.find((candidate) => candidate.type !== 'null');
  if (variant !== undefined) return plausibleValue(name, variant, caller);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      if (name === 'id_paziente') return caller.patientId;
      if (name === 'id_utente') return caller.userId;
      return 1;
    case 'string':
      if (schema.format === 'date') return '2026-11-01';
      if (schema.format === 'email') return 'ostile@example.org';
      return 'abc';
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return 'abc';
  }
}

/** One plausible body per variant of the schema (a union body has several shapes). */
function plausibleBodies(schema: JsonSchema, caller: Caller): Record<string, unknown>[] {
  const variants = schema.oneOf ?? schema.anyOf ?? [schema];
  return variants.map((variant) => {
    const merged = { ...variant.properties };
    for (const part of variant.allOf ?? []) Object.assign(merged, part.properties);
    return Object.fromEntries(
      Object.entries(merged).map(([name, property]) => [name, plausibleValue(name, property, caller)]),
    );
  });
}

/** The JSON text of `body` with `property` (or every property, when null) replaced by `literal`. */
function hostileText(body: Record<string, unknown>, property: string | null, literal: string): string {
  const placeholder = '__HOSTILE_VALUE__';
  const replaced = Object.fromEntries(
    Object.entries(body).map(([name, value]) => [
      name,
      property === null || name === property ? placeholder : value,
    ]),
  );
  if (property !== null && !(property in replaced)) replaced[property] = placeholder;
  return JSON.stringify(replaced).replaceAll(`"${placeholder}"`, literal);
}

const database = useTestDatabase();

/**
 * One app and its OpenAPI document for the file: building them for each of ~200 tests took a fifth
 * of the file's time.
 */
let shared:
  | { app: ReturnType<typeof createApp>; document: v.InferOutput<typeof OpenApiDocumentSchema> }
  | undefined;
async function sharedApp() {
  if (shared === undefined) {
    const clock = createTestClock('2026-11-22T09:00:00Z');
    const app = createApp({
      db: database.db,
      config: { now: clock.now, logError: silentLogger, logSecurityEvent: () => {} },
    });
    const document = v.parse(
      OpenApiDocumentSchema,
      await (await request(app, 'GET', '/api/openapi.json')).json(),
    );
    shared = { app, document };
  }
  return shared;
}

/**
 * Giulia's session, kept from test to test while it still answers: a sign-in hashes her password
 * (argon2id, 19 MiB), and ~200 of them were a tenth of the file's time on a busy machine.
 */
let session: Awaited<ReturnType<typeof signIn>>['success'] | undefined;

async function setup() {
  const { app, document } = await sharedApp();
  const alive =
    session !== undefined &&
    (await request(app, 'GET', '/api/user/session', undefined, { token: session.token })).status === 200;
  // A hostile body that ended or changed the session never reaches the next test: a new one does.
  if (!alive) session = (await signIn(app, 'giulia.bianchi@example.org')).success;
  const success = session as NonNullable<typeof session>;
  const patientId = success.user.id_paziente;
  if (patientId === null) throw new Error('Giulia has no patient record');
  let sent = 0;
  /** Each hostile request from its own address, so the login throttle never stands in the way. */
  const send = (method: string, path: string, body?: string) => {
    sent += 1;
    return request(app, method.toUpperCase(), path, body, {
      token: success.token,
      address: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
    });
  };
  return { send, document, caller: { userId: success.user.id_utente, patientId } };
}

/** A path with every parameter set to `value`, or to a plausible id when `value` is null. */
function pathWith(path: string, value: string | null, caller: Caller): string {
  return path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    if (value !== null) return value;
    if (name === 'id' || name === 'patientId') return String(caller.patientId);
    return '1';
  });
}

describe('given hostile bodies sent to every operation that takes one', () => {
  const withBody = operations.filter((operation) => operation.requestBody !== undefined);

  it('finds operations with a body in the OpenAPI document', () => {
    expect(withBody.length).toBeGreaterThan(10);
  });

  for (const operation of withBody) {
    it(`never answers 5xx on ${operation.method.toUpperCase()} ${operation.path}`, async () => {
      const { send, document, caller } = await setup();
      const schema = document.paths[operation.path]?.[operation.method]?.requestBody?.content[
        'application/json'
      ]?.schema as JsonSchema | undefined;
      expect(schema).toBeDefined();
      const path = pathWith(operation.path, null, caller);
      const failures: string[] = [];
      for (const body of plausibleBodies(schema ?? {}, caller)) {
        const properties = Object.keys(body);
        for (const [label, literal] of Object.entries(hostileValues)) {
          const texts = [
            { where: 'every property', text: hostileText(body, null, literal) },
            ...properties.map((property) => ({
              where: property,
              text: hostileText(body, property, literal),
            })),
            { where: 'page', text: hostileText(body, 'page', literal) },
          ];
          for (const { where, text } of texts) {
            const response = await send(operation.method, path, text);
            if (response.status >= 500) failures.push(`${where} = ${label}: ${response.status}`);
          }
        }
      }
      expect(failures, `${operation.method.toUpperCase()} ${operation.path}`).toEqual([]);
    });
  }
});

describe('given hostile path parameters on every operation that takes some', () => {
  const withParams = operations.filter((operation) => /\{\w+\}/.test(operation.path));

  for (const operation of withParams) {
    it(`never answers 5xx on ${operation.method.toUpperCase()} ${operation.path}`, async () => {
      const { send, document, caller } = await setup();
      const schema = document.paths[operation.path]?.[operation.method]?.requestBody?.content[
        'application/json'
      ]?.schema as JsonSchema | undefined;
      const body = schema === undefined ? undefined : JSON.stringify(plausibleBodies(schema, caller)[0]);
      const failures: string[] = [];
      for (const value of hostilePathValues) {
        const response = await send(operation.method, pathWith(operation.path, value, caller), body);
        if (response.status >= 500) failures.push(`${value}: ${response.status}`);
      }
      expect(failures, `${operation.method.toUpperCase()} ${operation.path}`).toEqual([]);
    });
  }
});
