import { label } from '../shared/codes.ts';
import type { Message } from '../shared/messages.ts';
import type { PregnancyTrimester, ReactionOutcome, ReactionSeverity } from './codes.ts';

// The labels of this entity's codes, apart from the codes: a page that only checks an answer's
// codes (the patient record's) does not load the texts (scripts/check-size.mjs budgets).

export const pregnancyTrimesterLabels = {
  '1° Trimestre': label('code.trimester.1', '1° Trimestre', '1st trimester'),
  '2° Trimestre': label('code.trimester.2', '2° Trimestre', '2nd trimester'),
  '3° Trimestre': label('code.trimester.3', '3° Trimestre', '3rd trimester'),
  Sconosciuta: label('code.trimester.unknown', 'Sconosciuta', 'Unknown'),
} as const satisfies Record<PregnancyTrimester, Message>;

export const reactionSeverityLabels = {
  'Non grave': label('code.severity.not_serious', 'Non grave', 'Not serious'),
  'Ricovero in ospedale': label('code.severity.hospitalisation', 'Ricovero in ospedale', 'Hospitalisation'),
  'Pericolo di vita': label('code.severity.life_threatening', 'Pericolo di vita', 'Life-threatening'),
  'Invalidità permanente': label('code.severity.disability', 'Invalidità permanente', 'Permanent disability'),
} as const satisfies Record<ReactionSeverity, Message>;

export const reactionOutcomeLabels = {
  Risolta: label('code.reaction_outcome.resolved', 'Risolta', 'Resolved'),
  'Risolta con conseguenze': label(
    'code.reaction_outcome.resolved_with_sequelae',
    'Risolta con conseguenze',
    'Resolved with sequelae',
  ),
  Migliorata: label('code.reaction_outcome.improved', 'Migliorata', 'Improved'),
  'Non ancora risolta': label('code.reaction_outcome.not_resolved', 'Non ancora risolta', 'Not yet resolved'),
  'Non so': label('code.reaction_outcome.unknown', 'Non so', "Don't know"),
} as const satisfies Record<ReactionOutcome, Message>;
