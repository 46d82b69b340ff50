import { subscriptionOperations } from '@cartella/contract';
import {
  localeFromAcceptLanguage,
  SubscriptionCaptureSchema,
  SubscriptionStartSchema,
} from '@cartella/domain';
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { integerParam, parseJsonBody } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { reportRefusal, requireSelf } from '../middleware/access.ts';
import { honoPath } from '../openapi.ts';
import {
  activeSubscriptionsOf,
  cancelPaypalSubscription,
  capturePaypalSubscription,
  ownPaypalSubscriptionOf,
  startPaypalSubscription,
  subscriptionPlansOf,
} from '../services/subscriptions.ts';

const paymentNotConfigured = {
  id: 'error.payment_not_configured',
  it: 'Il pagamento online non è disponibile qui: per cambiare licenza rivolgiti a chi gestisce questo servizio.',
  en: 'Online payment is not available here: to change your licence, contact whoever runs this service.',
};

export function subscriptionRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();
  const today = () => localDateTime(config.now(), config.timeZone).date;
  // Not configured is the server's choice, not a failure: 409 with a plain message (never a 5xx).
  const paypal = () => {
    if (config.paypal === null) throw new ApiError('conflict', { message: paymentNotConfigured });
    return config.paypal;
  };

  app.get(honoPath(subscriptionOperations.plans.path), async (c) => {
    const english = localeFromAcceptLanguage(c.req.header('accept-language')) === 'en';
    return c.json({
      pagamento_configurato: config.paypal !== null,
      pagamento_dimostrativo: config.paypal?.demonstration === true,
      data: await subscriptionPlansOf(db, english),
    });
  });

  app.get(honoPath(subscriptionOperations.active.path), async (c) => {
    const userId = integerParam(c, 'id_utente');
    requireSelf(deps, c, userId);
    return c.json({ data: await activeSubscriptionsOf(db, userId, today()) });
  });

  app.post(honoPath(subscriptionOperations.start.path), async (c) => {
    const body = await parseJsonBody(c, SubscriptionStartSchema);
    const created = await startPaypalSubscription(db, paypal(), {
      planId: body.planid,
      userId: c.get('session').userId,
      origin: new URL(c.req.url).origin,
    });
    return c.json(created);
  });

  app.post(honoPath(subscriptionOperations.capture.path), async (c) => {
    const body = await parseJsonBody(c, SubscriptionCaptureSchema);
    requireSelf(deps, c, body.id_utente);
    const outcome = await capturePaypalSubscription(
      db,
      paypal(),
      { userId: body.id_utente, planId: body.planid, subscriptionId: body.subscriptionId },
      today(),
    );
    switch (outcome.kind) {
      case 'foreign':
        reportRefusal(deps, c, 'access_denied');
        throw new ApiError('forbidden');
      case 'granted':
        return c.json({
          id: outcome.subscriptionId,
          data_scadenza: outcome.expiry,
          concessa_ora: outcome.granted,
        });
      default:
        return outcome satisfies never;
    }
  });

  app.post(honoPath(subscriptionOperations.cancel.path), async (c) => {
    const subscriptionId = integerParam(c, 'id');
    const link = await ownPaypalSubscriptionOf(db, c.get('session').userId, subscriptionId);
    if (link === undefined) {
      reportRefusal(deps, c, 'access_denied');
      throw new ApiError('forbidden');
    }
    await cancelPaypalSubscription(db, paypal(), link, config.now());
    return c.json({ success: true as const });
  });

  return app;
}
