import * as v from 'valibot';
import { isWebUrl } from '../link/schemas.ts';
import { boundedText, firstIssueOnly, requiredText, TEXT_LIMITS } from '../shared/limits.ts';

/**
 * A centre's website as stored and shown: '' or an absolute http/https address (no other scheme,
 * so a `javascript:` or `data:` address can never become a link); the personal links' check.
 */
export function isCentreWebsite(value: string): boolean {
  return value === '' || isWebUrl(value);
}

/**
 * The website field of a centre form (the admin writes it; the API refuses any other scheme):
 * at most TEXT_LIMITS.url characters, then '' or an http(s) address ('url_invalid').
 */
export const CentreWebsiteSchema = firstIssueOnly(
  v.pipe(boundedText(TEXT_LIMITS.url), v.check(isCentreWebsite, 'url_invalid')),
);

/** The e-mail a patient writes to an affiliated centre; the server decides the recipient. */
export const CentreMailSchema = v.object({
  /** Subject. */
  topic: requiredText(TEXT_LIMITS.short),
  /** Message. */
  text: requiredText(TEXT_LIMITS.clinical),
});
