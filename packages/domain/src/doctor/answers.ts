import * as v from 'valibot';
import { confidentialityLevels } from '../shared/confidentiality.ts';
import { visibilityLevels } from './codes.ts';

/** A care provider (doctor) as the API answers it (spec 000 section 3 "Care provider"). */
export const CareProviderAnswerSchema = v.object({
  /** Care provider id. */
  id_careprovider: v.number(),
  /** Full name. */
  fullname: v.string(),
  /** Locality of registration. */
  cpp_localita_iscrizione: v.string(),
  /** Specialization (the spec's spelling). */
  specializzation: v.string(),
  /** Contact details with the address. */
  user: v.object({ contact_details: v.object({ contatto_indirizzo: v.string() }) }),
});

/** An association between the patient and a doctor, as the API answers it. */
export const AssociatedDoctorAnswerSchema = v.object({
  /** Association id. */
  id_cpp: v.number(),
  /** Patient id. */
  id_paziente: v.number(),
  /** Care provider id. */
  id_careprovider: v.number(),
  /** Always null: care providers hold no Cartella account (docs/spec-deviations/care.md). */
  id_utente_cpp: v.null(),
  /** Confidentiality level assigned to the doctor. */
  assegnazione_confidenzialita: v.picklist(confidentialityLevels),
  /** Visibility: 1 total, 2 minimal, 3 restricted by tags. */
  visibility: v.picklist(visibilityLevels),
  /** Specialty tags the doctor may see when visibility is 3. */
  tags: v.array(v.object({ id_tag: v.number(), tag: v.string() })),
  /** The doctor. */
  care_provider: CareProviderAnswerSchema,
  /** Doctor's e-mail. */
  email: v.string(),
});
