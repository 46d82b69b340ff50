import { readdirSync, readFileSync } from 'node:fs';
import { parseSync, Visitor } from 'vite';
import { describe, expect, it } from 'vitest';
import { forBrowsers } from './vite-plugin.ts';

/** The fields each `defineOperation` literal of a source writes, in order (`...` for a spread). */
function operationFields(source: string): string[][] {
  const { program } = parseSync('table.ts', source);
  const operations: string[][] = [];
  new Visitor({
    CallExpression(node) {
      const [operation] = node.arguments;
      if (node.callee.type !== 'Identifier' || node.callee.name !== 'defineOperation') return;
      if (operation?.type !== 'ObjectExpression') return;
      operations.push(
        operation.properties.map((property) =>
          property.type === 'Property' && property.key.type === 'Identifier' ? property.key.name : '...',
        ),
      );
    },
  }).visit(program);
  return operations;
}

const folder = new URL('./operations/', import.meta.url);
/** Every operation table of the package. */
const tables = readdirSync(folder).map((file) => ({
  file,
  source: readFileSync(new URL(file, folder), 'utf8'),
}));

// Server fields before, between and after the browser ones, with accents and an emoji in the texts
// (the cuts go by position, past characters of more than one byte), and an operation on one line.
const table = `import { DiagnosisCreateSchema, DiagnosisSaveAnswerSchema } from '@cartella/domain';
import { defineOperation } from '../operation.ts';

export const examples = {
  interleaved: defineOperation({
    operationId: 'createDiagnosis',
    method: 'post',
    summary: "Aggiunge una diagnosi ('Questo campo è obbligatorio!')",
    path: '/api/diagnosi',
    description: 'Spec 001 sections 5 and 7: città, perché, 🩺.',
    response: DiagnosisSaveAnswerSchema,
    requestBody: DiagnosisCreateSchema,
    tag: 'Diagnoses',
    permission: 'aggiungidiagnosi',
    errors: ['forbidden'],
  }),
  oneLine: defineOperation({ method: 'get', path: '/api/diagnosi', response: DiagnosisSaveAnswerSchema, summary: 'Elenco' }),
};
`;

describe('an operation table for a browser', () => {
  const stripped = forBrowsers(table);

  it('keeps only what a call reads, method, path and answer schema, in every operation of every table', () => {
    for (const { file, source } of tables) {
      const kept = operationFields(forBrowsers(source, file));
      expect(kept.length, file).toBe(operationFields(source).length);
      for (const fields of kept) expect(fields.toSorted(), file).toEqual(['method', 'path', 'response']);
    }
  });

  it('keeps the three fields whatever stands around them', () => {
    expect(operationFields(stripped)).toEqual([
      ['method', 'path', 'response'],
      ['method', 'path', 'response'],
    ]);
    expect(stripped).toContain(
      "method: 'post',\n    path: '/api/diagnosi',\n    response: DiagnosisSaveAnswerSchema,\n",
    );
  });

  it("leaves out the API's fields: request schema, texts (accented ones included), id, tag, permission, errors", () => {
    const fields = [
      'requestBody',
      'summary',
      'description',
      'città',
      '🩺',
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

  it('leaves out a spread of server fields, with the request schema it holds', () => {
    const withSpread = `export const adminOperations = {
  list: defineOperation({
    method: 'post',
    path: '/api/admin/utenti',
    response: AdminUserListAnswerSchema,
    ...adminOnly({ operationId: 'adminUserList', requestBody: UserSearchSchema }),
  }),
};
`;
    const kept = forBrowsers(withSpread);
    expect(kept).toContain("path: '/api/admin/utenti',\n    response: AdminUserListAnswerSchema,\n    }),");
    expect(kept).not.toContain('adminOnly');
    expect(kept).not.toContain('UserSearchSchema');
  });

  it('refuses an operation whose method, path or answer schema is not written in its literal', () => {
    const spreadPath = `const list = defineOperation({ method: 'get', ...where, response: ListAnswerSchema });\n`;
    expect(() => forBrowsers(spreadPath, 'lists.ts')).toThrow(
      /lists\.ts: an operation must write method, path, response/,
    );
  });

  it('leaves a file that declares no operation as it is, and refuses one it cannot parse', () => {
    const plain = "export const limit = { summary: 'not an operation' };\n";
    expect(forBrowsers(plain)).toBe(plain);
    expect(() => forBrowsers('export const = ;')).toThrow(SyntaxError);
  });
});
