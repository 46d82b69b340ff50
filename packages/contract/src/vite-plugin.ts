import { type ESTree, type Plugin, parseSync, Visitor } from 'vite';
import { browserFields } from './operation.ts';

/** An operation table: a TypeScript file in this package's operations folder. */
const operationFile = /[\\/]contract[\\/]src[\\/]operations[\\/][^\\/]+\.ts$/;

/** Calls whose first argument is one operation's object literal. */
const operationCalls = new Set(['defineOperation']);

function isOmitted(property: ESTree.ObjectExpression['properties'][number]): boolean {
  // A spread carries server fields only (builders such as `adminFields`): the browser fields are
  // written in the literal itself, which `writtenBrowserFields` checks.
  if (property.type === 'SpreadElement') return true;
  return (
    !property.computed &&
    property.key.type === 'Identifier' &&
    !(browserFields as readonly string[]).includes(property.key.name)
  );
}

/** Whether the literal writes each browser field itself, not through a spread the build cuts. */
function writtenBrowserFields(operation: ESTree.ObjectExpression): boolean {
  const written = operation.properties.flatMap((property) =>
    property.type === 'Property' && !property.computed && property.key.type === 'Identifier'
      ? [property.key.name]
      : [],
  );
  return browserFields.every((field) => written.includes(field));
}

/**
 * An operation table's source with only the fields a call reads (`browserFields`). The request
 * schemas are the domain's whole validation, phone numbers included, and the texts are the
 * OpenAPI document's: once no code refers to them, the bundler leaves them out of the page.
 * Spreads go too: an operation writes its browser fields in the literal (it throws otherwise), so
 * a spread holds server fields only. Answers the source unchanged when it declares no operation.
 */
export function forBrowsers(source: string, fileName = 'operations.ts'): string {
  const { program, errors } = parseSync(fileName, source);
  if (errors.length > 0) throw new SyntaxError(`${fileName}: ${errors[0]?.message}`);
  const cuts: Array<{ start: number; end: number }> = [];
  new Visitor({
    CallExpression(node) {
      if (node.callee.type !== 'Identifier' || !operationCalls.has(node.callee.name)) return;
      const [operation] = node.arguments;
      if (operation?.type !== 'ObjectExpression') return;
      if (!writtenBrowserFields(operation)) {
        throw new SyntaxError(
          `${fileName}: an operation must write ${browserFields.join(', ')} in its defineOperation literal`,
        );
      }
      const { properties } = operation;
      properties.forEach((property, index) => {
        if (!isOmitted(property)) return;
        // Up to the next property (or the closing brace), so its comma goes with it.
        const end = properties[index + 1]?.start ?? operation.end - 1;
        cuts.push({ start: property.start, end });
      });
    },
  }).visit(program);
  let result = source;
  for (const { start, end } of cuts.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, start) + result.slice(end);
  }
  return result;
}

/**
 * The web's build and dev server read the operation tables without their server-only fields
 * (decision 0903): one declaration per operation, and a page that calls it carries only what the
 * call needs (method, path, answer schema).
 */
export function contractForBrowsers(): Plugin {
  return {
    name: 'cartella:contract-for-browsers',
    enforce: 'pre',
    transform: {
      filter: { id: operationFile },
      handler(source, id) {
        return { code: forBrowsers(source, id), map: null };
      },
    },
  };
}
