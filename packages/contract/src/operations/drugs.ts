import {
  DrugDetailsAnswerSchema,
  DrugSearchAnswerSchema,
  DrugSearchSchema,
  InteractionCheckAnswerSchema,
} from '@cartella/domain';
import { defineOperation } from '../operation.ts';

const searchDescription =
  'Spec 000 section 7 "Drug search": body {search} of at least 2 characters (section 9); matches the ' +
  'name, the active ingredient or the AIC prefix, and (issue #37) the packs of the active ingredient ' +
  'or level-5 ATC code of up to three common Italian names or brands the text names ' +
  '(apps/api/data/nomi-farmaci: "aspirina" finds acetylsalicylic acid); ranked exact AIC, name ' +
  'prefix, common name, ingredient prefix, then the rest; 20 a page.';

export const drugOperations = {
  search: defineOperation({
    method: 'post',
    path: '/api/farmacifilter',
    readOnly: true,
    operationId: 'searchDrugs',
    tag: 'Medications',
    summary: 'Search the drug catalogue (AIFA equivalent-medicines list)',
    description: searchDescription,
    requestBody: DrugSearchSchema,
    response: DrugSearchAnswerSchema,
    errors: [],
  }),
  details: defineOperation({
    method: 'get',
    path: '/api/farmacoDetails/{id}',
    operationId: 'drugDetails',
    tag: 'Medications',
    summary: 'Drug details: ingredient, ATC path, pack, equivalents and known interactions',
    description: 'Data of the /farmacoDetails/{id_farmaco_codifa} screen (spec 000 sections 2 and 7).',
    pathParams: { id: 'id_farmaco_codifa (AIC, 9 digits)' },
    stringParams: true,
    response: DrugDetailsAnswerSchema,
    errors: ['not_found'],
  }),
  checkInteractions: defineOperation({
    method: 'get',
    path: '/api/checkInterazioniFarmaco/{id}',
    operationId: 'checkDrugInteractions',
    tag: 'Medications',
    summary: "Checks a drug against the caller's ongoing therapies",
    description:
      'Spec 000 sections 7 and 8. Through ATC codes and thesaurus classes (ANSM thesaurus, ' +
      "interazioni/SOURCE.md). `esito` is true when no interaction was found; each message names the ongoing drug, the drug it interacts with, the severity, both sides of the thesaurus pair in Italian and English (`nomi_nuovo`, `nomi_in_corso`: the project's translation) and ANSM's French texts.",
    pathParams: { id: 'id_farmaco_codifa of the drug being chosen' },
    stringParams: true,
    response: InteractionCheckAnswerSchema,
    errors: ['not_found', 'forbidden'],
  }),
} as const;
