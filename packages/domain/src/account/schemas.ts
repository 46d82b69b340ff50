import * as v from 'valibot';
import { EmailSchema } from '../shared/email.ts';
import { idSchema, requiredText, TEXT_LIMITS } from '../shared/limits.ts';

/** Consent update (spec 001, section 7: POST /api/consensoUpdate). */
export const ConsentUpdateSchema = v.object({
  /** The caller's user id; optional, and refused (403) when it is someone else's. */
  id_utente: v.optional(idSchema()),
  /** Treatment id. */
  Id_Trattamento: idSchema('required'),
  /** Given or refused. */
  Consenso: v.boolean('required'),
});

/** Subscription capture (spec 001, section 7: POST /api/paypal/order/capture). */
export const SubscriptionCaptureSchema = v.object({
  orderId: requiredText(TEXT_LIMITS.code),
  subscriptionId: requiredText(TEXT_LIMITS.code),
  id_utente: idSchema('required'),
  email: EmailSchema,
  planid: idSchema('required'),
});

/** Body of POST /api/paypal/subscription: the plan to subscribe to. */
export const SubscriptionStartSchema = v.object({
  /** Plan id (the licence id). */
  planid: idSchema('required'),
});
