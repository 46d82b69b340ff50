import * as v from 'valibot';
import type { ConfidentialityLevel } from '../shared/confidentiality.ts';
import { confidentialityLevels } from '../shared/confidentiality.ts';
import type { VisibilityLevel } from './codes.ts';
import { visibilityLevels } from './codes.ts';

/** A specialty tag (spec 000, section 3, tag_medical_specialties). */
export interface SpecialtyTag {
  /** Tag id. */
  id: number;
  /** Specialty name. */
  tag: string;
}

/** A care provider (doctor). */
export interface CareProvider {
  /** Care provider id. */
  id_careprovider: number;
  /** Full name. */
  fullname: string;
  /** Locality of registration. */
  cpp_localita_iscrizione: string;
  /** Specialization (the spec's spelling). */
  specializzation: string;
  /** Contact details with the address. */
  user?: { contact_details?: { contatto_indirizzo: string; contatto_telefono?: string } };
  /** True for a doctor the patient added, who is not in the directory. */
  aggiunto_dal_paziente?: boolean;
  /** For a doctor the patient added: whether the doctor confirmed the e-mail address. */
  email_confermata?: boolean;
}

/** An association between the patient and a doctor. */
export interface AssociatedDoctor {
  /** Association id. */
  id_cpp: number;
  /** Patient id. */
  id_paziente: number;
  /** Care provider id. */
  id_careprovider: number;
  /** Care provider's user id. */
  id_utente_cpp: number | null;
  /** Confidentiality level assigned to the doctor. */
  assegnazione_confidenzialita: ConfidentialityLevel;
  /** Visibility: 1 total, 2 minimal (default on add), 3 restricted by tags. */
  visibility: VisibilityLevel;
  /** Specialty tags the doctor may see when visibility is 3. */
  tags: { id_tag: number; tag: string }[];
  /** The doctor. */
  care_provider: CareProvider;
  /** Doctor's e-mail. */
  email: string;
  /** Save action. */
  status?: 'add' | 'delete' | 'update';
}

/** A specialty tag as the API answers it. */
export const SpecialtyTagSchema = v.object({
  /** Tag id. */
  id: v.number(),
  /** Specialty name. */
  tag: v.string(),
});

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
  /** Contact details with the address, and the phone of a doctor the patient added. */
  user: v.object({
    contact_details: v.object({ contatto_indirizzo: v.string(), contatto_telefono: v.optional(v.string()) }),
  }),
  /** True for a doctor the patient added, who is not in the directory (only the doctor pages say). */
  aggiunto_dal_paziente: v.optional(v.boolean()),
  /**
   * For a doctor the patient added: whether the doctor accepted, through the mailed link, to
   * receive the patient's mail (issue #34, T3a). Absent for a doctor of the directory.
   */
  email_confermata: v.optional(v.boolean()),
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
export type AssociatedDoctorAnswer = v.InferOutput<typeof AssociatedDoctorAnswerSchema>;
