import { readFileSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { ServerSettings } from './config.ts';

type FetchHandler = Parameters<typeof serve>[0]['fetch'];

/**
 * Starts listening: plain HTTP, or, with TLS files configured, HTTPS with HTTP/2 and HTTP/1.1
 * offered side by side (ALPN), so a browser loads the many small files of a page over one
 * connection (docs/decisions/0510-https-and-http2.md). The files are read once, at start.
 */
export function listen(
  fetch: FetchHandler,
  settings: Pick<ServerSettings, 'port' | 'host' | 'tls'>,
  onListening: (info: AddressInfo & { protocol: 'http' | 'https' }) => void,
) {
  const { tls } = settings;
  const common = { fetch, port: settings.port, hostname: settings.host };
  if (tls === null) return serve(common, (info) => onListening({ ...info, protocol: 'http' }));
  return serve(
    {
      ...common,
      createServer: createSecureServer,
      serverOptions: { cert: readFileSync(tls.certFile), key: readFileSync(tls.keyFile), allowHTTP1: true },
    },
    (info) => onListening({ ...info, protocol: 'https' }),
  );
}
