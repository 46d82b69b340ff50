import { label } from '../shared/codes.ts';
import type { Message } from '../shared/messages.ts';

/** Reference-link lists, by the path segment of GET /api/altroLink/{kind}. */
export const referenceLinkKinds = [
  'ospedali_italiani',
  'ospedali_esteri',
  'line_guida_italiane',
  'line_guida_internazionale',
  'risorve_web_italiane',
  'risorve_web_internazionale',
  'riviste_italiane',
  'riviste_internazionali',
] as const;

export type ReferenceLinkKind = (typeof referenceLinkKinds)[number];

export const referenceLinkKindLabels = {
  ospedali_italiani: label(
    'code.reference_links.ospedali_italiani',
    'Ospedali italiani',
    'Italian hospitals',
  ),
  ospedali_esteri: label('code.reference_links.ospedali_esteri', 'Ospedali esteri', 'Foreign hospitals'),
  line_guida_italiane: label(
    'code.reference_links.line_guida_italiane',
    'Linee guida italiane',
    'Italian guidelines',
  ),
  line_guida_internazionale: label(
    'code.reference_links.line_guida_internazionale',
    'Linee guida internazionali',
    'International guidelines',
  ),
  risorve_web_italiane: label(
    'code.reference_links.risorve_web_italiane',
    'Risorse web italiane',
    'Italian web resources',
  ),
  risorve_web_internazionale: label(
    'code.reference_links.risorve_web_internazionale',
    'Risorse web internazionali',
    'International web resources',
  ),
  riviste_italiane: label('code.reference_links.riviste_italiane', 'Riviste italiane', 'Italian journals'),
  riviste_internazionali: label(
    'code.reference_links.riviste_internazionali',
    'Riviste internazionali',
    'International journals',
  ),
} as const satisfies Record<ReferenceLinkKind, Message>;

/** A personal link save either updates (creates) or deletes (spec 001, section 3). */
export const personalLinkActions = ['update', 'delete'] as const;

export type PersonalLinkAction = (typeof personalLinkActions)[number];
