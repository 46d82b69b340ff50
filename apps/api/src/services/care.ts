import {
  type AssociatedDoctor,
  type AssociatedDoctorAnswer,
  type CareProvider,
  type DiagnosisState,
  type DiagnosisType,
  diagnosisStates,
  diagnosisTypes,
  type VisibilityLevel,
  visibilityLevels,
} from '@cartella/domain';
import {
  type AssociatedDoctorRow,
  type CareProviderRow,
  listAssociatedDoctors,
  listUnassociatedCareProviders,
} from '../db/repositories/care.ts';
import type { RouteDeps } from '../env.ts';
import { storedConfidentiality } from '../lib/stored-codes.ts';

export function toDiagnosisState(value: number): DiagnosisState {
  return diagnosisStates.find((state) => state === value) ?? 0;
}
export function toDiagnosisType(value: string): DiagnosisType {
  return diagnosisTypes.find((type) => type === value) ?? 'Diagnosi';
}
function toVisibility(value: number): VisibilityLevel {
  return visibilityLevels.find((level) => level === value) ?? 2;
}

/**
 * Doctor lists sort by name in Italian collation here, not in SQL, so PGlite and PostgreSQL (whose
 * collations differ) answer the same order.
 */
const nameCollator = new Intl.Collator('it', { sensitivity: 'base' });
function byFullname<TRow>(fullnameOf: (row: TRow) => string) {
  return (a: TRow, b: TRow) => nameCollator.compare(fullnameOf(a), fullnameOf(b));
}
/** The columns of a care provider the wire shape reads. */
type CareProviderFields = Pick<
  CareProviderRow,
  | 'id_careprovider'
  | 'fullname'
  | 'cpp_localita_iscrizione'
  | 'specializzation'
  | 'contatto_indirizzo'
  | 'email'
>;
type AssociatedDoctorFields = {
  association: Pick<
    AssociatedDoctorRow,
    'id_cpp' | 'id_paziente' | 'id_careprovider' | 'assegnazione_confidenzialita' | 'visibility'
  >;
  careProvider: CareProviderFields;
};
const associatedByName = byFullname((row: AssociatedDoctorFields) => row.careProvider.fullname);
const providersByName = byFullname((row: CareProviderFields) => row.fullname);

function toCareProviderAnswer(row: CareProviderFields) {
  return {
    id_careprovider: row.id_careprovider,
    fullname: row.fullname,
    cpp_localita_iscrizione: row.cpp_localita_iscrizione ?? '',
    specializzation: row.specializzation ?? '',
    user: { contact_details: { contatto_indirizzo: row.contatto_indirizzo ?? '' } },
  } satisfies CareProvider;
}

function toAssociatedDoctorAnswer(row: AssociatedDoctorFields): AssociatedDoctorAnswer {
  return {
    id_cpp: row.association.id_cpp,
    id_paziente: row.association.id_paziente,
    id_careprovider: row.association.id_careprovider,
    id_utente_cpp: null,
    assegnazione_confidenzialita: storedConfidentiality(row.association.assegnazione_confidenzialita),
    visibility: toVisibility(row.association.visibility),
    tags: [],
    care_provider: toCareProviderAnswer(row.careProvider),
    email: row.careProvider.email ?? '',
  } satisfies AssociatedDoctor;
}

/** Associated doctors (stored rows in id order) in their wire shape, by name. */
export function associatedDoctorsAnswer(rows: AssociatedDoctorFields[]): AssociatedDoctorAnswer[] {
  return [...rows].sort(associatedByName).map(toAssociatedDoctorAnswer);
}

/** Care providers (stored rows in id order) in their wire shape, by name. */
export function careProvidersAnswer(rows: CareProviderFields[]) {
  return [...rows].sort(providersByName).map(toCareProviderAnswer);
}

/** The patient's associated doctors in their wire shape, by name. */
export async function associatedDoctorsOf(db: RouteDeps['db'], patientId: number) {
  return associatedDoctorsAnswer(await listAssociatedDoctors(db, patientId));
}

/** The care providers not associated with the patient in their wire shape, by name. */
export async function availableDoctorsOf(db: RouteDeps['db'], patientId: number) {
  return careProvidersAnswer(await listUnassociatedCareProviders(db, patientId));
}
