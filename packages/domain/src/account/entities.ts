import type { IsoDate, IsoDateTime } from '../shared/dates.ts';

/** An active subscription. */
export interface Subscription {
  /** Subscription id. */
  id: number;
  /** Start time. */
  created_at: IsoDateTime;
  /** Expiry date. */
  data_scadenza: IsoDate;
  /** The licence: description and cost in euros. */
  licenze: { descrizione: string; costo: number };
}

/** A plan with its contract. */
export interface Plan {
  /** Plan id. */
  id: number;
  /** Description. */
  descrizione: string;
  /** Cost. */
  costo: number;
  /** Payment provider's plan description id. */
  id_paypal_descrizione_piano: string;
  /** Contract text, to be scrolled to the end before accepting. */
  testo_contratto: string;
  /** Payment provider's plan code. */
  id_paypal_codice_piano: string;
}

/** Body of POST /api/paypal/order/capture. */
export interface SubscriptionCapture {
  /** Provider order id. */
  orderId: string;
  /** Provider subscription id. */
  subscriptionId: string;
  /** User id. */
  id_utente: number;
  /** User e-mail. */
  email: string;
  /** Plan id. */
  planid: number;
}

/** A consent row. */
export interface Consent {
  /** Treatment id. */
  Id_Trattamento: number;
  /** Consent id, or null while never set. */
  Id_Consenso_P: number | null;
  /** Given or refused. */
  Consenso: boolean;
  /** When it was last set. */
  data_consenso: IsoDateTime | null;
  /** The treatment. */
  trattamento: {
    /** Name. */
    Nome_T: string;
    /** Purpose. */
    Finalita_T: string;
    /** Privacy notice. */
    Informativa: string;
  };
}
