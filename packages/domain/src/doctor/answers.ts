import * as v from 'valibot';
import { AssociatedDoctorAnswerSchema, CareProviderAnswerSchema } from './entities.ts';

/** The answer of GET /api/getAscDoctors/{id}: the doctors associated with the patient. */
export const AssociatedDoctorListAnswerSchema = v.object({
  /** The associations. */
  data: v.array(AssociatedDoctorAnswerSchema),
});

/** The answer of GET /api/getNAdoctors/{id}: the doctors the patient may still associate. */
export const CareProviderListAnswerSchema = v.object({
  /** The doctors. */
  data: v.array(CareProviderAnswerSchema),
});
