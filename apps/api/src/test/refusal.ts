import { expect } from 'vitest';
import { ApiError } from '../lib/api-error.ts';

/** The code and field issues of a call a service refused; the call must throw an ApiError. */
export async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return { code: (error as ApiError).code, fields: (error as ApiError).details.fields };
}
