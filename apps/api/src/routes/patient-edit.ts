import {
  createPatientPersonalSchema,
  type FieldIssue,
  ID_MAX,
  MedicalInfoSchema,
  maritalStatuses,
  optionalText,
  PatientSaveAnswerSchema,
  patientPages,
  ResidenceSchema,
  splitBirthDate,
  TEXT_LIMITS,
  validate,
} from '@cartella/domain';
import { Hono } from 'hono';
import * as v from 'valibot';
import { updateMedicalInfo, updatePersonalData, updateResidence } from '../db/repositories/patients.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { integerParam, parseJsonBody } from '../lib/request-body.ts';
import { localDateTime } from '../lib/time.ts';
import { requireOwnPatient } from '../middleware/access.ts';
import { defineOperation, honoPath } from '../openapi.ts';
import { birthplaceExists, findCityByCode } from '../services/cities.ts';

/**
 * Save patient (spec 000 section 7: "PUT /api/patient/{id_paziente}, whole patient object including
 * page and id_update"). The client sends the whole record; `page` names the edit modal it comes
 * from (personal data, residence and contacts, medical info) and only that part is validated, with
 * the domain schema of that modal (section 5), and saved. Other fields of the object are ignored, so
 * a stale copy of one card never overwrites another.
 */

/** Every text of the body is capped here, before the page's own schema reads the fields it saves. */
const optionalString = optionalText(TEXT_LIMITS.address);
const optionalNumber = v.optional(v.nullable(v.pipe(v.number(), v.minValue(-ID_MAX), v.maxValue(ID_MAX))));

/** The request body as documented (validation of the page's fields happens per page). */
export const PatientSaveRequestSchema = v.looseObject({
  page: v.picklist(patientPages, 'option_invalid'),
  status: v.optional(v.literal('update')),
  id_update: optionalNumber,
  paziente_nome: optionalString,
  paziente_cognome: optionalString,
  paziente_codfiscale: optionalString,
  paziente_nascita: optionalString,
  paziente_sesso: optionalString,
  id_stato_matrimoniale: optionalNumber,
  paziente_gruppo: optionalString,
  paziente_donatore_organi: optionalNumber,
  user: v.optional(
    v.looseObject({
      contact_detail: v.optional(
        v.looseObject({
          comune_nascita: optionalString,
          comune_nascita_codice: optionalString,
          comune_residenza: optionalString,
          comune_residenza_codice: optionalString,
          contatto_indirizzo: optionalString,
          contatto_telefono: optionalText(TEXT_LIMITS.phone),
        }),
      ),
    }),
  ),
});
type PatientSaveRequest = v.InferOutput<typeof PatientSaveRequestSchema>;

export const patientEditOperations = {
  savePatient: defineOperation({
    method: 'put',
    path: '/api/patient/{id}',
    operationId: 'savePatient',
    tag: 'Patient record',
    summary: "Saves one edit modal's part of the caller's patient record",
    description:
      'Spec 000 section 7 "Save patient" and section 5. `page` is `personal` (names, tax code checked ' +
      'in full including the birthplace, birth city picked from /api/location, birth date not in the ' +
      'future, sex, marital status), `residence` (street, residence city picked from /api/location, ' +
      'phone) or `medical` (blood group, organ donation). A time part of paziente_nascita is ignored ' +
      '(the date is stored; the client keeps the time part aside, spec 000 section 3). Field issues ' +
      'name the path in this body (city fields under user.contact_detail).',
    pathParams: { id: 'id_paziente of the caller' },
    requestBody: PatientSaveRequestSchema,
    response: PatientSaveAnswerSchema,
    errors: ['forbidden'],
  }),
} as const;

const contactPaths = new Set([
  'comune_nascita',
  'comune_residenza',
  'contatto_indirizzo',
  'contatto_telefono',
]);

/** Issues of the flat form schema, with the paths of the whole-object body. */
function refuse(issues: readonly FieldIssue[]): never {
  throw new ApiError('validation_failed', {
    fields: issues.map((issue) =>
      contactPaths.has(issue.path) ? { ...issue, path: `user.contact_detail.${issue.path}` } : issue,
    ),
  });
}

