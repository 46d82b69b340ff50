import { connect } from 'node:net';
import { Hono } from 'hono';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { parseJsonBody } from './lib/request-body.ts';
import { listen } from './listen.ts';
import { createErrorHandler } from './middleware/errors.ts';
import { useTestDatabase } from './test/database.ts';
import { photoMetadata } from './test/files.ts';
import { createTestClock, fromAddress, signInPatient } from './test/http.ts';

/*
 * Issue #34, T8: a client that sends half a body and hangs up is no server error. Before, the
 * broken read reached the error handler as an unexpected error, so anyone could fill the error log
 * with aborted requests and hide the real 500s in it.
 */

const database = useTestDatabase();

let server: ReturnType<typeof listen> | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

function setup() {
  const errorLines: string[] = [];
  const app = createApp({
    db: database.db,
    config: {
      now: createTestClock().now,
      logError: (message) => errorLines.push(message),
      logSecurityEvent: () => {},
    },
  });
  return { app, errorLines };
}

/** A body that sends `start` and then breaks off the way @hono/node-server reports a hang-up. */
function brokenBody(start: string): ReadableStream<Uint8Array> {
  let sent = false;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent) return controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
        sent = true;
        controller.enqueue(new TextEncoder().encode(start));
      },
    },
    { highWaterMark: 0 },
  );
}

function sendBroken(
  app: ReturnType<typeof createApp>,
  path: string,
  start: string,
  headers: Record<string, string>,
) {
  const init = { method: 'POST', body: brokenBody(start), duplex: 'half', headers } as RequestInit;
  return Promise.resolve(app.request(path, init, fromAddress('198.51.100.34')));
}

describe('given a client that hangs up half-way through its body', () => {
  it('answers a JSON body that breaks off with a 400 and writes no error line', async () => {
    const { app, errorLines } = setup();
    const response = await sendBroken(app, '/api/user/login', '{"email":"giulia.bia', {
      'content-type': 'application/json',
      'content-length': '200',
    });
    expect(response.status).toBe(400);
    expect(errorLines).toEqual([]);
  });

  it('answers an upload that breaks off in its file with a 400 and writes no error line', async () => {
    const { app, errorLines } = setup();
    const { token, patientId } = await signInPatient(app, 'giulia.bianchi@example.org');
    const metadata = JSON.stringify(photoMetadata(patientId));
    const start =
      `--b\r\nContent-Disposition: form-data; name="metadata"\r\n\r\n${metadata}\r\n` +
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG';
    const response = await sendBroken(app, '/api/files', start, {
      authorization: `Bearer ${token}`,
      'content-type': 'multipart/form-data; boundary=b',
      'content-length': '100000',
    });
    expect(response.status).toBe(400);
    expect(errorLines).toEqual([]);
  });

  it('answers a chunked body that breaks off with a 400 and writes no error line', async () => {
    const { app, errorLines } = setup();
    const response = await sendBroken(app, '/api/user/login', '{"email":', {
      'content-type': 'application/json',
      'transfer-encoding': 'chunked',
    });
    expect(response.status).toBe(400);
    expect(errorLines).toEqual([]);
  });

  it('writes no error line when a real connection closes half-way through a JSON body', async () => {
    const errorLines: string[] = [];
    let reached: () => void = () => {};
    let handled: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const done = new Promise<void>((resolve) => {
      handled = resolve;
    });
    const app = new Hono();
    app.onError(createErrorHandler((message) => errorLines.push(message)));
    app.use('*', async (_c, next) => {
      reached();
      try {
        await next();
      } finally {
        handled();
      }
    });
    app.post('/echo', async (c) => c.json(await parseJsonBody(c, v.object({ text: v.string() }))));
    const port = await new Promise<number>((resolve) => {
      server = listen(app.fetch, { port: 0, host: '127.0.0.1', tls: null }, (info) => resolve(info.port));
    });
    const socket = connect(port, '127.0.0.1');
    socket.write(
      'POST /echo HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"text":"met',
    );
    await started;
    socket.destroy();
    await done;
    expect(errorLines).toEqual([]);
  });
});
