import {
  IdentityMessageAnswerSchema,
  LinkedIdentityListAnswerSchema,
  LoginOAuthAnswerSchema,
  LoginResultSchema,
  LoginSchema,
  LogoutAnswerSchema,
  OidcProviderAnswerSchema,
  SessionAnswerSchema,
} from '@cartella/domain';
import { defineOperation } from '../operation.ts';

/** The path the provider sends the patient back to (registered with the provider). */
export const OIDC_CALLBACK_PATH = '/api/user/oauth/callback';

export const userOperations = {
  login: defineOperation({
    method: 'post',
    path: '/api/user/login',
    operationId: 'login',
    tag: 'Auth',
    summary: 'Sign in with e-mail and password',
    description:
      'Spec 001 section 7 "Auth". Starts a session of at most 120 minutes, ended sooner by 10 ' +
      'minutes without a call. Sets the HttpOnly session cookie; API clients (requests without ' +
      'Origin or Sec-Fetch-Site) also get the token in the answer, to send as a bearer header. ' +
      'Unknown e-mail and wrong password give the same 401. Repeated failures give 429 with ' +
      'Retry-After (growing delays per account and address). Every attempt is recorded for the ' +
      'access log. Issue #23: an account with a second factor gets `second_factor` instead of a ' +
      'session (and a pending-sign-in cookie); POST /api/user/login/totp or /login/passkey ends it.',
    public: true,
    requestBody: LoginSchema,
    response: LoginResultSchema,
    errors: ['wrong_credentials', 'too_many_attempts', 'forbidden'],
  }),
  session: defineOperation({
    method: 'get',
    path: '/api/user/session',
    operationId: 'session',
    tag: 'Auth',
    summary: 'The signed-in user of the session cookie (or bearer token) and its expiry',
    description:
      'How the web learns who is signed in without keeping anything in the browser: answered from ' +
      'the HttpOnly cookie. Counts as a use of the session (the 10-minute idle limit slides).',
    response: SessionAnswerSchema,
    errors: [],
  }),
  loginOAuth: defineOperation({
    method: 'post',
    path: '/api/user/loginOAuth',
    operationId: 'loginOAuth',
    tag: 'Auth',
    summary: 'Replaced by the server-side OpenID flow (GET /api/user/oauth/start)',
    description:
      'Spec 001 section 7. The original ran the provider flow in the browser with the client ' +
      'secret embedded and posted the result here; Cartella runs the authorization-code flow on ' +
      'the server (GET /api/user/oauth/start, then the provider calls back ' +
      `${OIDC_CALLBACK_PATH}), so this call is kept only to answer 501 not_configured ` +
      '(docs/spec-deviations/identity.md).',
    public: true,
    response: LoginOAuthAnswerSchema,
    errors: ['not_configured'],
  }),
  oidcProvider: defineOperation({
    method: 'get',
    path: '/api/user/oauth',
    operationId: 'oidcProvider',
    tag: 'Auth',
    summary: "The OpenID provider of 'sign in with', or null when none is configured",
    description: 'Issue #23: the login page shows the button, with this label, only when configured.',
    public: true,
    response: OidcProviderAnswerSchema,
    errors: [],
  }),
  oidcStart: defineOperation({
    method: 'get',
    path: '/api/user/oauth/start',
    operationId: 'oidcStart',
    tag: 'Auth',
    summary: 'Starts a sign-in with the OpenID provider: a redirect to its authorization page',
    description:
      'Issue #23: authorization code with PKCE (S256), state and nonce (openid-client). The state ' +
      'is also set in a short-lived HttpOnly, SameSite=Lax cookie, so only the browser that ' +
      'started the sign-in can finish it. 501 not_configured without OIDC_* settings.',
    public: true,
    response: { mediaType: 'text/plain', description: '302 to the provider' },
    errors: ['not_configured'],
  }),
  oidcLink: defineOperation({
    method: 'get',
    path: '/api/user/oauth/link',
    operationId: 'oidcLink',
    tag: 'Auth',
    summary: "Links the provider identity to the caller's account: a redirect to the provider",
    description:
      'Issue #23, from the account page. The same flow as a sign-in; the callback links the ' +
      "provider's issuer and subject to the account (then they sign it in whatever e-mail the " +
      'provider reports) and redirects to /webui/account/sicurezza?oauth=linked, ?oauth=link_taken ' +
      '(another account has it) or ?oauth=link_failed. 501 not_configured without OIDC_* settings.',
    response: { mediaType: 'text/plain', description: '302 to the provider' },
    errors: ['not_configured'],
  }),
  oidcLinks: defineOperation({
    method: 'get',
    path: '/api/user/oauth/links',
    operationId: 'oidcLinks',
    tag: 'Auth',
    summary: "The provider identities linked to the caller's account",
    description: 'Issue #23.',
    readOnly: true,
    response: LinkedIdentityListAnswerSchema,
    errors: [],
  }),
  oidcUnlink: defineOperation({
    method: 'delete',
    path: '/api/user/oauth/links/{id}',
    operationId: 'oidcUnlink',
    tag: 'Auth',
    summary: "Removes one of the caller's provider links",
    description: "Issue #23. Another account's link, or none, is 404.",
    pathParams: { id: 'the provider link, as the account page lists it' },
    response: IdentityMessageAnswerSchema,
    errors: ['validation_failed', 'not_found'],
  }),
  oidcCallback: defineOperation({
    method: 'get',
    path: OIDC_CALLBACK_PATH,
    operationId: 'oidcCallback',
    tag: 'Auth',
    summary: "The provider's answer: signs in and redirects to the app, or back to the login page",
    description:
      'Issue #23: the state must match the cookie and a pending request (used once, 10 minutes); ' +
      'the code is exchanged with the PKCE verifier and the ID token checked (signature, issuer, ' +
      'audience, nonce). A verified e-mail of an enabled account gets the session cookie and a ' +
      'redirect to /webui/; an account with a second factor goes to ' +
      '/webui/login?oauth=second_step&methods=... with the pending-sign-in cookie; otherwise ' +
      '/webui/login?oauth=not_registered (no account with that e-mail) or ?oauth=failed.',
    public: true,
    response: { mediaType: 'text/plain', description: '302 to the app or to the login page' },
    errors: ['not_configured'],
  }),
  logout: defineOperation({
    method: 'get',
    path: '/api/user/logout',
    operationId: 'logout',
    tag: 'Auth',
    summary: 'Sign out: revokes the session and clears its cookie',
    response: LogoutAnswerSchema,
    errors: [],
  }),
} as const;
