import type { Operation } from '@cartella/contract';
import type { MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../env.ts';

/**
 * An answer that breaks its operation's contract (conventions.md, habit 16). Never answered to a
 * caller: the error handler rethrows it, so the test that made the request fails with this message.
 */
export class AnswerContractError extends Error {
  constructor(operation: Operation, issues: readonly v.BaseIssue<unknown>[]) {
    const paths = issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
    super(
      `The answer of ${operation.operationId} (${operation.method.toUpperCase()} ${operation.path}) ` +
        `does not match its response schema:\n  ${paths.join('\n  ')}`,
    );
    this.name = 'AnswerContractError';
  }
}

/** Finds the operation of a request by method and path (HEAD counts as GET). */
export function operationFinder(
  list: readonly Operation[],
): (method: string, path: string) => Operation | undefined {
  const patterns = list.map((operation) => ({
    operation,
    method: operation.method.toUpperCase(),
    pattern: new RegExp(`^${operation.path.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`),
  }));
  return (method, path) =>
    patterns.find(
      (entry) =>
        (entry.method === method || (entry.method === 'GET' && method === 'HEAD')) &&
        entry.pattern.test(path),
    )?.operation;
}

/**
 * Checks every successful JSON answer against its operation's `response` schema and throws an
 * `AnswerContractError` naming the operation and the failing paths. On in tests
 * (`AppConfig.checkAnswers`), so every API test checks the contract; off in production.
 */
export function checkAnswers(list: readonly Operation[]): MiddlewareHandler<AppEnv> {
  const find = operationFinder(list);
  return async (c, next) => {
    await next();
    if (c.res.status < 200 || c.res.status >= 300) return;
    if (!c.res.headers.get('content-type')?.startsWith('application/json')) return;
    const operation = find(c.req.method, c.req.path);
    if (operation === undefined || 'mediaType' in operation.response) return;
    const result = v.safeParse(operation.response, await c.res.clone().json());
    if (!result.success) throw new AnswerContractError(operation, result.issues);
  };
}
