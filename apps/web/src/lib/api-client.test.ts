import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, noContent, setApiLocale, setUnauthenticatedHandler } from './api-client.ts';

const NoteAnswerSchema = v.object({ data: v.object({ id: v.number(), text: v.string() }) });

/** Replaces fetch with one that answers `body` (JSON) with `status`. */
function serverAnswers(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      status === 204
        ? new Response(null, { status })
        : new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  setApiLocale('it');
  setUnauthenticatedHandler(() => undefined);
});

describe('apiFetch', () => {
  it('gives the answer parsed by its schema', async () => {
    serverAnswers({ data: { id: 7, text: 'nota' } });
    await expect(apiFetch('note/7', NoteAnswerSchema)).resolves.toEqual({ data: { id: 7, text: 'nota' } });
  });

  it('drops keys the schema does not describe', async () => {
    serverAnswers({ data: { id: 7, text: 'nota', extra: true } });
    await expect(apiFetch('note/7', NoteAnswerSchema)).resolves.toEqual({ data: { id: 7, text: 'nota' } });
  });

  it('throws an invalid_answer error in Italian when the answer does not match its schema', async () => {
    serverAnswers({ data: { id: '7' } });
    const failure = await apiFetch('note/7', NoteAnswerSchema).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      code: 'invalid_answer',
      message: 'Risposta del server non valida. Riprova più tardi.',
    });
  });

  it('says the same in English when the page is in English', async () => {
    setApiLocale('en');
    serverAnswers({ data: null });
    await expect(apiFetch('note/7', NoteAnswerSchema)).rejects.toMatchObject({
      code: 'invalid_answer',
      message: 'The server sent an answer that is not valid. Please try again later.',
    });
  });

  it('accepts an answer without a body when told so', async () => {
    serverAnswers(null, 204);
    await expect(apiFetch('note/7', noContent, { method: 'DELETE' })).resolves.toBeUndefined();
  });
});

describe('a 401 answer', () => {
  const sessionGone = { error: { code: 'session_expired', message: 'Sessione scaduta' } };

  it('signs the page out, and throws the server message', async () => {
    const signOuts: string[] = [];
    setUnauthenticatedHandler(() => signOuts.push('signed out'));
    serverAnswers(sessionGone, 401);
    await expect(apiFetch('visitePatient/3', NoteAnswerSchema)).rejects.toMatchObject({
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
      apiFetch('user/login', NoteAnswerSchema, { method: 'POST', body: {} }),
    ).rejects.toBeInstanceOf(ApiError);
    await expect(apiFetch('user/logout', NoteAnswerSchema)).rejects.toBeInstanceOf(ApiError);
    expect(signOuts).toEqual([]);
  });
});

describe('every call', () => {
  it("goes to /api/ with the JSON content type and the page's language", async () => {
    setApiLocale('en');
    serverAnswers({ data: { id: 7, text: 'note' } });
    await apiFetch('/note/7', NoteAnswerSchema);
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe('/api/note/7');
    expect(init).toMatchObject({
      method: 'GET',
      credentials: 'same-origin',
      headers: { 'Accept-Language': 'en', 'Content-Type': 'application/json' },
    });
  });
});
