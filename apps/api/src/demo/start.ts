/*
 * `npm start`'s server (scripts/cartella.mjs): the demonstration. Before Cartella itself starts,
 * it starts on loopback the local counterparts of the outside services the environment leaves
 * unset, so every feature can be tried on a fresh machine (issue #37):
 * - PayPal: the counterpart the tests use (paypal-server.ts); the subscriptions page and its
 *   approval page say no payment is real (PAYPAL_DEMO=1, accepted on a loopback address only);
 * - OpenID: a real provider (oidc-provider.ts) with no login page that signs in the demo patient
 *   Giulia, its button labelled "Demo OpenID".
 * A variable set in the environment always wins: its real service is used and no counterpart runs.
 * A production server starts src/main.ts (docs/deployment.md), which never starts these.
 */
import { settingsFromEnvironment } from '../config.ts';
import { demoAccounts } from '../db/demo-accounts.ts';

/** The button's name on the login page: "Accedi con Demo OpenID". */
const DEMO_OIDC_LABEL = 'Demo OpenID';

const unset = (...names: string[]) => names.every((name) => !process.env[name]);
const lines: string[] = [];

if (unset('PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_API_BASE')) {
  const { startFakePaypal } = await import('./paypal-server.ts');
  const paypal = await startFakePaypal();
  process.env.PAYPAL_CLIENT_ID = paypal.settings.clientId;
  process.env.PAYPAL_CLIENT_SECRET = paypal.settings.clientSecret;
  process.env.PAYPAL_API_BASE = paypal.settings.apiBase;
  process.env.PAYPAL_DEMO = '1';
  lines.push(
    `  PayPal: a local stand-in at ${paypal.settings.apiBase}, nothing is charged (set PAYPAL_* for the real one)`,
  );
}

if (unset('OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET')) {
  // The callback the API gives the provider is PUBLIC_URL's (by default localhost on PORT).
  const { publicUrl } = settingsFromEnvironment(process.env).app;
  // Giulia, the first demo patient (the start seeds her: SEED_DEMO=1).
  const patient = demoAccounts[0];
  if (patient === undefined) throw new Error('The demonstration needs its demo accounts.');
  const { startTestOidcProvider } = await import('./oidc-provider.ts');
  const oidc = await startTestOidcProvider({
    clientSecret: `demo-${crypto.randomUUID()}`,
    redirectUris: [`${publicUrl}/api/user/oauth/callback`],
    accounts: { demo: { email: patient.email, email_verified: true } },
  });
  process.env.OIDC_ISSUER = oidc.issuer;
  process.env.OIDC_CLIENT_ID = oidc.clientId;
  process.env.OIDC_CLIENT_SECRET = oidc.clientSecret;
  process.env.OIDC_LABEL = DEMO_OIDC_LABEL;
  lines.push(
    `  OpenID: "Accedi con ${DEMO_OIDC_LABEL}" signs in ${patient.email} through a local provider at ${oidc.issuer} (set OIDC_* for a real one; open ${publicUrl}/webui/ for its callback)`,
  );
}

if (lines.length > 0) console.log(['Demonstration services on this machine:', ...lines].join('\n'));
await import('../main.ts');
