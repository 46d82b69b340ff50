import type { RequestErrorCode } from '@cartella/domain';
import type * as v from 'valibot';

/** What an admin operation's entry says of itself; `adminFields` adds what every one shares. */
interface AdminOperationDetails {
  operationId: string;
  summary: string;
  /** The description, before the sentence on who may call it. */
  description: string;
  readOnly?: boolean;
  pathParams?: Record<string, string>;
  requestBody?: v.GenericSchema;
  /** The errors it answers besides `forbidden`. */
  errors?: readonly RequestErrorCode[];
}

/**
 * The server fields of the admin operations (spec 001 section 6; issue #25): the Admin tag, the
 * `admin` permission their handlers check, 403 `forbidden` to anyone else, and `guard`, the
 * sentence that says so, closing each description. Spread the result into a `defineOperation`
 * literal beside the `method`, `path` and `response` written there: a browser build leaves the
 * spread out with the other server fields (vite-plugin.ts, decision 0903), and, this function
 * being marked free of side effects, the builder and its texts with it.
 */
/*#__NO_SIDE_EFFECTS__*/
export function adminFields(guard: string) {
  return <const TDetails extends AdminOperationDetails>({ description, errors = [], ...details }: TDetails) =>
    ({
      ...details,
      tag: 'Admin',
      description: `${description} ${guard}`,
      permission: 'admin',
      errors: ['forbidden', ...errors],
    }) as const;
}
