import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A person the test provider can sign in, by its subject. */
export interface ProviderAccount {
  email: string;
  email_verified: boolean;
}

/**
 * A real OpenID provider (oidc-provider) on a loopback port, for the tests, the e2e server (issue
 * #23) and the demonstration `npm start` runs (src/demo/start.ts, issue #37): one confidential
 * client, PKCE required, and no login page: the person it signs in is the one `signInAs` chose
 * last, so a test drives the whole flow with plain HTTP redirects.
 */
export async function startTestOidcProvider(options: {
  clientId?: string;
  clientSecret?: string;
  redirectUris: string[];
  accounts: Record<string, ProviderAccount>;
}) {
  const clientId = options.clientId ?? 'cartella';
  const clientSecret = options.clientSecret ?? 'cartella-test-secret';
  let nextSubject = Object.keys(options.accounts)[0] ?? '';
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    // The e-mail in the ID token itself, where openid-client reads it.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['cartella-test-provider-cookie-key'] },
    async findAccount(_ctx, sub) {
      const account = options.accounts[sub];
      if (account === undefined) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...account }) };
    },
  });
  // The provider's own warnings about its development keys are expected here.
  provider.on('server_error', () => undefined);
  const handle = provider.callback();

  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) {
      handle(req, res);
      return;
    }
    // No login page: the chosen account signs in and consents to openid and email.
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        const grant = new provider.Grant({
          accountId: nextSubject,
          clientId: String(details.params.client_id),
        });
        grant.addOIDCScope('openid email');
        const grantId = await grant.save();
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: nextSubject }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
      } catch {
        res.statusCode = 400;
        res.end();
      }
    })();
  });

  return {
    issuer,
    clientId,
    clientSecret,
    /** The subject the next sign-in is for. */
    signInAs(subject: string) {
      nextSubject = subject;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
