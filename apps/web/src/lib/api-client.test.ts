import {
  accountSecurityOperations,
  reportOperations,
  userOperations,
  visitOperations,
} from '@cartella/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiClient, setApiLocale, setUnauthenticatedHandler } from './api-client.ts';

/** Replaces fetch with one that answers `body` (JSON) with `status`. */
function serverAnswers(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );
}

/** Ends session 7: an operation that answers `{ message }`. */
const endSession = () => apiClient.call(accountSecurityOperations.endSession, { params: { id_sessione: 7 } });

afterEach(() => {
  vi.unstubAllGlobals();
  setApiLocale('it');
  setUnauthenticatedHandler(() => undefined);
});

describe('apiClient.call', () => {
  it('gives the answer parsed by its schema', async () => {
    serverAnswers({ message: 'Sessione chiusa' });
    await expect(endSession()).resolves.toEqual({ message: 'Sessione chiusa' });
  });

  it('drops keys the schema does not describe', async () => {
    serverAnswers({ message: 'Sessione chiusa', extra: true });
    await expect(endSession()).resolves.toEqual({ message: 'Sessione chiusa' });
  });

  it('throws an invalid_answer error in Italian when the answer does not match its schema', async () => {
    serverAnswers({ message: 7 });
    const failure = await endSession().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      code: 'invalid_answer',
      message: 'Risposta del server non valida. Riprova più tardi.',
    });
  });

  it('says the same in English when the page is in English', async () => {
    setApiLocale('en');
    serverAnswers({ message: null });
    await expect(endSession()).rejects.toMatchObject({
      code: 'invalid_answer',
      message: 'The server sent an answer that is not valid. Please try again later.',
    });
  });

  it('answers a file operation with the Response itself, its bytes untouched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } })),
    );
    const answer = await apiClient.call(reportOperations.clinical, { params: { id: 3 } });
    await expect(answer.text()).resolves.toBe('%PDF-1.7');
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe('/api/downloadReport/3');
    expect(init).toMatchObject({ headers: { Accept: 'application/pdf' } });
  });
});

describe('a 401 answer', () => {
  const sessionGone = { error: { code: 'session_expired', message: 'Sessione scaduta' } };

  it('signs the page out, and throws the server message', async () => {
    const signOuts: string[] = [];
    setUnauthenticatedHandler(() => signOuts.push('signed out'));
    serverAnswers(sessionGone, 401);
    await expect(apiClient.call(visitOperations.list, { params: { id: 3 } })).rejects.toMatchObject({
      status: 401,
      code: 'session_expired',
      message: 'Sessione scaduta',
    });
    expect(signOuts).toEqual(['signed out']);
  });

  it('of the sign-in or the sign-out itself does not sign the page out', async () => {
    const signOuts: string[] = [];
    setUnauthenticatedHandler(() => signOuts.push('signed out'));
    serverAnswers(sessionGone, 401);
    await expect(
      apiClient.call(userOperations.login, { body: { email: 'anna@example.org', password: 'x' } }),
    ).rejects.toBeInstanceOf(ApiError);
    await expect(apiClient.call(userOperations.logout)).rejects.toBeInstanceOf(ApiError);
    expect(signOuts).toEqual([]);
  });
});

describe('every call', () => {
  it("goes to the operation's path with the JSON content type and the page's language", async () => {
    setApiLocale('en');
    serverAnswers({ message: 'Session ended' });
    await endSession();
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe('/api/user/sessions/7');
    expect(init).toMatchObject({
      method: 'DELETE',
      credentials: 'same-origin',
      headers: { 'Accept-Language': 'en', 'Content-Type': 'application/json' },
    });
  });
});
