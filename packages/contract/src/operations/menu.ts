import { MenuAnswerSchema } from '@cartella/domain';
import { defineOperation } from '../operation.ts';

export const menuOperations = {
  menu: defineOperation({
    method: 'get',
    path: '/api/menu/{id}',
    operationId: 'menu',
    tag: 'Menu and permission',
    summary: 'The menu items the caller may see',
    description:
      'Spec 000 section 2 "Shell" and 001 section 7 "Menu and permission". Labels are translation ' +
      'keys under nav.; the admin entry appears only with the admin permission.',
    pathParams: { id: 'id_utente of the caller' },
    response: MenuAnswerSchema,
    errors: ['forbidden'],
  }),
} as const;
