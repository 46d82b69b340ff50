import {
  ActiveSubscriptionListAnswerSchema,
  PlanListAnswerSchema,
  SubscriptionCaptureAnswerSchema,
  SubscriptionStartAnswerSchema,
} from '@cartella/domain';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { subscriptions } from '../db/schema.ts';
import { startFakePaypal } from '../demo/paypal-server.ts';
import { createTestDatabase } from '../test/database.ts';
import { createTestClock, request, signIn, silentLogger } from '../test/http.ts';

let handle: DatabaseHandle;
let paypal: Awaited<ReturnType<typeof startFakePaypal>>;
beforeAll(async () => {
  handle = await createTestDatabase();
  paypal = await startFakePaypal();
});
afterAll(async () => {
  await handle.close();
  await paypal.close();
});

function setup(configured: boolean | 'demonstration' = true) {
  const clock = createTestClock('2026-11-22T09:00:00Z');
  const settings =
    configured === 'demonstration' ? { ...paypal.settings, demonstration: true } : paypal.settings;
  return createApp({
    db: handle.db,
    config: {
      now: clock.now,
      logError: silentLogger,
      logSecurityEvent: silentLogger,
      paypal: configured === false ? null : settings,
    },
  });
}

async function marcoOf(app: ReturnType<typeof setup>) {
  const { success } = await signIn(app, 'marco.rossi@example.org');
  return { token: success.token, userId: success.user.id_utente, email: success.user.email };
}

async function completePlan(app: ReturnType<typeof setup>, token: string) {
  const answer = await request(app, 'GET', '/api/paypal/piani', undefined, { token });
  const plans = v.parse(PlanListAnswerSchema, await answer.json());
  const plan = plans.data.find((row) => row.descrizione === 'Completa');
  if (plan === undefined) throw new Error('no Completa plan');
  return { plan, configured: plans.pagamento_configurato, demonstration: plans.pagamento_dimostrativo };
}

const rowsOf = (userId: number) =>
  handle.db.select().from(subscriptions).where(eq(subscriptions.id_utente, userId));

