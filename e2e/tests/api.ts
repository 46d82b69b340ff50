import { createApiClient } from '@cartella/contract';
import type { APIRequestContext } from '@playwright/test';

/** Statuses whose answer has no body: a Response given one for them throws. */
const bodilessStatuses = new Set([204, 205, 304]);

interface ApiOptions {
  /** Put before every path; default '' (the request context's own origin, e.g. the page's). */
  baseUrl?: string;
  /** The Origin header: a cookie-authenticated write must name our own origin, as a browser's fetch does. */
  origin?: string;
  /** The bearer token of a session signed in through the API. */
  token?: string;
  /** More headers for every call (a client's user agent). */
  headers?: Record<string, string>;
}

/**
 * The contract's typed client (`@cartella/contract`) over a Playwright request context: each call
 * goes through `request.fetch`, so `page.request` keeps sharing the page's cookies. A call answers
 * the body parsed with its operation's schema, or throws the error answer as an ApiError.
 */
export function apiClient(
  request: APIRequestContext,
  { baseUrl = '', origin, token, headers = {} }: ApiOptions = {},
) {
  const added: Record<string, string> = {
    ...(origin === undefined ? {} : { Origin: origin }),
    ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
    ...headers,
  };
  return createApiClient({
    baseUrl,
    headers: () => added,
    fetch: async (url, { method, headers: sent, body }) => {
      // The client sends JSON text or nothing.
      if (body !== undefined && body !== null && typeof body !== 'string')
        throw new TypeError('The e2e API client sends JSON text only');
      const answer = await request.fetch(url, {
        method,
        headers: Object.fromEntries(new Headers(sent).entries()),
        data: body ?? undefined,
      });
      const status = answer.status();
      return new Response(bodilessStatuses.has(status) ? null : new Uint8Array(await answer.body()), {
        status,
        statusText: answer.statusText(),
        headers: answer.headersArray().map(({ name, value }): [string, string] => [name, value]),
      });
    },
  });
}

/** The bearer token a sign-in through the API answers (an API client always gets one, a browser never). */
export function bearerToken(signedIn: { success?: { token?: string | undefined } | undefined }): string {
  const token = signedIn.success?.token;
  if (token === undefined) throw new Error('The sign-in answered no bearer token');
  return token;
}
