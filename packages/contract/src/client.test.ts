import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ApiError, createApiClient, operationUrl } from './client.ts';
import { accountOperations } from './operations/account.ts';
import { docsOperations } from './operations/docs.ts';
import { reportOperations } from './operations/reports.ts';
import { userOperations } from './operations/user.ts';
import { visitOperations } from './operations/visits.ts';

/** One request as the fake server received it. */
interface Received {
  url: string;
  method: string;
  headers: Record<string, string>;
  credentials: RequestInit['credentials'];
  body: unknown;
}

/**
 * A fetch function that answers every call with `answer()` (a real Response) and records what it
 * received, the way a server would see it.
 */
function server(answer: () => Response) {
  const received: Received[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    received.push({
      url,
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      credentials: init.credentials,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    });
    return answer();
  };
  return { fetch, received };
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const visit = {
  id_visita: 7,
  id_paziente: 3,
  visita_data: '2026-11-20',
  visita_motivazione: 'Controllo',
  visita_osservazioni: 'Nulla da segnalare',
  visita_conclusioni: 'Tutto bene',
};

const { id_paziente: _patient, ...visitBody } = visit;

describe('a call of a JSON operation', () => {
  it('puts its path parameters into the path, sends its body as JSON, and answers the parsed body', async () => {
    const { fetch, received } = server(() => json({ message: 'Dati salvati', data: visit }));
    const client = createApiClient({ fetch });

    const answer = await client.call(visitOperations.update, { params: { id_visita: 7 }, body: visitBody });

    expect(answer).toEqual({ message: 'Dati salvati', data: visit });
    expect(received).toEqual([
      {
        url: '/api/visite/7',
        method: 'PUT',
        headers: {
          accept: 'application/json',
          'accept-language': 'it',
          'content-type': 'application/json',
        },
        credentials: 'same-origin',
        body: visitBody,
      },
    ]);
  });

  it('encodes each path parameter, and puts the base URL before the path', async () => {
    const { fetch, received } = server(() => new Response('body {}', { status: 200 }));
    const client = createApiClient({ fetch, baseUrl: 'https://cartella.example' });

    await client.call(docsOperations.docsAsset, { params: { file: 'a b/../c?.css' } });

    expect(received[0]?.url).toBe('https://cartella.example/api/docs/a%20b%2F..%2Fc%3F.css');
  });

  it('sends the JSON content type on a call without a body too (every call is JSON)', async () => {
    const { fetch, received } = server(() => json({ data: [] }));
    const client = createApiClient({ fetch });

    await client.call(visitOperations.list, { params: { id: 3 } });

    expect(received[0]).toMatchObject({
      method: 'GET',
      body: undefined,
      headers: { 'content-type': 'application/json' },
    });
  });

  it("asks in the caller's language and adds the headers it is given, read again at each call", async () => {
    const { fetch, received } = server(() => json({ data: [] }));
    let token = 'first';
    const client = createApiClient({
      fetch,
      locale: () => 'en',
      headers: () => ({ Authorization: `Bearer ${token}` }),
      credentials: 'omit',
    });

    await client.call(visitOperations.list, { params: { id: 3 } });
    token = 'second';
    await client.call(visitOperations.list, { params: { id: 3 } });

    expect(received.map((request) => request.headers.authorization)).toEqual([
      'Bearer first',
      'Bearer second',
    ]);
    expect(received[0]).toMatchObject({ headers: { 'accept-language': 'en' }, credentials: 'omit' });
  });

  it('drops the keys of an answer its schema does not describe', async () => {
    const { fetch } = server(() => json({ data: [{ ...visit, extra: true }], more: 1 }));
    const client = createApiClient({ fetch });

    const answer = await client.call(visitOperations.list, { params: { id: 3 } });

    expect(answer).toEqual({ data: [visit] });
    expectTypeOf(answer.data[0]?.visita_data).toEqualTypeOf<string | undefined>();
  });

  it('throws invalid_answer, in Italian by default, when the answer does not match its schema', async () => {
    const { fetch } = server(() => json({ data: [{ id_visita: '7' }] }));
    const client = createApiClient({ fetch });

    const failure = await client.call(visitOperations.list, { params: { id: 3 } }).catch((error) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 200,
      code: 'invalid_answer',
      message: 'Risposta del server non valida. Riprova più tardi.',
    });
  });

  it('says the same in English when the caller reads English', async () => {
    const { fetch } = server(() => json({ data: null }));
    const client = createApiClient({ fetch, locale: () => 'en' });

    await expect(client.call(visitOperations.list, { params: { id: 3 } })).rejects.toMatchObject({
      code: 'invalid_answer',
      message: 'The server sent an answer that is not valid. Please try again later.',
    });
  });

  it('refuses a call whose path parameter is missing, before sending anything', async () => {
    const { fetch, received } = server(() => json({ data: [] }));
    const client = createApiClient({ fetch });

    // @ts-expect-error the list's path names {id}
    await expect(client.call(visitOperations.list, {})).rejects.toThrow('Missing path parameter id');
    expect(received).toEqual([]);
  });

  it('types the input from the operation (the names its path holds, the body its schema takes) and the answer from its schema', async () => {
    const { fetch } = server(() => json({ message: 'Visita eliminata', data: { id_visita: 7 } }));
    const client = createApiClient({ fetch });
    // Checked when the tests are type-checked (tsconfig.test.json); never called.
    const wrongCalls = () => [
      // @ts-expect-error the edit needs its body
      client.call(visitOperations.update, { params: { id_visita: 7 } }),
      // @ts-expect-error the body must be a visit
      client.call(visitOperations.update, { params: { id_visita: 7 }, body: { visita_data: 1 } }),
      // @ts-expect-error the list takes no body
      client.call(visitOperations.list, { params: { id: 3 }, body: visitBody }),
      // @ts-expect-error the list's path has no {patient}
      client.call(visitOperations.list, { params: { patient: 3 } }),
      // @ts-expect-error the reference page takes no input at all, so a missing one is fine and a body is not
      client.call(docsOperations.docsPage, { body: {} }),
    ];
    expectTypeOf(wrongCalls).toBeFunction();
    expectTypeOf(client.call(docsOperations.docsPage)).resolves.toEqualTypeOf<Response>();

    const answer = await client.call(visitOperations.remove, { params: { id_visita: 7 } });

    expectTypeOf(answer).toEqualTypeOf<{ message: string; data: { id_visita: number } }>();
    expect(answer).toEqual({ message: 'Visita eliminata', data: { id_visita: 7 } });
  });
});

