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
 * credentials and the bearer token as PayPal does, with an approval page reduced to one button.
 * Tests set the subscriptions it knows; `npm start` runs it as the demonstration's PayPal
 * (src/demo/start.ts), never a production start.
 */
export async function startFakePaypal(credentials = { clientId: 'client', clientSecret: 'secret' }) {
  const subscriptions = new Map<string, FakeSubscription>();
  const calls: string[] = [];
  const token = 'A21AAF-fake-token';
  const basic = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`;
  const returnUrls = new Map<string, string>();
  let created = 0;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    calls.push(`${req.method} ${url.pathname}`);
    const send = (status: number, body?: unknown) => {
      res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    };
    req.on('end', () => {
      // PayPal's approval page, reduced to one button: approving activates the subscription.
      if (url.pathname === '/checkoutnow') {
        const id = url.searchParams.get('token') ?? '';
        const subscription = subscriptions.get(id);
        const back = returnUrls.get(id);
        if (subscription === undefined || back === undefined) return send(404);
        if (req.method === 'POST') {
          subscription.status = 'ACTIVE';
          const target = new URL(back);
          target.searchParams.set('subscription_id', id);
          target.searchParams.set('ba_token', `BA-${id}`);
          target.searchParams.set('token', `EC-${id}`);
          res.writeHead(303, { location: target.href });
          return res.end();
        }
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(
          '<!doctype html><html lang="it"><head><meta name="viewport" content="width=device-width">' +
            '<title>PayPal (dimostrazione)</title></head><body><main><h1>PayPal (dimostrazione)</h1>' +
            '<p>Questa pagina prende il posto di PayPal nella dimostrazione di Cartella: nessun pagamento reale, nessun addebito.</p>' +
            '<p lang="en">This page stands in for PayPal in the Cartella demonstration: no real payment, nothing is charged.</p>' +
            '<form method="post"><button type="submit">Approva e paga</button></form></main></body></html>',
        );
      }
      if (req.method === 'POST' && url.pathname === '/v1/oauth2/token') {
        if (req.headers.authorization !== basic) return send(401, { error: 'invalid_client' });
        return send(200, { access_token: token, token_type: 'Bearer', expires_in: 32400 });
      }
      if (req.headers.authorization !== `Bearer ${token}`)
        return send(401, { name: 'AUTHENTICATION_FAILURE' });
      if (req.method === 'POST' && url.pathname === '/v1/billing/subscriptions') {
        const input = JSON.parse(Buffer.concat(chunks).toString() || '{}') as {
          plan_id?: string;
          custom_id?: string;
          application_context?: { return_url?: string };
        };
        created += 1;
        const id = `I-FAKE${String(created).padStart(8, '0')}`;
        const next = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString();
        subscriptions.set(id, {
          id,
          status: 'APPROVAL_PENDING',
          plan_id: input.plan_id ?? '',
          ...(input.custom_id ? { custom_id: input.custom_id } : {}),
          billing_info: { next_billing_time: next },
        });
        returnUrls.set(id, input.application_context?.return_url ?? '');
        const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        return send(201, {
          id,
          status: 'APPROVAL_PENDING',
          links: [{ rel: 'approve', href: `${origin}/checkoutnow?token=${id}`, method: 'GET' }],
        });
      }
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
