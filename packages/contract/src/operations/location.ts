import { CitySearchAnswerSchema } from '@cartella/domain';
import { defineOperation } from '../operation.ts';

export const locationOperations = {
  citySearch: defineOperation({
    method: 'get',
    path: '/api/location/{text}',
    operationId: 'citySearch',
    tag: 'Patient record',
    summary: 'Italian municipalities whose name starts with the text',
    description:
      'Spec 000 section 7 "City search" and sections 5/9 (debounced by the client, 10 rows). Prefix ' +
      'match ignoring case and accents on the current comuni (ISTAT, January 2025), with province and ' +
      'Belfiore code; the web stores the picked code so a typed name that was not picked is refused.',
    pathParams: { text: 'The typed text, 1 to 60 characters' },
    stringParams: true,
    response: CitySearchAnswerSchema,
    errors: [],
  }),
} as const;
