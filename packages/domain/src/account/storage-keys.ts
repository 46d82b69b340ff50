/*
 * What Cartella keeps in the browser (issue #24: the cookie policy lists exactly these). A module of
 * its own, so the pages that only need a name do not carry the policy's words.
 */

/** Name of the session cookie (HttpOnly, SameSite=Strict), set by the API at sign-in. */
export const SESSION_COOKIE_NAME = 'cartella_session';
/** localStorage key of the language choice ('it' or 'en'). */
export const LANGUAGE_STORAGE_KEY = 'lang';
/** localStorage key of the last activity (epoch ms), shared by the tabs for the idle logout. */
export const LAST_ACTIVITY_STORAGE_KEY = 'last_activity';