describe('a call of an operation that answers a file or a page', () => {
  it('answers the Response itself, having asked for its media type', async () => {
    const { fetch, received } = server(
      () => new Response('<!doctype html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    const client = createApiClient({ fetch });

    const response = await client.call(docsOperations.docsPage);

    expect(response).toBeInstanceOf(Response);
    await expect(response.text()).resolves.toBe('<!doctype html>');
    expect(received[0]?.headers.accept).toBe('text/html');
  });
});

describe('a call of an operation that declares query parameters', () => {
  it('puts the given ones after the path, URI-encoded, and leaves out the absent ones', async () => {
    const { fetch, received } = server(() => new Response('%PDF', { status: 200 }));
    const client = createApiClient({ fetch });

    await client.call(reportOperations.clinical, { params: { id: 3 }, query: { livello: 2 } });
    await client.call(reportOperations.clinical, { params: { id: 3 }, query: { livello: null } });
    await client.call(reportOperations.clinical, { params: { id: 3 } });
    await client.call(accountOperations.cookiePolicy, { query: { lang: 'en&x=1' } });

    expect(received.map((request) => request.url)).toEqual([
      '/api/downloadReport/3?livello=2',
      '/api/downloadReport/3',
      '/api/downloadReport/3',
      '/api/cookiePolicy?lang=en%26x%3D1',
    ]);
  });

  it('takes only the names the operation declares, and none for an operation without a query', () => {
    const client = createApiClient({ fetch: async () => json({ data: [] }) });
    // Checked when the tests are type-checked (tsconfig.test.json); never called.
    const wrongCalls = () => [
      // @ts-expect-error the report's query is livello
      client.call(reportOperations.clinical, { params: { id: 3 }, query: { level: 2 } }),
      // @ts-expect-error the visit list declares no query
      client.call(visitOperations.list, { params: { id: 3 }, query: { livello: 2 } }),
    ];
    expectTypeOf(wrongCalls).toBeFunction();
  });
});

describe('the address of an operation (operationUrl)', () => {
  it('is its path, for an operation that needs nothing', () => {
    expect(operationUrl(userOperations.oidcStart)).toBe('/api/user/oauth/start');
  });

  it('fills its path parameters and adds its query, as a call would send them', () => {
    expect(operationUrl(reportOperations.fhir, { params: { id: 3 }, query: { livello: 6 } })).toBe(
      '/api/getFhirData/3?livello=6',
    );
    expect(operationUrl(accountOperations.cookiePolicy, { query: { lang: 'it' } })).toBe(
      '/api/cookiePolicy?lang=it',
    );
    expect(operationUrl(docsOperations.docsAsset, { params: { file: 'a b.css' } })).toBe(
      '/api/docs/a%20b.css',
    );
  });

  it('refuses an address whose path parameter is missing', () => {
    // @ts-expect-error the FHIR summary's path names {id}
    expect(() => operationUrl(reportOperations.fhir)).toThrow('Missing path parameter id');
  });
});

describe('an error answer', () => {
  it('is thrown as an ApiError with the status, code, translated message and field issues', async () => {
    const fields = [{ path: 'visita_data', code: 'required' }];
    const { fetch } = server(() =>
      json({ error: { code: 'validation_failed', message: 'Dati non validi', fields } }, 400),
    );
    const client = createApiClient({ fetch });

    const failure = await client
      .call(visitOperations.update, { params: { id_visita: 7 }, body: visitBody })
      .catch((error) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Dati non validi',
      fields,
    });
  });

  it("without the error body (a proxy's page) is internal, with the generic text in the caller's language", async () => {
    const { fetch } = server(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const client = createApiClient({ fetch, locale: () => 'en' });

    await expect(client.call(visitOperations.list, { params: { id: 3 } })).rejects.toMatchObject({
      status: 502,
      code: 'internal',
      message: 'Sorry, an error occurred. Please try again later',
      fields: [],
    });
  });

  it('of 401 tells the unauthenticated hook which call failed, then throws', async () => {
    const { fetch } = server(() =>
      json({ error: { code: 'session_expired', message: 'Sessione scaduta' } }, 401),
    );
    const failedCalls: unknown[] = [];
    const client = createApiClient({ fetch, onUnauthenticated: (call) => failedCalls.push(call) });

    await expect(client.call(visitOperations.remove, { params: { id_visita: 7 } })).rejects.toMatchObject({
      status: 401,
      code: 'session_expired',
    });
    expect(failedCalls).toEqual([{ method: 'DELETE', path: '/api/visite/{id_visita}' }]);
  });

  it('of 403 leaves the unauthenticated hook alone', async () => {
    const { fetch } = server(() => json({ error: { code: 'forbidden', message: 'Non consentito' } }, 403));
    const failedCalls: unknown[] = [];
    const client = createApiClient({ fetch, onUnauthenticated: (call) => failedCalls.push(call) });

    await expect(client.call(visitOperations.list, { params: { id: 3 } })).rejects.toMatchObject({
      code: 'forbidden',
    });
    expect(failedCalls).toEqual([]);
  });
});

describe('a call that never gets an answer', () => {
  it('is an internal ApiError with status 0 when the network fails', async () => {
    const client = createApiClient({
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });

    await expect(client.call(visitOperations.list, { params: { id: 3 } })).rejects.toMatchObject({
      status: 0,
      code: 'internal',
      message: 'Siamo spiacenti si è verificato un errore. La preghiamo di riprovare più tardi',
    });
  });

  it('rejects with the abort itself when the caller aborted it', async () => {
    const controller = new AbortController();
    const client = createApiClient({
      fetch: async (_url, init) => {
        controller.abort();
        throw init.signal?.reason;
      },
    });

    const failure = await client
      .call(visitOperations.list, { params: { id: 3 }, signal: controller.signal })
      .catch((error) => error);

    expect(failure).not.toBeInstanceOf(ApiError);
    expect(failure).toBe(controller.signal.reason);
  });
});

describe('a path given as text (send, then parseAnswer)', () => {
  it('goes through the same door and reads a 204 as no body when the schema allows it', async () => {
    const { fetch, received } = server(() => new Response(null, { status: 204 }));
    const client = createApiClient({ fetch, locale: () => 'en' });

    const response = await client.send('delete', '/api/note/7');

    await expect(client.parseAnswer(v.undefined(), response)).resolves.toBeUndefined();
    expect(received[0]).toMatchObject({ url: '/api/note/7', method: 'DELETE' });
  });

  it('throws invalid_answer for a 204 when the schema expects a body', async () => {
    const { fetch } = server(() => new Response(null, { status: 204 }));
    const client = createApiClient({ fetch });

    const response = await client.send('GET', '/api/note/7');

    await expect(client.parseAnswer(v.object({ data: v.string() }), response)).rejects.toMatchObject({
      status: 204,
      code: 'invalid_answer',
    });
  });
});
