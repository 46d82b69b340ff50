import * as v from 'valibot';
import { ConfidentialitySchema } from '../shared/confidentiality.ts';
import { EmailSchema } from '../shared/email.ts';
import {
  idListSchema,
  idSchema,
  NewOrIdSchema,
  optionalText,
  requiredText,
  TEXT_LIMITS,
} from '../shared/limits.ts';
import { OptionalPhoneSchema } from '../shared/phone.ts';
import { visibilityLevels } from './codes.ts';

/**
 * Doctor association edit (spec 000, section 5 "Doctor edit"): confidentiality and visibility
 * required; tags required only when visibility is 3 (otherwise `tagsForVisibility` resets them
 * to the full list), and not to remove the association.
 */
export const DoctorAssociationSchema = v.pipe(
  v.object({
    /** Association id; 0 when new. */
    id_cpp: NewOrIdSchema,
    /** The caller's patient id. */
    id_paziente: idSchema('required'),
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
      [['visibility'], ['tags'], ['status']],
      (input) => input.status === 'delete' || input.visibility !== 3 || input.tags.length > 0,
      'required',
    ),
    ['tags'],
  ),
);

/**
 * A doctor who is not in the directory, added by the patient (POST /api/dottori): the family doctor
 * a patient brings. The specialization is one of the specialty tags.
 */
export const NewDoctorSchema = v.object({
  /** The caller's patient id. */
  id_paziente: idSchema('required'),
  /** Full name, with the title ("Dott.ssa Anna Russo"). */
  fullname: requiredText(TEXT_LIMITS.name),
  /** The specialty tag of the doctor's specialization. */
  id_tag: idSchema('required'),
  /** The doctor's e-mail: the patient writes to it from Cartella. */
  email: EmailSchema,
  /** Phone, optional. */
  contatto_telefono: OptionalPhoneSchema,
  /** Surgery address, optional. */
  contatto_indirizzo: optionalText(TEXT_LIMITS.address),
  /** Locality (city) of the surgery, optional. */
  cpp_localita_iscrizione: optionalText(TEXT_LIMITS.city),
});
