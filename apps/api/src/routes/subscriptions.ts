import { subscriptionOperations } from '@cartella/contract';
import {
  localeFromAcceptLanguage,
  SubscriptionCaptureSchema,
  SubscriptionStartSchema,
} from '@cartella/domain';
import { Hono } from 'hono';
import {
  findPaypalSubscription,
  grantPaypalSubscription,
  listActiveSubscriptions,
  listPlans,
  markPaypalCancelled,
  ownPaypalSubscription,
  permissionsByLicence,
} from '../db/repositories/subscriptions.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { fieldError, integerParam, parseJsonBody } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { reportRefusal, requireSelf } from '../middleware/access.ts';
import { honoPath } from '../openapi.ts';
import {
  cancelSubscription,
  createSubscription,
  fetchSubscription,
  PayPalUnavailableError,
} from '../services/paypal.ts';

const paymentNotConfigured = {
  id: 'error.payment_not_configured',
  it: 'Il pagamento non è configurato su questo server.',
  en: 'Payment is not configured on this server.',
};

const notConfirmed = {
  id: 'error.paypal_not_confirmed',
  it: 'PayPal non conferma questa sottoscrizione: nessuna licenza è stata assegnata.',
  en: 'PayPal does not confirm this subscription: no licence was granted.',
};

function addOneMonth(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const next = new Date(Date.UTC(year, month, Math.min(day, 28)));
  return next.toISOString().slice(0, 10);
}

export function subscriptionRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();
  const today = () => localDateTime(config.now(), config.timeZone).date;
  // Not configured is the server's choice, not a failure: 409 with a plain message (never a 5xx).
  const paypal = () => {
    if (config.paypal === null) throw new ApiError('conflict', { message: paymentNotConfigured });
    return config.paypal;
  };
  const unavailable = (error: unknown): never => {
    if (error instanceof PayPalUnavailableError) throw new ApiError('timeout');
    throw error;
  };

  app.get(honoPath(subscriptionOperations.plans.path), async (c) => {
    const english = localeFromAcceptLanguage(c.req.header('accept-language')) === 'en';
    const [plans, granted] = await Promise.all([listPlans(db), permissionsByLicence(db)]);
    return c.json({
      pagamento_configurato: config.paypal !== null,
      data: plans.map((plan) => ({
        id: plan.id,
        descrizione: plan.descrizione,
        costo: Number(plan.costo),
        durata_desc: plan.durata_desc,
        id_paypal_codice_piano: plan.id_paypal_codice_piano,
        include: english ? plan.include_en : plan.include_it,
        testo_contratto: english ? plan.contratto_en : plan.contratto_it,
        permessi: granted.get(plan.id) ?? [],
      })),
    });
  });

  app.get(honoPath(subscriptionOperations.active.path), async (c) => {
    const userId = integerParam(c, 'id_utente');
    requireSelf(deps, c, userId);
    const rows = await listActiveSubscriptions(db, userId, today());
    return c.json({
      data: rows.map((row) => ({
        id: row.id,
        created_at: row.created_at.toISOString(),
        data_scadenza: row.data_scadenza,
        licenze: { descrizione: row.descrizione, costo: Number(row.costo) },
        annullabile: row.paypal_subscription_id !== null && row.cancelled_at === null,
        annullata: row.cancelled_at !== null,
      })),
    });
  });

  app.post(honoPath(subscriptionOperations.start.path), async (c) => {
    const body = await parseJsonBody(c, SubscriptionStartSchema);
    const settings = paypal();
    const plan = (await listPlans(db)).find((row) => row.id === body.planid);
    if (plan === undefined) fieldError('planid', 'option_invalid');
    const page = `${new URL(c.req.url).origin}/webui/Registro/Paypal`;
    const created = await createSubscription(settings, {
      planId: plan.id_paypal_codice_piano,
      customId: String(c.get('session').userId),
      returnUrl: `${page}?piano=${plan.id}`,
      cancelUrl: page,
    }).catch(unavailable);
    return c.json({ id: created.id, approve_url: created.approveUrl });
  });

  app.post(honoPath(subscriptionOperations.capture.path), async (c) => {
    const body = await parseJsonBody(c, SubscriptionCaptureSchema);
    requireSelf(deps, c, body.id_utente);
    const settings = paypal();
    const plan = (await listPlans(db)).find((row) => row.id === body.planid);
    if (plan === undefined) fieldError('planid', 'option_invalid');
    const stored = await findPaypalSubscription(db, body.subscriptionId);
    if (stored !== undefined && stored.id_utente !== body.id_utente) {
      reportRefusal(deps, c, 'access_denied');
      throw new ApiError('forbidden');
    }
    const remote = await fetchSubscription(settings, body.subscriptionId).catch(unavailable);
    if (
      remote === undefined ||
      remote.status !== 'ACTIVE' ||
      remote.plan_id !== plan.id_paypal_codice_piano ||
      remote.custom_id !== String(body.id_utente)
    ) {
      throw new ApiError('conflict', { message: notConfirmed });
    }
    const next = remote.billing_info?.next_billing_time?.slice(0, 10);
    const expiry = next && /^\d{4}-\d{2}-\d{2}$/.test(next) ? next : addOneMonth(today());
    const result = await grantPaypalSubscription(db, {
      userId: body.id_utente,
      licenceId: plan.id,
      paypalId: body.subscriptionId,
      expiry,
    });
    if (result.ownerId !== body.id_utente) throw new ApiError('forbidden');
    return c.json({ id: result.subscriptionId, data_scadenza: expiry, concessa_ora: result.granted });
  });

  app.post(honoPath(subscriptionOperations.cancel.path), async (c) => {
    const subscriptionId = integerParam(c, 'id');
    const userId = c.get('session').userId;
    const link = await ownPaypalSubscription(db, userId, subscriptionId);
    if (link === undefined) {
      reportRefusal(deps, c, 'access_denied');
      throw new ApiError('forbidden');
    }
    const settings = paypal();
    if (link.cancelled_at === null) {
      await cancelSubscription(settings, link.paypal_subscription_id).catch(unavailable);
      await markPaypalCancelled(db, link.paypal_subscription_id, config.now());
    }
    return c.json({ success: true as const });
  });

  return app;
}