describe('plans and subscriptions', () => {
  it("say whether payment goes to a real PayPal or to the demonstration's stand-in", async () => {
    const real = await completePlan(setup(), (await marcoOf(setup())).token);
    expect(real).toMatchObject({ configured: true, demonstration: false });
    const demonstration = setup('demonstration');
    const shown = await completePlan(demonstration, (await marcoOf(demonstration)).token);
    expect(shown).toMatchObject({ configured: true, demonstration: true });
  });

  it('list the Completa plan at 5 euros with its contract, and say when payment is not configured', async () => {
    const app = setup(false);
    const marco = await marcoOf(app);
    const { plan, configured, demonstration } = await completePlan(app, marco.token);
    expect(configured).toBe(false);
    expect(demonstration).toBe(false);
    expect(plan).toMatchObject({
      costo: 5,
      durata_desc: '1 mese',
      id_paypal_codice_piano: 'P-CARTELLA-COMPLETA',
    });
    expect(plan.testo_contratto).toContain('5,00 euro al mese');
    const capture = await request(
      app,
      'POST',
      '/api/paypal/order/capture',
      {
        orderId: 'O-1',
        subscriptionId: 'I-NOCONFIG',
        id_utente: marco.userId,
        email: marco.email,
        planid: plan.id,
      },
      { token: marco.token },
    );
    expect(capture.status).toBe(409);
    expect(await capture.json()).toMatchObject({
      error: {
        message:
          'Il pagamento online non è disponibile qui: per cambiare licenza rivolgiti a chi gestisce questo servizio.',
      },
    });
  });

  it('say which permissions each plan grants, so a refused section can name the plan that opens it', async () => {
    const app = setup(false);
    const marco = await marcoOf(app);
    const { plan } = await completePlan(app, marco.token);
    expect(plan.permessi).toContain('aggiungitaccuino');
    const refused = await request(
      app,
      'POST',
      '/api/security/hasPermission',
      { data: 'aggiungitaccuino' },
      { token: marco.token },
    );
    expect(await refused.json()).toMatchObject({ data: { data: false } });
  });

  it('grant Completa once PayPal confirms an active subscription, once only when captured twice', async () => {
    const app = setup();
    const marco = await marcoOf(app);
    const { plan } = await completePlan(app, marco.token);
    paypal.subscriptions.set('I-ACTIVE0001', {
      id: 'I-ACTIVE0001',
      status: 'ACTIVE',
      plan_id: 'P-CARTELLA-COMPLETA',
      custom_id: String(marco.userId),
      billing_info: { next_billing_time: '2026-12-22T10:00:00Z' },
    });
    const before = (await rowsOf(marco.userId)).length;
    const body = {
      orderId: 'O-2',
      subscriptionId: 'I-ACTIVE0001',
      id_utente: marco.userId,
      email: marco.email,
      planid: plan.id,
    };
    const first = await request(app, 'POST', '/api/paypal/order/capture', body, { token: marco.token });
    expect(first.status).toBe(200);
    expect(v.parse(SubscriptionCaptureAnswerSchema, await first.json())).toMatchObject({
      data_scadenza: '2026-12-22',
      concessa_ora: true,
    });
    const again = await request(app, 'POST', '/api/paypal/order/capture', body, { token: marco.token });
    expect(v.parse(SubscriptionCaptureAnswerSchema, await again.json())).toMatchObject({
      concessa_ora: false,
    });
    expect((await rowsOf(marco.userId)).length).toBe(before + 1);

    const active = await request(app, 'GET', `/api/sottoscrizioni/${marco.userId}`, undefined, {
      token: marco.token,
    });
    const list = v.parse(ActiveSubscriptionListAnswerSchema, await active.json()).data;
    expect(list[0]).toMatchObject({
      data_scadenza: '2026-12-22',
      licenze: { descrizione: 'Completa', costo: 5 },
      annullabile: true,
    });

    // The diary, gated for the base licence, now opens for Marco.
    const session = await request(app, 'GET', '/api/user/session', undefined, { token: marco.token });
    expect(
      ((await session.json()) as { success: { user: { roles: string[] } } }).success.user.roles,
    ).toContain('Paziente Completo');

    // Cancelling turns renewal off at PayPal and keeps the licence until its expiry.
    const id = list[0]?.id ?? 0;
    const cancel = await request(app, 'POST', `/api/paypal/subscription/${id}/cancel`, undefined, {
      token: marco.token,
    });
    expect(cancel.status).toBe(200);
    expect(paypal.subscriptions.get('I-ACTIVE0001')?.status).toBe('CANCELLED');
    const after = await request(app, 'GET', `/api/sottoscrizioni/${marco.userId}`, undefined, {
      token: marco.token,
    });
    expect(v.parse(ActiveSubscriptionListAnswerSchema, await after.json()).data[0]).toMatchObject({
      id,
      data_scadenza: '2026-12-22',
      annullabile: false,
      annullata: true,
    });
  });

  it('grant nothing when PayPal says the subscription is not active, is for another plan or another person', async () => {
    const app = setup();
    const marco = await marcoOf(app);
    const { plan } = await completePlan(app, marco.token);
    const cases = [
      {
        id: 'I-PENDING001',
        status: 'APPROVAL_PENDING',
        plan_id: 'P-CARTELLA-COMPLETA',
        custom_id: String(marco.userId),
      },
      { id: 'I-OTHERPLAN1', status: 'ACTIVE', plan_id: 'P-SOMETHING-ELSE', custom_id: String(marco.userId) },
      { id: 'I-OTHERUSER1', status: 'ACTIVE', plan_id: 'P-CARTELLA-COMPLETA', custom_id: '999999' },
    ];
    const before = (await rowsOf(marco.userId)).length;
    for (const subscription of [...cases, { id: 'I-UNKNOWN0001' }]) {
      if ('status' in subscription) paypal.subscriptions.set(subscription.id, subscription);
      const answer = await request(
        app,
        'POST',
        '/api/paypal/order/capture',
        {
          orderId: 'O-3',
          subscriptionId: subscription.id,
          id_utente: marco.userId,
          email: marco.email,
          planid: plan.id,
        },
        { token: marco.token },
      );
      expect(answer.status, subscription.id).toBe(409);
      expect(await answer.json()).toMatchObject({
        error: { code: 'conflict', message: expect.stringContaining('PayPal non conferma') },
      });
    }
    expect((await rowsOf(marco.userId)).length).toBe(before);
  });

  it('start a subscription at PayPal for the caller, which PayPal sends back to the page to capture once approved', async () => {
    const app = setup();
    const marco = await marcoOf(app);
    const { plan } = await completePlan(app, marco.token);
    const started = await request(
      app,
      'POST',
      '/api/paypal/subscription',
      { planid: plan.id },
      { token: marco.token },
    );
    expect(started.status).toBe(200);
    const { id, approve_url } = v.parse(SubscriptionStartAnswerSchema, await started.json());
    expect(paypal.subscriptions.get(id)).toMatchObject({
      status: 'APPROVAL_PENDING',
      custom_id: String(marco.userId),
    });

    const approved = await fetch(approve_url, { method: 'POST', redirect: 'manual' });
    const back = new URL(approved.headers.get('location') ?? '');
    expect(back.pathname).toBe('/webui/Registro/Paypal');
    expect(back.searchParams.get('piano')).toBe(String(plan.id));
    expect(back.searchParams.get('subscription_id')).toBe(id);

    const capture = await request(
      app,
      'POST',
      '/api/paypal/order/capture',
      {
        orderId: back.searchParams.get('token'),
        subscriptionId: id,
        id_utente: marco.userId,
        email: marco.email,
        planid: plan.id,
      },
      { token: marco.token },
    );
    expect(v.parse(SubscriptionCaptureAnswerSchema, await capture.json()).concessa_ora).toBe(true);
  });

  it("refuse Marco on Giulia's ids: her subscriptions, a capture for her, a cancel of her subscription", async () => {
    const app = setup();
    const marco = await marcoOf(app);
    const giulia = await signIn(app, 'giulia.bianchi@example.org');
    const giuliaId = giulia.success.user.id_utente;
    const { plan } = await completePlan(app, marco.token);
    const list = await request(app, 'GET', `/api/sottoscrizioni/${giuliaId}`, undefined, {
      token: marco.token,
    });
    expect(list.status).toBe(403);
    const capture = await request(
      app,
      'POST',
      '/api/paypal/order/capture',
      {
        orderId: 'O-4',
        subscriptionId: 'I-ACTIVE0001',
        id_utente: giuliaId,
        email: 'giulia.bianchi@example.org',
        planid: plan.id,
      },
      { token: marco.token },
    );
    expect(capture.status).toBe(403);
    const [giuliaRow] = await rowsOf(giuliaId);
    const cancel = await request(
      app,
      'POST',
      `/api/paypal/subscription/${giuliaRow?.id ?? 1}/cancel`,
      undefined,
      {
        token: marco.token,
      },
    );
    expect(cancel.status).toBe(403);
  });
});
