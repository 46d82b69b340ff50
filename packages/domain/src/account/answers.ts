import * as v from 'valibot';
import { ConsentAnswerSchema } from './consent-answers.ts';

/** GET /api/consensi/{id_utente} and POST /api/consensoUpdate answer every consent of the caller. */
export const ConsentListAnswerSchema = v.object({
  /** The consents, by treatment id. */
  data: v.array(ConsentAnswerSchema),
});

/** PUT /api/destroyUser/{id_utente}: the account is gone (the spec does not use the answer). */
export const AccountDeleteAnswerSchema = v.object({
  /** Always true: the account and its sessions no longer exist. */
  success: v.literal(true),
  /** Whether a pseudonymised copy is kept for a year (the person's consent to treatment 15). */
  dati_conservati: v.boolean(),
});

/** GET /api/paypal/piani: the plans on offer and whether payment is configured on this server. */
export const PlanListAnswerSchema = v.object({
  /** False when PAYPAL_* are not set: plans show, payment does not. */
  pagamento_configurato: v.boolean(),
  /**
   * True when payment goes to the demonstration's local PayPal counterpart that `npm start` runs
   * (PAYPAL_DEMO=1): nothing is charged, and the page says so.
   */
  pagamento_dimostrativo: v.boolean(),
  data: v.array(
    v.object({
      /** Plan id (the licence id). */
      id: v.number(),
      /** Licence name. */
      descrizione: v.string(),
      /** Cost in euros per period. */
      costo: v.number(),
      /** Period, e.g. '1 mese'. */
      durata_desc: v.string(),
      /** PayPal's plan id. */
      id_paypal_codice_piano: v.string(),
      /** What the plan includes, in the request's language. */
      include: v.string(),
      /** The contract, in the request's language (paragraphs separated by a blank line). */
      testo_contratto: v.string(),
      /** The permission keys the plan's licence grants (issue #24: the gate names the plan that opens a section). */
      permessi: v.array(v.string()),
    }),
  ),
});

/** GET /api/sottoscrizioni/{id_utente}: the subscriptions not past their expiry, newest first. */
export const ActiveSubscriptionListAnswerSchema = v.object({
  data: v.array(
    v.object({
      /** Subscription id. */
      id: v.number(),
      /** Start time (ISO 8601). */
      created_at: v.string(),
      /** Expiry date (YYYY-MM-DD), or null for a licence without end. */
      data_scadenza: v.nullable(v.string()),
      /** The licence: name and cost in euros. */
      licenze: v.object({ descrizione: v.string(), costo: v.number() }),
      /** Paid through PayPal and still renewing: it can be cancelled. */
      annullabile: v.boolean(),
      /** Renewal turned off (the licence runs to its expiry). */
      annullata: v.boolean(),
    }),
  ),
});

/** POST /api/paypal/order/capture and the cancel call: the licence row concerned. */
export const SubscriptionCaptureAnswerSchema = v.object({
  /** Subscription (licence row) id. */
  id: v.number(),
  /** Expiry date (YYYY-MM-DD). */
  data_scadenza: v.nullable(v.string()),
  /** True when this call granted the licence; false when an earlier call already had. */
  concessa_ora: v.boolean(),
});

/** POST /api/paypal/subscription/{id}/cancel. */
export const SubscriptionCancelAnswerSchema = v.object({
  /** Always true: renewal is off at PayPal. */
  success: v.literal(true),
});

/** POST /api/paypal/subscription: where to approve the new subscription at PayPal. */
export const SubscriptionStartAnswerSchema = v.object({
  /** PayPal's subscription id (I-...). */
  id: v.string(),
  /** PayPal's approval page; PayPal sends the browser back to /Registro/Paypal afterwards. */
  approve_url: v.string(),
});
