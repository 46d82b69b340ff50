/*
 * The cookies of a sign-in under way, set and read by the API only (the cookie policy lists them).
 * Apart from storage-keys.ts, which the login page loads, so that page carries none of this.
 */

/** Cookie of a sign-in through the OpenID provider under way (its state), set by the API. */
export const OIDC_STATE_COOKIE_NAME = 'cartella_oidc';
/** Cookie of a sign-in waiting for its second step (issue #23), set by the API. */
export const PENDING_SIGN_IN_COOKIE_NAME = 'cartella_2fa';
