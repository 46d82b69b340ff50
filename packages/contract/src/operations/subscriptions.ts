import {
  ActiveSubscriptionListAnswerSchema,
  PlanListAnswerSchema,
  SubscriptionCancelAnswerSchema,
  SubscriptionCaptureAnswerSchema,
  SubscriptionCaptureSchema,
  SubscriptionStartAnswerSchema,
  SubscriptionStartSchema,
} from '@cartella/domain';
import { defineOperation } from '../operation.ts';

export const subscriptionOperations = {
  plans: defineOperation({
    method: 'get',
    path: '/api/paypal/piani',
    operationId: 'listPlans',
    tag: 'Subscriptions',
    summary: 'The plans on offer with cost, what they include and the contract',
    description:
      'Spec 001 sections 2 "Subscriptions page" and 3 "Plan / contract". Costs in euros. ' +
      '`pagamento_configurato` is false when PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_API_BASE are not set; ' +
      "`pagamento_dimostrativo` is true when they lead to the demonstration's local stand-in (`npm start`), which charges nothing.",
    response: PlanListAnswerSchema,
    errors: [],
  }),
  active: defineOperation({
    method: 'get',
    path: '/api/sottoscrizioni/{id_utente}',
    operationId: 'listActiveSubscriptions',
    tag: 'Subscriptions',
    summary: "The caller's subscriptions not past their expiry",
    description: 'Spec 001 section 2 "Subscriptions page": start, expiry, licence and cost in euros.',
    pathParams: { id_utente: 'id_utente of the caller' },
    response: ActiveSubscriptionListAnswerSchema,
    errors: ['forbidden'],
  }),
  start: defineOperation({
    method: 'post',
    path: '/api/paypal/subscription',
    operationId: 'startSubscription',
    tag: 'Subscriptions',
    summary: "Creates the caller's PayPal subscription to a plan and answers PayPal's approval page",
    description:
      'Replaces the payment provider script of spec 001 section 7 "Subscriptions" with PayPal\'s ' +
      'server-side flow (POST /v1/billing/subscriptions, custom_id = id_utente): the browser goes to ' +
      'approve_url and PayPal sends it back to /webui/Registro/Paypal?piano={planid}&subscription_id=..., ' +
      'where the page calls the capture.',
    requestBody: SubscriptionStartSchema,
    response: SubscriptionStartAnswerSchema,
    errors: ['conflict', 'timeout'],
  }),
  capture: defineOperation({
    method: 'post',
    path: '/api/paypal/order/capture',
    operationId: 'captureSubscription',
    tag: 'Subscriptions',
    summary: 'Grants the plan once PayPal confirms the subscription is active',
    description:
      'Spec 001 section 7 "Subscriptions". The server asks PayPal (GET /v1/billing/subscriptions/{id}) ' +
      "and grants the licence until the next billing date only if the subscription is ACTIVE, for the plan's " +
      'PayPal plan and created for the caller (custom_id = id_utente). Idempotent: the same subscription ' +
      'captured again grants nothing more (concessa_ora false). 409 when PayPal does not confirm it or ' +
      'payment is not configured; 504 when PayPal cannot be reached.',
    requestBody: SubscriptionCaptureSchema,
    response: SubscriptionCaptureAnswerSchema,
    errors: ['forbidden', 'conflict', 'timeout'],
  }),
  cancel: defineOperation({
    method: 'post',
    path: '/api/paypal/subscription/{id}/cancel',
    operationId: 'cancelSubscription',
    tag: 'Subscriptions',
    summary: "Turns a PayPal subscription's renewal off; the licence runs to its expiry",
    description:
      "Beyond the spec, whose 'Annulla sottoscrizione' only shows an alert: POST " +
      '/v1/billing/subscriptions/{id}/cancel at PayPal, then the subscription is marked cancelled.',
    pathParams: { id: 'id of one of the caller’s subscriptions paid through PayPal' },
    response: SubscriptionCancelAnswerSchema,
    errors: ['forbidden', 'conflict', 'timeout'],
  }),
} as const;
