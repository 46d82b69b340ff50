import { connect } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { listen } from './listen.ts';

const tls = {
  certFile: fileURLToPath(new URL('./test/tls/localhost.crt', import.meta.url)),
  keyFile: fileURLToPath(new URL('./test/tls/localhost.key', import.meta.url)),
};
const hello = () => new Response('ciao');

let close: (() => void) | undefined;
afterEach(() => close?.());

function started(settings: Parameters<typeof listen>[1]) {
  return new Promise<{ port: number; protocol: string }>((resolve) => {
    const server = listen(hello, settings, (info) => resolve(info));
    close = () => server.close();
  });
}

describe('the server', () => {
  it('speaks plain HTTP when no certificate is configured', async () => {
    const { port, protocol } = await started({ port: 0, host: '127.0.0.1', tls: null });
    expect(protocol).toBe('http');
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ciao');
  });

  it('with a certificate, answers over HTTPS with HTTP/2, one connection for many requests', async () => {
    const { port, protocol } = await started({ port: 0, host: '127.0.0.1', tls });
    expect(protocol).toBe('https');
    const session = connect(`https://localhost:${port}`, { rejectUnauthorized: false });
    try {
      const bodies = await Promise.all(
        [1, 2, 3].map(
          () =>
            new Promise<string>((resolve, reject) => {
              const stream = session.request({ ':path': '/' });
              let body = '';
              stream.setEncoding('utf8');
              stream.on('data', (chunk: string) => {
                body += chunk;
              });
              stream.on('end', () => resolve(body));
              stream.on('error', reject);
            }),
        ),
      );
      expect(session.alpnProtocol).toBe('h2');
      expect(bodies).toEqual(['ciao', 'ciao', 'ciao']);
    } finally {
      session.close();
    }
  });

  it('still answers HTTP/1.1 clients on the same HTTPS port', async () => {
    const { port } = await started({ port: 0, host: '127.0.0.1', tls });
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpsRequest({ host: '127.0.0.1', port, path: '/', rejectUnauthorized: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer).toEqual({ status: 200, body: 'ciao' });
  });
});
