import * as v from 'valibot';
import { ConfidentialitySchema } from '../shared/confidentiality.ts';
import { idListSchema, idSchema, NewOrIdSchema } from '../shared/limits.ts';
import { visibilityLevels } from './codes.ts';

/**
 * Doctor association edit (spec 000, section 5 "Doctor edit"): confidentiality and visibility
 * required; tags required only when visibility is 3 (otherwise `tagsForVisibility` resets them
 * to the full list).
 */
export const DoctorAssociationSchema = v.pipe(
  v.object({
    /** Association id; 0 when new. */
    id_cpp: NewOrIdSchema,
    /** Care provider id. */
    id_careprovider: idSchema('required'),
    /** Confidentiality assigned to the doctor. */
    assegnazione_confidenzialita: ConfidentialitySchema,
    /** Visibility. */
    visibility: v.picklist(visibilityLevels, 'required'),
    /** Specialty tag ids. */
    tags: idListSchema(),
    /** Save action. */
    status: v.optional(v.picklist(['add', 'update', 'delete'], 'option_invalid'), 'update'),
  }),
  v.forward(
    v.partialCheck(
      [['visibility'], ['tags']],
      (input) => input.visibility !== 3 || input.tags.length > 0,
      'required',
    ),
    ['tags'],
  ),
);

export type DoctorAssociationInput = v.InferInput<typeof DoctorAssociationSchema>;
