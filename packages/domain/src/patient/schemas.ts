import * as v from 'valibot';
import { requiredPastDate, type TodayOptions } from '../shared/dates.ts';
import { ID_MAX, idSchema, optionalText, requiredText, TEXT_LIMITS } from '../shared/limits.ts';
import { PhoneSchema } from '../shared/phone.ts';
import { createTaxCodeSchema, type TaxCodeCheckOptions } from '../shared/tax-code.ts';
import { bloodGroups, organDonationChoices, patientPages, sexes } from './codes.ts';

/** Whether a typed city name came with a picked suggestion (an empty name is the required rule's job). */
function isCityPicked(name: string | null | undefined, code: string | null | undefined): boolean {
  if (typeof name !== 'string' || name.trim() === '') return true;
  return typeof code === 'string' && code.trim() !== '';
}

/** The Belfiore code of a picked city, or null/empty when none was picked. */
const CityCodeSchema = optionalText(TEXT_LIMITS.code);

/** Options of the patient schema. */
export interface PatientSchemaOptions extends TodayOptions, TaxCodeCheckOptions {}

/**
 * Personal data edit (spec 000, section 5 "Patient edit"): first name, surname, birth city,
 * birth date and sex required; tax code invalid when shorter than 16 (and, beyond the spec, when
 * its structure, check character or birthplace is wrong); birth city picked from suggestions;
 * birth date not in the future (the UI resets it to today: see `checkDateNotInFuture`).
 */
export function createPatientPersonalSchema(options: PatientSchemaOptions) {
  return v.pipe(
    v.object({
      /** First name. */
      paziente_nome: requiredText(TEXT_LIMITS.name),
      /** Last name. */
      paziente_cognome: requiredText(TEXT_LIMITS.name),
      /** Tax code; may be empty. */
      paziente_codfiscale: v.optional(createTaxCodeSchema(options), ''),
      /** Birth city name as displayed. */
      comune_nascita: requiredText(TEXT_LIMITS.city),
      /** Belfiore code of the picked birth city. */
      comune_nascita_codice: CityCodeSchema,
      /** Birth date, `YYYY-MM-DD` (a time part is kept aside by the caller). */
      paziente_nascita: requiredPastDate(options.today),
      /** Marital status id, or null. */
      id_stato_matrimoniale: v.nullish(idSchema()),
      /** Sex. */
      paziente_sesso: v.picklist(sexes, 'required'),
    }),
    v.forward(
      v.partialCheck(
        [['comune_nascita'], ['comune_nascita_codice']],
        (input) => isCityPicked(input.comune_nascita, input.comune_nascita_codice),
        'city_not_selected',
      ),
      ['comune_nascita'],
    ),
  );
}

/**
 * Residence edit (spec 000, section 5): street required; residence city required and picked from
 * suggestions; phone required and valid.
 */
export const ResidenceSchema = v.pipe(
  v.object({
    /** Street and number. */
    contatto_indirizzo: requiredText(TEXT_LIMITS.address),
    /** Residence city name. */
    comune_residenza: requiredText(TEXT_LIMITS.city),
    /** Belfiore code of the picked residence city. */
    comune_residenza_codice: CityCodeSchema,
    /** Phone number. */
    contatto_telefono: PhoneSchema,
  }),
  v.forward(
    v.partialCheck(
      [['comune_residenza'], ['comune_residenza_codice']],
      (input) => isCityPicked(input.comune_residenza, input.comune_residenza_codice),
      'city_not_selected',
    ),
    ['comune_residenza'],
  ),
);

/**
 * Medical info edit (spec 000, section 2): blood group and organ donation. The spec cuts this
 * modal off; both fields are optional choices from their lists.
 */
export const MedicalInfoSchema = v.object({
  /** Blood group, e.g. '0 +', or null when unknown. */
  paziente_gruppo: v.nullish(v.picklist(bloodGroups, 'option_invalid')),
  /** Organ donation: 0 does not consent, 1 consents, null when not stated. */
  paziente_donatore_organi: v.nullish(v.picklist(organDonationChoices, 'option_invalid')),
});

/** Every text of the save body is capped here, before the page's own schema reads the fields it saves. */
const optionalString = optionalText(TEXT_LIMITS.address);
const optionalNumber = v.optional(v.nullable(v.pipe(v.number(), v.minValue(-ID_MAX), v.maxValue(ID_MAX))));

/**
 * PUT /api/patient/{id_paziente} (spec 000 section 7: the whole patient object including page and
 * id_update). `page` names the edit modal the body comes from; only that modal's fields are then read,
 * with its own schema (createPatientPersonalSchema, ResidenceSchema or MedicalInfoSchema), so a stale
 * copy of one card never overwrites another. Unknown keys of the whole object stay and are ignored.
 */
export const PatientSaveRequestSchema = v.looseObject({
  /** The modal the save comes from: personal, residence or medical. */
  page: v.picklist(patientPages, 'option_invalid'),
  /** Always update. */
  status: v.optional(v.literal('update')),
  /** Id of the row being updated (sent by the spec's client, not read). */
  id_update: optionalNumber,
  /** First name. */
  paziente_nome: optionalString,
  /** Surname. */
  paziente_cognome: optionalString,
  /** Tax code. */
  paziente_codfiscale: optionalString,
  /** Birth date. */
  paziente_nascita: optionalString,
  /** Sex. */
  paziente_sesso: optionalString,
  /** Marital status. */
  id_stato_matrimoniale: optionalNumber,
  /** Blood group. */
  paziente_gruppo: optionalString,
  /** Organ donation choice. */
  paziente_donatore_organi: optionalNumber,
  /** The account with its contact details (residence modal). */
  user: v.optional(
    v.looseObject({
      contact_detail: v.optional(
        v.looseObject({
          /** City of birth. */
          comune_nascita: optionalString,
          /** Its cadastral (Belfiore) code. */
          comune_nascita_codice: optionalString,
          /** City of residence. */
          comune_residenza: optionalString,
          /** Its cadastral (Belfiore) code. */
          comune_residenza_codice: optionalString,
          /** Street address. */
          contatto_indirizzo: optionalString,
          /** Phone. */
          contatto_telefono: optionalText(TEXT_LIMITS.phone),
        }),
      ),
    }),
  ),
});
export type PatientSaveRequest = v.InferOutput<typeof PatientSaveRequestSchema>;
