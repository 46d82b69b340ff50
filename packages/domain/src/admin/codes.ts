/** Accounts per page of the users list. */
export const USERS_PAGE_SIZE = 20;
/** Audit rows per page. */
export const AUDIT_PAGE_SIZE = 20;
/** How long a password-reset link started by an admin works, hours. */
export const PASSWORD_RESET_HOURS = 24;
/** Entries per page of a reference list. */
export const REFERENCE_PAGE_SIZE = 20;
