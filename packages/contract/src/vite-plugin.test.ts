import { describe, expect, it } from 'vitest';
import { forBrowsers } from './vite-plugin.ts';

const table = `import { DiagnosisCreateSchema, DiagnosisSaveAnswerSchema } from '@cartella/domain';
import { defineOperation } from '../operation.ts';

export const diagnosisOperations = {
  create: defineOperation({
    method: 'post',
    path: '/api/diagnosi',
    operationId: 'createDiagnosis',
    tag: 'Diagnoses',
    summary: "Aggiunge una diagnosi ('Questo campo è obbligatorio!')",
    description: 'Spec 001 sections 5 and 7: città, perché, 🩺.',
    requestBody: DiagnosisCreateSchema,
    response: DiagnosisSaveAnswerSchema,
    permission: 'aggiungidiagnosi',
    errors: ['forbidden'],
  }),
  list: defineOperation({ method: 'get', path: '/api/diagnosi', response: DiagnosisSaveAnswerSchema, summary: 'Elenco' }),
};
`;

describe('an operation table for a browser', () => {
  const stripped = forBrowsers(table);

  it('keeps what a call reads: method, path and answer schema', () => {
    expect(stripped).toContain(
      "method: 'post',\n    path: '/api/diagnosi',\n    response: DiagnosisSaveAnswerSchema,\n    }),",
    );
  });

  it("leaves out the API's fields: request schema, texts (accented ones included), id, tag, permission, errors", () => {
    const fields = [
      'requestBody',
      'summary',
      'description',
      'città',
      'operationId',
      'tag',
      'permission',
      'errors',
    ];
    for (const field of fields) {
      expect(stripped).not.toContain(field);
    }
  });

  it('strips the last field of a one-line operation and leaves valid code', () => {
    expect(stripped).toContain('response: DiagnosisSaveAnswerSchema, }),');
    expect(() => forBrowsers(stripped)).not.toThrow();
  });

  it('leaves a file that declares no operation as it is, and refuses one it cannot parse', () => {
    const plain = "export const limit = { summary: 'not an operation' };\n";
    expect(forBrowsers(plain)).toBe(plain);
    expect(() => forBrowsers('export const = ;')).toThrow(SyntaxError);
  });
});
