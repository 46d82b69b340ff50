import type { Consent } from '../account/entities.ts';
import type { AdverseReactionReport, PharmacovigilanceStructure } from '../adverse-reaction/entities.ts';
import type { CareCentre } from '../centre/entities.ts';
import type { Contact } from '../contact/entities.ts';
import type { DiaryEntry } from '../diary/entities.ts';
import type { AssociatedDoctor, CareProvider, SpecialtyTag } from '../doctor/entities.ts';
import type { Exam } from '../exam/entities.ts';
import type { FileRecord } from '../file/entities.ts';
import type { PersonalLink } from '../link/entities.ts';
import type { Pregnancy } from '../pregnancy/entities.ts';
import type { ConfidentialityLevelEntry } from '../shared/confidentiality.ts';
import type { IsoDate, IsoDateTime } from '../shared/dates.ts';
import type { Therapy } from '../therapy/entities.ts';
import type { VitalReading } from '../vital-sign/entities.ts';
import type { BloodGroup, OrganDonation, PatientSex } from './codes.ts';

/** The contact details held on the user (spec 000, section 3, user.contact_detail). */
type ContactDetail = {
  /** Birth city name. */
  comune_nascita: string;
  /** Belfiore code of the birth city, picked from the suggestions. Cartella addition. */
  comune_nascita_codice?: string | null;
  /** Residence city name. */
  comune_residenza: string;
  /** Belfiore code of the residence city, picked from the suggestions. Cartella addition. */
  comune_residenza_codice?: string | null;
  /** Residence street and number. */
  contatto_indirizzo: string;
  /** Phone number (international format, default country IT). */
  contatto_telefono: string;
};

/** The signed-in user (spec 001, section 3, "User and patient"). */
type User = {
  /** User id. */
  id_utente: number;
  /** Account e-mail address. */
  email: string;
  /** Display name of the user. */
  utente_nome: string;
  /** Contact details. */
  contact_detail?: ContactDetail;
};

/** An allergy or intolerance as the record lists it. */
export interface RecordAllergy {
  /** Diagnosis id. */
  id_diagnosi: number;
  /** Allergia or Intolleranza. */
  tipo_diagnosi: 'Allergia' | 'Intolleranza';
  /** What it is, as the patient wrote it. */
  diagnosi_patologia: string;
  /** 0 confirmed, 1 suspected. */
  diagnosi_stato: 0 | 1;
}

/** The patient record, with its sub-lists (spec 000, section 3). */
export interface Patient {
  /** Patient id. */
  id_paziente: number;
  /** Id of the user who owns the record. */
  id_utente: number;
  /** First name. */
  paziente_nome: string;
  /** Last name. */
  paziente_cognome: string;
  /** Italian tax code (codice fiscale), shown upper-case. */
  paziente_codfiscale: string;
  /** Birth date; may carry a time part, kept aside and re-appended on save. */
  paziente_nascita: IsoDate | IsoDateTime;
  /** Sex; 'unknown' asks the patient to update it where sex matters. */
  paziente_sesso: PatientSex;
  /** Age in years, computed by the server. */
  paziente_eta: number;
  /** E-mail address. */
  paziente_email: string;
  /** Marital status id (see MaritalStatus). */
  id_stato_matrimoniale: number | null;
  /** Blood group, e.g. '0 +'. */
  paziente_gruppo: BloodGroup | null;
  /** Organ donation consent: 0 no, 1 yes. */
  paziente_donatore_organi: OrganDonation | null;
  /** Set to 'update' on save. */
  status?: 'update';
  /** The owning user, with e-mail and contact details. */
  user: User;
  /** Subscription, carrying the licence type. */
  sottoscrizione?: { id_tipo_licenza: number } | null;
  /** Pharmacovigilance structures offered in the adverse-reaction form. */
  pharmacovigilance_structures?: PharmacovigilanceStructure[];
  /** Specialty tags offered for doctor visibility. */
  tag_medical_specialties?: SpecialtyTag[];
  /** Emergency contacts. */
  contattiemergenza?: Contact[];
  /** Other contacts. */
  contattialtro?: Contact[];
  /** Diary entries. */
  tbl_taccuinos?: DiaryEntry[];
  /** Exams. */
  esami?: Exam[];
  /** Files. */
  tbl_files?: FileRecord[];
  /** Kardia recordings. */
  kardias?: FileRecord[];
  /** Therapies and forbidden drugs. */
  tbl_terapie?: Therapy[];
  /** Vital readings; the first item holds parametro_peso and parametro_altezza. */
  tbl_parametri_vitalis?: VitalReading[];
  /** Beyond the spec (issue #16): allergies and intolerances, confirmed (0) or suspected (1). */
  allergie?: RecordAllergy[];
  /** Pregnancies. */
  tbl_gravidanze?: Pregnancy[];
  /** Associated doctors. */
  associated_doctors?: AssociatedDoctor[];
  /** Doctors available for association (the spec's spelling). */
  avalailable_doctors?: CareProvider[];
  /** Confidentiality levels list (the spec's spelling). */
  liveli_confidencialita?: ConfidentialityLevelEntry[];
  /** Affiliated analysis laboratories. */
  centri_convenzionati_laboratory_analisi?: CareCentre[];
  /** Affiliated radiology studios. */
  centri_convenzionati_radiologici?: CareCentre[];
  /** Affiliated specialist studios. */
  centri_convenzionati_specialistici?: CareCentre[];
  /** Adverse-reaction reports. */
  adverse_reactions?: AdverseReactionReport[];
  /** Personal links. */
  links?: PersonalLink[];
  /** Consents of the patient. */
  consensi?: Consent[];
}
