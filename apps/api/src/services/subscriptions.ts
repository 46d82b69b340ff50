import type { Database } from '../db/client.ts';
import {
  findPaypalSubscription,
  grantPaypalSubscription,
  listActiveSubscriptions,
  listPlans,
  markPaypalCancelled,
  ownPaypalSubscription,
  permissionsByLicence,
} from '../db/repositories/subscriptions.ts';
import { ApiError } from '../lib/api-error.ts';
import { fieldError } from '../lib/request-body.ts';
import {
  cancelSubscription,
  createSubscription,
  fetchSubscription,
  type PayPalSettings,
  PayPalUnavailableError,
} from './paypal.ts';

/**
 * Subscriptions to a licence paid through PayPal (issue #24): the route authorises the caller and
 * checks the server is configured for payments; these read the plans, talk to PayPal and grant.
 */

const notConfirmed = {
  id: 'error.paypal_not_confirmed',
  it: 'PayPal non conferma questa sottoscrizione: nessuna licenza è stata assegnata.',
  en: 'PayPal does not confirm this subscription: no licence was granted.',
};

/** PayPal out of reach or answering nonsense is a 503 timeout, never a 500. */
function unavailable(error: unknown): never {
  if (error instanceof PayPalUnavailableError) throw new ApiError('timeout');
  throw error;
}

function addOneMonth(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const next = new Date(Date.UTC(year, month, Math.min(day, 28)));
  return next.toISOString().slice(0, 10);
}

/** The plan a body names; an unknown one is a 400 on `planid`. */
async function planOf(db: Database, planId: number) {
  const plan = (await listPlans(db)).find((row) => row.id === planId);
  if (plan === undefined) fieldError('planid', 'option_invalid');
  return plan;
}

/** The plans on offer with their permissions, their texts in the reader's language. */
export async function subscriptionPlansOf(db: Database, english: boolean) {
  const [plans, granted] = await Promise.all([listPlans(db), permissionsByLicence(db)]);
  return plans.map((plan) => ({
    id: plan.id,
    descrizione: plan.descrizione,
    costo: Number(plan.costo),
    durata_desc: plan.durata_desc,
    id_paypal_codice_piano: plan.id_paypal_codice_piano,
    include: english ? plan.include_en : plan.include_it,
    testo_contratto: english ? plan.contratto_en : plan.contratto_it,
    permessi: granted.get(plan.id) ?? [],
  }));
}

/** The account's subscriptions in force today, and whether each can still be cancelled. */
export async function activeSubscriptionsOf(db: Database, userId: number, today: string) {
  const rows = await listActiveSubscriptions(db, userId, today);
  return rows.map((row) => ({
    id: row.id,
    created_at: row.created_at.toISOString(),
    data_scadenza: row.data_scadenza,
    licenze: { descrizione: row.descrizione, costo: Number(row.costo) },
    annullabile: row.paypal_subscription_id !== null && row.cancelled_at === null,
    annullata: row.cancelled_at !== null,
  }));
}

/** Starts a subscription to a plan at PayPal, for the account; the patient approves it there. */
export async function startPaypalSubscription(
  db: Database,
  settings: PayPalSettings,
  request: { planId: number; userId: number; origin: string },
) {
  const plan = await planOf(db, request.planId);
  const page = `${request.origin}/webui/Registro/Paypal`;
  const created = await createSubscription(settings, {
    planId: plan.id_paypal_codice_piano,
    customId: String(request.userId),
    returnUrl: `${page}?piano=${plan.id}`,
    cancelUrl: page,
  }).catch(unavailable);
  return { id: created.id, approve_url: created.approveUrl };
}

/** What capturing a subscription came to: another account's subscription is refused by the route. */
type CaptureOutcome =
  | { kind: 'foreign' }
  | { kind: 'granted'; subscriptionId: number; expiry: string; granted: boolean };

/**
 * Grants the plan's licence once PayPal confirms the subscription is active, of this plan and
 * this account (else 409); the licence runs to PayPal's next billing date, or a month from today.
 */
export async function capturePaypalSubscription(
  db: Database,
  settings: PayPalSettings,
  request: { userId: number; planId: number; subscriptionId: string },
  today: string,
): Promise<CaptureOutcome> {
  const plan = await planOf(db, request.planId);
  const stored = await findPaypalSubscription(db, request.subscriptionId);
  if (stored !== undefined && stored.id_utente !== request.userId) return { kind: 'foreign' };
  const remote = await fetchSubscription(settings, request.subscriptionId).catch(unavailable);
  if (
    remote === undefined ||
    remote.status !== 'ACTIVE' ||
    remote.plan_id !== plan.id_paypal_codice_piano ||
    remote.custom_id !== String(request.userId)
  ) {
    throw new ApiError('conflict', { message: notConfirmed });
  }
  const next = remote.billing_info?.next_billing_time?.slice(0, 10);
  const expiry = next && /^\d{4}-\d{2}-\d{2}$/.test(next) ? next : addOneMonth(today);
  const result = await grantPaypalSubscription(db, {
    userId: request.userId,
    licenceId: plan.id,
    paypalId: request.subscriptionId,
    expiry,
  });
  if (result.ownerId !== request.userId) throw new ApiError('forbidden');
  return { kind: 'granted', subscriptionId: result.subscriptionId, expiry, granted: result.granted };
}

/** The account's own PayPal subscription behind an id, or undefined (another's, or none). */
export function ownPaypalSubscriptionOf(db: Database, userId: number, subscriptionId: number) {
  return ownPaypalSubscription(db, userId, subscriptionId);
}

/** Turns the subscription's renewal off at PayPal, then records it; once cancelled, nothing more. */
export async function cancelPaypalSubscription(
  db: Database,
  settings: PayPalSettings,
  link: { paypal_subscription_id: string; cancelled_at: Date | null },
  now: Date,
) {
  if (link.cancelled_at !== null) return;
  await cancelSubscription(settings, link.paypal_subscription_id).catch(unavailable);
  await markPaypalCancelled(db, link.paypal_subscription_id, now);
}