function blankToNull(text: string | null | undefined): string | null {
  return typeof text === 'string' && text.trim() !== '' ? text.trim() : null;
}

export function patientEditRoutes(deps: RouteDeps): Hono<AppEnv> {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();
  app.put(honoPath(patientEditOperations.savePatient.path), async (c) => {
    const patientId = integerParam(c, 'id');
    const { user } = await requireOwnPatient(deps, c, patientId);
    const body: PatientSaveRequest = await parseJsonBody(c, PatientSaveRequestSchema);
    const contact = body.user?.contact_detail;
    switch (body.page) {
      case 'personal': {
        const today = localDateTime(config.now(), config.timeZone).date;
        const birth =
          typeof body.paziente_nascita === 'string' ? splitBirthDate(body.paziente_nascita).date : '';
        const schema = createPatientPersonalSchema({ today, birthplaceExists });
        const result = validate(schema, {
          paziente_nome: body.paziente_nome ?? '',
          paziente_cognome: body.paziente_cognome ?? '',
          paziente_codfiscale: (body.paziente_codfiscale ?? '').trim().toUpperCase(),
          comune_nascita: contact?.comune_nascita ?? '',
          comune_nascita_codice: contact?.comune_nascita_codice ?? null,
          paziente_nascita: birth,
          id_stato_matrimoniale: body.id_stato_matrimoniale ?? null,
          paziente_sesso: body.paziente_sesso,
        });
        if (!result.success) refuse(result.issues);
        const personal = result.output;
        const birthCode = blankToNull(personal.comune_nascita_codice);
        if (birthCode !== null && findCityByCode(birthCode) === undefined) {
          refuse([{ path: 'comune_nascita', code: 'city_not_selected' }]);
        }
        const marital = personal.id_stato_matrimoniale ?? null;
        if (marital !== null && !maritalStatuses.some((id) => id === marital)) {
          refuse([{ path: 'id_stato_matrimoniale', code: 'option_invalid' }]);
        }
        await updatePersonalData(db, patientId, user.id_utente, {
          paziente_nome: personal.paziente_nome.trim(),
          paziente_cognome: personal.paziente_cognome.trim(),
          paziente_codfiscale: blankToNull(personal.paziente_codfiscale),
          paziente_nascita: personal.paziente_nascita,
          paziente_sesso: personal.paziente_sesso,
          id_stato_matrimoniale: marital,
          comune_nascita: personal.comune_nascita.trim(),
          comune_nascita_codice: birthCode,
        });
        break;
      }
      case 'residence': {
        const result = validate(ResidenceSchema, {
          contatto_indirizzo: contact?.contatto_indirizzo ?? '',
          comune_residenza: contact?.comune_residenza ?? '',
          comune_residenza_codice: contact?.comune_residenza_codice ?? null,
          contatto_telefono: contact?.contatto_telefono ?? '',
        });
        if (!result.success) refuse(result.issues);
        const residenceCode = blankToNull(result.output.comune_residenza_codice);
        if (residenceCode !== null && findCityByCode(residenceCode) === undefined) {
          refuse([{ path: 'comune_residenza', code: 'city_not_selected' }]);
        }
        await updateResidence(db, user.id_utente, {
          contatto_indirizzo: result.output.contatto_indirizzo.trim(),
          comune_residenza: result.output.comune_residenza.trim(),
          comune_residenza_codice: residenceCode,
          contatto_telefono: result.output.contatto_telefono.trim(),
        });
        break;
      }
      case 'medical': {
        const result = validate(MedicalInfoSchema, {
          paziente_gruppo: body.paziente_gruppo,
          paziente_donatore_organi: body.paziente_donatore_organi,
        });
        if (!result.success) refuse(result.issues);
        await updateMedicalInfo(db, patientId, {
          paziente_gruppo: result.output.paziente_gruppo ?? null,
          paziente_donatore_organi: result.output.paziente_donatore_organi ?? null,
        });
        break;
      }
      default:
        body.page satisfies never;
    }
    return c.json({ data: { id_paziente: patientId, page: body.page } });
  });
  return app;
}
