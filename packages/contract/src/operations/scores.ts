import {
  ScoreCombinationsAnswerSchema,
  ScoreCriteriaAnswerSchema,
  ScoreHistoryAnswerSchema,
  ScoreSavedAnswerSchema,
  ScoreSaveSchema,
  scoreCombinationKinds,
  scoreCriteriaKinds,
  scoreHistoryKinds,
} from '@cartella/domain';
import { defineOperation } from '../operation.ts';

export const scoreOperations = {
  criteria: defineOperation({
    method: 'get',
    path: '/api/scoring/{kind}',
    operationId: 'scoreCriteria',
    tag: 'Scores',
    summary: 'Criteria of a score page, in Italian and English',
    description:
      'Spec 001 sections 3 "Criterion item" and 7 "Scores". kind: has-bled, cha2ds2, meld, framingham, ' +
      'cardiovascolare. Seeded from @cartella/calculators; `key` names the calculator input. Unknown kind: 404.',
    pathParams: { kind: scoreCriteriaKinds.join(' | ') },
    stringParams: true,
    response: ScoreCriteriaAnswerSchema,
    errors: ['not_found'],
  }),
  combinations: defineOperation({
    method: 'get',
    path: '/api/score-result/{kind}',
    operationId: 'scoreCombinations',
    tag: 'Scores',
    summary: 'Published combination rows of a score',
    description:
      'Spec 001 sections 3 "Combination rows" and 7. kind: has-bled (bleeds per 100 patient-years, ' +
      'Pisters 2010), cha2ds2 (ischaemic stroke and stroke/TIA/embolism percent a year, Friberg 2012), ' +
      'meld (3-month mortality by band, Wiesner 2003; puntegio_totale is the lowest score of the band).',
    pathParams: { kind: scoreCombinationKinds.join(' | ') },
    stringParams: true,
    response: ScoreCombinationsAnswerSchema,
    errors: ['not_found'],
  }),
  save: defineOperation({
    method: 'post',
    path: '/api/score',
    operationId: 'saveScore',
    tag: 'Scores',
    summary: 'Saves a score after recomputing it on the server',
    description:
      'Spec 001 sections 3 and 7. Needs the calcolatrice permission and the caller’s own id_paziente. ' +
      'Besides id_paziente, nome_score, valore_score and additional_score (CHA2DS2-VASc only), the body ' +
      'carries `inputs`, from which the server recomputes the value with @cartella/calculators; age and ' +
      'sex come from the patient record. A value that differs from the recomputed one (points scores ' +
      'exactly, percentages to 2 decimals) answers 400 with `valore_score: score_values_invalid`. ' +
      'Values saved: HAS-BLED, CHA2DS2-VASc and MELD total points; Framingham and cardiovascular 10-year ' +
      'risk percent (2 decimals); CHA2DS2-VASc additional_score = stroke/TIA/embolism percent a year.',
    requestBody: ScoreSaveSchema,
    response: ScoreSavedAnswerSchema,
    permission: 'calcolatrice',
    errors: ['forbidden', 'permission_denied'],
  }),
  history: defineOperation({
    method: 'get',
    path: '/api/score/{a}/{b}',
    operationId: 'scoreHistory',
    tag: 'Scores',
    summary: 'The caller’s saved scores of one kind, newest first',
    description:
      'Spec 001 sections 3 "Saved score history row" and 7. a: id_paziente (the caller’s own, else 403); ' +
      `b: ${scoreHistoryKinds.join(' | ')}. Needs the calcolatrice permission.`,
    pathParams: { a: 'id_paziente of the caller', b: 'history kind' },
    stringParams: true,
    response: ScoreHistoryAnswerSchema,
    permission: 'calcolatrice',
    errors: ['forbidden', 'permission_denied', 'not_found'],
  }),
} as const;
