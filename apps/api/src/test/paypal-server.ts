import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A subscription the fake PayPal knows. */
export interface FakeSubscription {
  id: string;
  status: string;
  plan_id: string;
  custom_id?: string;
  billing_info?: { next_billing_time?: string };
}

/**
 * A local HTTP server answering PayPal's documented subscription endpoints
 * (POST /v1/oauth2/token, GET /v1/billing/subscriptions/{id}, POST .../cancel), checking the
 * credentials and the bearer token as PayPal does. Tests set the subscriptions it knows.
 */
export async function startFakePaypal(credentials = { clientId: 'client', clientSecret: 'secret' }) {
  const subscriptions = new Map<string, FakeSubscription>();
  const calls: string[] = [];
  const token = 'A21AAF-fake-token';
  const basic = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    calls.push(`${req.method} ${url.pathname}`);
    const send = (status: number, body?: unknown) => {
      res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    };
    req.resume();
    req.on('end', () => {
      if (req.method === 'POST' && url.pathname === '/v1/oauth2/token') {
        if (req.headers.authorization !== basic) return send(401, { error: 'invalid_client' });
        return send(200, { access_token: token, token_type: 'Bearer', expires_in: 32400 });
      }
      if (req.headers.authorization !== `Bearer ${token}`)
        return send(401, { name: 'AUTHENTICATION_FAILURE' });
      const match = /^\/v1\/billing\/subscriptions\/([A-Za-z0-9-]{1,50})(\/cancel)?$/.exec(url.pathname);
      const subscription = match?.[1] ? subscriptions.get(match[1]) : undefined;
      if (subscription === undefined) return send(404, { name: 'RESOURCE_NOT_FOUND' });
      if (req.method === 'GET' && !match?.[2]) return send(200, subscription);
      if (req.method === 'POST' && match?.[2]) {
        if (subscription.status === 'CANCELLED') return send(422, { name: 'UNPROCESSABLE_ENTITY' });
        subscription.status = 'CANCELLED';
        return send(204);
      }
      return send(405);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    settings: { ...credentials, apiBase: `http://127.0.0.1:${port}` },
    subscriptions,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
