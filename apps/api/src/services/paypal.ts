/*
 * PayPal's REST API for subscriptions (issue #24): OAuth2 client credentials, then
 * GET /v1/billing/subscriptions/{id} and POST /v1/billing/subscriptions/{id}/cancel
 * (developer.paypal.com/docs/api/subscriptions/v1/). Tests run a local server answering these.
 */

/** Where PayPal's API is and the app's credentials (PAYPAL_* environment variables). */
export interface PayPalSettings {
  clientId: string;
  clientSecret: string;
  /** https://api-m.sandbox.paypal.com or https://api-m.paypal.com (origin only). */
  apiBase: string;
  /**
   * The demonstration's local counterpart (PAYPAL_DEMO=1, set by `npm start` only,
   * src/demo/start.ts): nothing is charged and the subscriptions page says so.
   */
  demonstration?: boolean;
}

/** A subscription as PayPal describes it (the fields Cartella reads). */
export interface PayPalSubscription {
  id: string;
  status: string;
  plan_id: string;
  custom_id?: string;
  billing_info?: { next_billing_time?: string };
}

/** PayPal could not be reached or answered something unexpected. */
export class PayPalUnavailableError extends Error {
  constructor(what: string) {
    super(`PayPal: ${what}`);
    this.name = 'PayPalUnavailableError';
  }
}

const TIMEOUT_MS = 10_000;

async function accessToken(settings: PayPalSettings): Promise<string> {
  const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
  const response = await fetch(`${settings.apiBase}/v1/oauth2/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  }).catch(() => {
    throw new PayPalUnavailableError('token request failed');
  });
  if (!response.ok) throw new PayPalUnavailableError(`token status ${response.status}`);
  const body = (await response.json()) as { access_token?: unknown };
  if (typeof body.access_token !== 'string') throw new PayPalUnavailableError('no access token');
  return body.access_token;
}

/** The subscription as PayPal knows it, or undefined when PayPal does not know the id (404). */
export async function fetchSubscription(
  settings: PayPalSettings,
  subscriptionId: string,
): Promise<PayPalSubscription | undefined> {
  const token = await accessToken(settings);
  const response = await fetch(
    `${settings.apiBase}/v1/billing/subscriptions/${encodeURIComponent(subscriptionId)}`,
    { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(TIMEOUT_MS) },
  ).catch(() => {
    throw new PayPalUnavailableError('subscription request failed');
  });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new PayPalUnavailableError(`subscription status ${response.status}`);
  const body = (await response.json()) as Partial<PayPalSubscription>;
  if (typeof body.id !== 'string' || typeof body.status !== 'string' || typeof body.plan_id !== 'string') {
    throw new PayPalUnavailableError('unexpected subscription');
  }
  return body as PayPalSubscription;
}

/** Turns the subscription's renewal off at PayPal (204; 422 when it is already cancelled counts as done). */
export async function cancelSubscription(settings: PayPalSettings, subscriptionId: string): Promise<void> {
  const token = await accessToken(settings);
  const response = await fetch(
    `${settings.apiBase}/v1/billing/subscriptions/${encodeURIComponent(subscriptionId)}/cancel`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'Annullata dal paziente in Cartella' }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    },
  ).catch(() => {
    throw new PayPalUnavailableError('cancel request failed');
  });
  if (response.status !== 204 && response.status !== 422) {
    throw new PayPalUnavailableError(`cancel status ${response.status}`);
  }
}

/**
 * Creates a subscription to a plan for the person (custom_id = their user id) and answers where
 * PayPal's approval page is; PayPal sends the browser back to `returnUrl` with subscription_id.
 */
export async function createSubscription(
  settings: PayPalSettings,
  input: { planId: string; customId: string; returnUrl: string; cancelUrl: string },
): Promise<{ id: string; approveUrl: string }> {
  const token = await accessToken(settings);
  const response = await fetch(`${settings.apiBase}/v1/billing/subscriptions`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    },
    body: JSON.stringify({
      plan_id: input.planId,
      custom_id: input.customId,
      application_context: {
        brand_name: 'Cartella',
        user_action: 'SUBSCRIBE_NOW',
        return_url: input.returnUrl,
        cancel_url: input.cancelUrl,
      },
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  }).catch(() => {
    throw new PayPalUnavailableError('create request failed');
  });
  if (response.status !== 201 && response.status !== 200) {
    throw new PayPalUnavailableError(`create status ${response.status}`);
  }
  const body = (await response.json()) as { id?: unknown; links?: { rel?: unknown; href?: unknown }[] };
  const approve = body.links?.find((link) => link.rel === 'approve')?.href;
  if (typeof body.id !== 'string' || typeof approve !== 'string' || !/^https?:\/\//.test(approve)) {
    throw new PayPalUnavailableError('unexpected create answer');
  }
  return { id: body.id, approveUrl: approve };
}
