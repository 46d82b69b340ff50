import * as v from 'valibot';
import { ConsentAnswerSchema } from '../account/consent-answers.ts';
import { AdverseReactionItemSchema } from '../adverse-reaction/entities.ts';
import { CareCentreAnswerSchema } from '../centre/answers.ts';
import { ContactAnswerItemSchema } from '../contact/answers.ts';
import { DiaryEntrySummarySchema } from '../diary/entities.ts';
import {
  AssociatedDoctorAnswerSchema,
  CareProviderAnswerSchema,
  SpecialtyTagSchema,
} from '../doctor/entities.ts';
import { ExamAnswerItemSchema } from '../exam/answers.ts';
import { FileRecordSchema } from '../file/schemas.ts';
import { PersonalLinkAnswerItemSchema } from '../link/answers.ts';
import { PregnancyItemSchema } from '../pregnancy/answers.ts';
import { confidentialityLevels } from '../shared/confidentiality.ts';
import { TherapyAnswerItemSchema } from '../therapy/entities.ts';
import { VitalReadingAnswerItemSchema } from '../vital-sign/answers.ts';
import { bloodGroups, patientPages } from './codes.ts';

/** The patient record as GET /api/patient/{id} answers it (spec 000 section 3 "Patient"). */
export const PatientAnswerSchema = v.object({
  data: v.object({
    /** Patient id. */
    id_paziente: v.number(),
    /** Id of the user who owns the record. */
    id_utente: v.number(),
    /** First name. */
    paziente_nome: v.string(),
    /** Last name. */
    paziente_cognome: v.string(),
    /** Italian tax code (codice fiscale); empty when not given. */
    paziente_codfiscale: v.string(),
    /** Birth date (YYYY-MM-DD); empty when not given. */
    paziente_nascita: v.string(),
    /** Sex; 'unknown' asks the patient to update it where sex matters. */
    paziente_sesso: v.picklist(['male', 'female', 'unknown']),
    /** Age in years, computed by the server (0 without a birth date). */
    paziente_eta: v.number(),
    /** E-mail address. */
    paziente_email: v.string(),
    /** Marital status id, or null. */
    id_stato_matrimoniale: v.nullable(v.number()),
    /** Blood group, e.g. '0 +', or null. */
    paziente_gruppo: v.nullable(v.picklist(bloodGroups)),
    /** Organ donation consent: 0 no, 1 yes, or null. */
    paziente_donatore_organi: v.nullable(v.picklist([0, 1])),
    /** The owning user, with e-mail and contact details. */
    user: v.object({
      /** User id. */
      id_utente: v.number(),
      /** Account e-mail address. */
      email: v.string(),
      /** Display name of the user. */
      utente_nome: v.string(),
      /** Contact details (empty texts when not given). */
      contact_detail: v.object({
        /** Birth city name. */
        comune_nascita: v.string(),
        /** Belfiore code of the birth city, or null. Cartella addition. */
        comune_nascita_codice: v.nullable(v.string()),
        /** Residence city name. */
        comune_residenza: v.string(),
        /** Belfiore code of the residence city, or null. Cartella addition. */
        comune_residenza_codice: v.nullable(v.string()),
        /** Residence street and number. */
        contatto_indirizzo: v.string(),
        /** Phone number. */
        contatto_telefono: v.string(),
      }),
    }),
    /** Subscription with the licence type, or null. */
    sottoscrizione: v.nullable(v.object({ id_tipo_licenza: v.number() })),
    /** Confidentiality levels (the spec's spelling). */
    liveli_confidencialita: v.array(
      v.object({
        id_livello_confidenzialita: v.picklist(confidentialityLevels),
        confidenzialita_descrizione: v.string(),
      }),
    ),
    /** Pharmacovigilance structures offered in the adverse-reaction form. */
    pharmacovigilance_structures: v.array(v.object({ id: v.number(), struttura: v.string() })),
    /** Specialty tags offered for doctor visibility. */
    tag_medical_specialties: v.array(SpecialtyTagSchema),
    /** Emergency contacts. */
    contattiemergenza: v.array(ContactAnswerItemSchema),
    /** Other contacts. */
    contattialtro: v.array(ContactAnswerItemSchema),
    /** Live diary entries, without drawings. */
    tbl_taccuinos: v.array(DiaryEntrySummarySchema),
    /** Exams that are not deleted, newest date first (undated first), as GET /api/getEsami answers them. */
    esami: v.array(ExamAnswerItemSchema),
    /** Ordinary files (every type but kardia), newest survey date first. */
    tbl_files: v.array(FileRecordSchema),
    /** Kardia recordings (files of type kardia), newest survey date first. */
    kardias: v.array(FileRecordSchema),
    /** Therapies and forbidden drugs. */
    tbl_terapie: v.array(TherapyAnswerItemSchema),
    /** Vital readings, newest first (issue #16). */
    tbl_parametri_vitalis: v.array(VitalReadingAnswerItemSchema),
    /**
     * Beyond the spec (issue #16): the patient's allergies and intolerances, confirmed or suspected
     * (not excluded, not deleted), so the record shows them first.
     */
    allergie: v.array(
      v.object({
        /** Diagnosis id. */
        id_diagnosi: v.number(),
        /** Allergia or Intolleranza. */
        tipo_diagnosi: v.picklist(['Allergia', 'Intolleranza']),
        /** What it is, as the patient wrote it. */
        diagnosi_patologia: v.string(),
        /** 0 confirmed, 1 suspected. */
        diagnosi_stato: v.picklist([0, 1]),
      }),
    ),
    /** Pregnancies. */
    tbl_gravidanze: v.array(PregnancyItemSchema),
    /** Associated doctors. */
    associated_doctors: v.array(AssociatedDoctorAnswerSchema),
    /** Doctors available for association (the spec's spelling). */
    avalailable_doctors: v.array(CareProviderAnswerSchema),
    /** Affiliated analysis laboratories. */
    centri_convenzionati_laboratory_analisi: v.array(CareCentreAnswerSchema),
    /** Affiliated radiology studios. */
    centri_convenzionati_radiologici: v.array(CareCentreAnswerSchema),
    /** Affiliated specialist studios. */
    centri_convenzionati_specialistici: v.array(CareCentreAnswerSchema),
    /** Adverse-reaction reports. */
    adverse_reactions: v.array(AdverseReactionItemSchema),
    /** Personal links, by name. */
    links: v.array(PersonalLinkAnswerItemSchema),
    /** Consents of the patient. */
    consensi: v.array(ConsentAnswerSchema),
  }),
});

/** The answer of PUT /api/patient/{id}: which record and which modal's page were saved. */
export const PatientSaveAnswerSchema = v.object({
  data: v.object({
    /** Patient id. */
    id_paziente: v.number(),
    /** The edit modal the save came from. */
    page: v.picklist(patientPages),
  }),
});

/** A comune suggested by the city search. */
const CityAnswerSchema = v.object({
  /** City name. */
  comune: v.string(),
  /** Province code, e.g. 'RM'. */
  provincia: v.string(),
  /** Belfiore (cadastral) code. */
  codice_catastale: v.string(),
});
export type City = v.InferOutput<typeof CityAnswerSchema>;

/** The answer of GET /api/location/{text}: the matching comuni. */
export const CitySearchAnswerSchema = v.object({
  /** The suggestions, best first. */
  data: v.array(CityAnswerSchema),
});

/** The answer of GET /api/statimatrimoniali: the marital statuses. */
export const MaritalStatusesAnswerSchema = v.object({
  data: v.array(
    v.object({
      /** Marital status id. */
      id_stato_matrimoniale: v.number(),
      /** Its name. */
      stato_matrimoniale_nome: v.string(),
    }),
  ),
});
