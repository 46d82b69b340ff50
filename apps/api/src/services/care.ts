import {
  type AssociatedDoctor,
  type AssociatedDoctorAnswer,
  type CareProvider,
  type DiagnosisState,
  type DiagnosisType,
  diagnosisStates,
  diagnosisTypes,
  type Locale,
  specialtyName,
  type VisibilityLevel,
  visibilityLevels,
} from '@cartella/domain';
import {
  type AssociatedDoctorRow,
  type CareProviderRow,
  listAssociatedDoctors,
  listUnassociatedCareProviders,
} from '../db/repositories/care.ts';
import {
  listAssociationTags,
  listPatientCareproviders,
  listSpecialtyTags,
} from '../db/repositories/doctors.ts';
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

/**
 * What the doctor pages add to the stored rows: the specialty tags, the tags chosen for each
 * association, and the phones of the doctors the patient added, with the language the specialties
 * are named in. The patient record goes without (its associations answer no tags).
 */
export interface DoctorExtras {
  /** The caller's language: specialties are named in it (medicalSpecialtyNames). */
  locale: Locale;
  allTags: { id_tag: number; tag: string }[];
  tagsByAssociation: Map<number, { id_tag: number; tag: string }[]>;
  ownDoctorPhones: Map<number, string | null>;
  /** The doctors the patient added whose address accepted the patient's mail (issue #34, T3a). */
  confirmedOwnDoctors: Set<number>;
}

/** Tags named in `locale`, by name in that language's collation. */
function namedTags<TTag extends { tag: string }>(tags: readonly TTag[], locale: Locale): TTag[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return tags
    .map((tag) => ({ ...tag, tag: specialtyName(tag.tag, locale) }))
    .sort((first, second) => collator.compare(first.tag, second.tag));
}

/** DoctorExtras from the stored rows (the doctor calls' queries, or the patient record's), in `locale`. */
export function doctorExtras(
  stored: {
    specialtyTags: { id_tag: number; tag: string }[];
    associationTags: { id_cpp: number; id_tag: number; tag: string }[];
    ownDoctors: {
      id_careprovider: number;
      contatto_telefono: string | null;
      email_confermata_il: Date | string | null;
    }[];
  },
  locale: Locale,
): DoctorExtras {
  const tagsByAssociation = new Map<number, { id_tag: number; tag: string }[]>();
  for (const row of namedTags(stored.associationTags, locale)) {
    const list = tagsByAssociation.get(row.id_cpp) ?? [];
    list.push({ id_tag: row.id_tag, tag: row.tag });
    tagsByAssociation.set(row.id_cpp, list);
  }
  return {
    locale,
    allTags: namedTags(stored.specialtyTags, locale),
    tagsByAssociation,
    ownDoctorPhones: new Map(stored.ownDoctors.map((row) => [row.id_careprovider, row.contatto_telefono])),
    confirmedOwnDoctors: new Set(
      stored.ownDoctors.filter((row) => row.email_confermata_il !== null).map((row) => row.id_careprovider),
    ),
  };
}

/** The extras of a patient's doctors (DoctorExtras), in the caller's language. */
export async function doctorExtrasOf(
  db: RouteDeps['db'],
  patientId: number,
  associationIds: readonly number[],
  locale: Locale,
): Promise<DoctorExtras> {
  const [tags, chosen, own] = await Promise.all([
    listSpecialtyTags(db),
    listAssociationTags(db, associationIds),
    listPatientCareproviders(db, patientId),
  ]);
  return doctorExtras(
    {
      specialtyTags: tags.map((tag) => ({ id_tag: tag.id, tag: tag.tag })),
      associationTags: chosen,
      ownDoctors: own,
    },
    locale,
  );
}

/** Specialty tags in their wire shape, named in `locale`, by name in its collation. */
export function specialtyTagsAnswer(rows: { id: number; tag: string }[], locale: Locale) {
  return namedTags(rows, locale);
}

function toCareProviderAnswer(row: CareProviderFields, extras?: DoctorExtras) {
  const own = extras?.ownDoctorPhones.has(row.id_careprovider) === true;
  return {
    id_careprovider: row.id_careprovider,
    fullname: row.fullname,
    cpp_localita_iscrizione: row.cpp_localita_iscrizione ?? '',
    specializzation: specialtyName(row.specializzation ?? '', extras?.locale ?? 'it'),
    user: {
      contact_details: {
        contatto_indirizzo: row.contatto_indirizzo ?? '',
        ...(own ? { contatto_telefono: extras?.ownDoctorPhones.get(row.id_careprovider) ?? '' } : {}),
      },
    },
    ...(own
      ? {
          aggiunto_dal_paziente: true,
          email_confermata: extras?.confirmedOwnDoctors.has(row.id_careprovider) === true,
        }
      : {}),
  } satisfies CareProvider;
}

/**
 * Spec 000 section 5 "Doctor edit": with visibility 3 the doctor sees the chosen tags; otherwise the
 * tags are the full list.
 */
function tagsOfAssociation(row: AssociatedDoctorFields, extras?: DoctorExtras) {
  if (extras === undefined) return [];
  if (row.association.visibility === 3) return extras.tagsByAssociation.get(row.association.id_cpp) ?? [];
  return extras.allTags;
}

function toAssociatedDoctorAnswer(
  row: AssociatedDoctorFields,
  extras?: DoctorExtras,
): AssociatedDoctorAnswer {
  return {
    id_cpp: row.association.id_cpp,
    id_paziente: row.association.id_paziente,
    id_careprovider: row.association.id_careprovider,
    id_utente_cpp: null,
    assegnazione_confidenzialita: storedConfidentiality(row.association.assegnazione_confidenzialita),
    visibility: toVisibility(row.association.visibility),
    tags: tagsOfAssociation(row, extras),
    care_provider: toCareProviderAnswer(row.careProvider, extras),
    email: row.careProvider.email ?? '',
  } satisfies AssociatedDoctor;
}

/** Associated doctors (stored rows in id order) in their wire shape, by name. */
export function associatedDoctorsAnswer(
  rows: AssociatedDoctorFields[],
  extras?: DoctorExtras,
): AssociatedDoctorAnswer[] {
  return [...rows].sort(associatedByName).map((row) => toAssociatedDoctorAnswer(row, extras));
}

/** One association in its wire shape, with its extras. */
export function associatedDoctorAnswer(row: AssociatedDoctorFields, extras: DoctorExtras) {
  return toAssociatedDoctorAnswer(row, extras);
}

/** Care providers (stored rows in id order) in their wire shape, by name. */
export function careProvidersAnswer(rows: CareProviderFields[], extras?: DoctorExtras) {
  return [...rows].sort(providersByName).map((row) => toCareProviderAnswer(row, extras));
}

/** The patient's associated doctors in their wire shape, by name, specialties in `locale`. */
export async function associatedDoctorsOf(db: RouteDeps['db'], patientId: number, locale: Locale) {
  const rows = await listAssociatedDoctors(db, patientId);
  const extras = await doctorExtrasOf(
    db,
    patientId,
    rows.map((row) => row.association.id_cpp),
    locale,
  );
  return associatedDoctorsAnswer(rows, extras);
}

/** The care providers not associated with the patient in their wire shape, by name, specialties in `locale`. */
export async function availableDoctorsOf(db: RouteDeps['db'], patientId: number, locale: Locale) {
  const rows = await listUnassociatedCareProviders(db, patientId);
  return careProvidersAnswer(rows, await doctorExtrasOf(db, patientId, [], locale));
}
