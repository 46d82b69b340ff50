import { defineOperation } from '@cartella/contract';
import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defaultAppConfig } from '../config.ts';
import type { AppEnv } from '../env.ts';
import { checkAnswers } from './answers.ts';
import { createErrorHandler } from './errors.ts';

const noteOperation = defineOperation({
  method: 'get',
  path: '/api/note/{id}',
  operationId: 'note',
  tag: 'test',
  summary: 'A note',
  pathParams: { id: 'Note id' },
  response: v.object({ data: v.object({ id: v.number(), text: v.string() }) }),
  errors: [],
});

/** An app whose one route answers `answer` with `status`, behind the answer check. */
function appAnswering(answer: unknown, status: 200 | 404 = 200): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(() => {}));
  app.use('/api/*', checkAnswers([noteOperation]));
  app.get('/api/note/:id', (c) => c.json(answer as object, status));
  return app;
}

describe('the answer check', () => {
  it('is on in every Vitest run', () => {
    expect(defaultAppConfig().checkAnswers).toBe(true);
  });

  it('lets an answer that matches its operation through unchanged', async () => {
    const response = await appAnswering({ data: { id: 1, text: 'ok' } }).request('/api/note/1');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { id: 1, text: 'ok' } });
  });

  it('throws naming the operation and every failing path when an answer breaks the contract', async () => {
    const answering = appAnswering({ data: { id: '1' } }).request('/api/note/1');
    await expect(answering).rejects.toThrow(/note \(GET \/api\/note\/\{id\}\)/);
    await expect(appAnswering({ data: { id: '1' } }).request('/api/note/1')).rejects.toThrow(
      /data\.id: .*\n {2}data\.text: /,
    );
  });

  it('leaves error answers to the error schema', async () => {
    const response = await appAnswering({ error: { code: 'not_found' } }, 404).request('/api/note/1');
    expect(response.status).toBe(404);
  });
});
