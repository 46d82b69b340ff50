import * as v from 'valibot';
import { optionalIsoDate } from '../shared/dates.ts';

/** Account deletion has no body; the access-log request takes only an optional date range. */
export const AccessLogQuerySchema = v.object({
  from: optionalIsoDate(),
  to: optionalIsoDate(),
});
