/** The consent cookie lasts one year. */
export const CONSENT_COOKIE_LIFETIME_DAYS = 365;

/** Data of a deleted account is kept pseudonymised one year, if the person agreed. */
export const DELETED_ACCOUNT_RETENTION_DAYS = 365;

/** The consent toggle of this treatment is disabled (spec 001, section 2, consents page). */
export const LOCKED_CONSENT_TREATMENT_ID = 14;

/** The treatment whose consent keeps a deleted account's data pseudonymised for a year. */
export const RETENTION_CONSENT_TREATMENT_ID = 15;
