import * as v from 'valibot';
import { firstIssueOnly, IdSchema, NewOrIdSchema, requiredText, TEXT_LIMITS } from '../shared/limits.ts';
import type { IssueCode } from '../shared/messages.ts';
import { personalLinkActions } from './codes.ts';

/** Whether a link is an absolute http(s) URL. */
export function isWebUrl(link: string | null | undefined): boolean {
  if (!link || link.length > TEXT_LIMITS.url) return false;
  // Scheme, then a host of at least one dot-separated label, then an optional path; no spaces.
  return /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?([/?#]\S*)?$/i.test(link.trim());
}

/** Opening a personal link: 'URL non valido o mancante!' when it has no valid address. */
export function checkLinkBeforeOpening(link: string | null | undefined): IssueCode | null {
  return isWebUrl(link) ? null : 'url_invalid';
}

/**
 * Personal link (spec 001, section 5): name, URL and description required. Beyond the spec the
 * URL must be an http(s) address, so that opening it never fails later.
 */
export const PersonalLinkSchema = v.object({
  /** Link id; 0 when new. */
  linkid: NewOrIdSchema,
  /** Name. */
  name: requiredText(TEXT_LIMITS.name),
  /** URL. */
  link: firstIssueOnly(
    v.pipe(
      requiredText(TEXT_LIMITS.url),
      v.check((link: string) => isWebUrl(link), 'url_invalid'),
    ),
  ),
  /** Description. */
  descrizione: requiredText(TEXT_LIMITS.comment),
});

/**
 * Body of POST /api/linkPersonale (spec 001 section 7): the link object with its status. `update`
 * creates the link (linkid 0) or replaces it; `delete` removes it and reads only linkid.
 */
export const PersonalLinkSaveEnvelopeSchema = v.looseObject({
  /** update (create when linkid is 0) or delete. */
  status: v.picklist(personalLinkActions, 'required'),
  /** Patient id. */
  id_paziente: IdSchema,
  /** Link id; 0 when new. */
  linkid: NewOrIdSchema,
});

/** POST /api/linkPersonale with status update: the personal link plus the patient it belongs to. */
export const PersonalLinkUpdateRequestSchema = v.object({
  ...PersonalLinkSchema.entries,
  /** Patient the link belongs to (the caller's own). */
  id_paziente: IdSchema,
});
