import { and, asc, desc, eq, isNull, ne, notExists } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { associatedDoctors, careproviders, diagnoses } from '../schemas/care.ts';
import { patientCareproviders } from '../schemas/doctors.ts';

export type AssociatedDoctorRow = typeof associatedDoctors.$inferSelect;
export type CareProviderRow = typeof careproviders.$inferSelect;
export type DiagnosisRow = typeof diagnoses.$inferSelect;

/** A patient's diagnoses that are not deleted, newest first, with the linked doctor's name. */
export function listDiagnoses(db: Database, patientId: number) {
  return db
    .select({ diagnosis: diagnoses, doctor: { fullname: careproviders.fullname } })
    .from(diagnoses)
    .leftJoin(careproviders, eq(careproviders.id_careprovider, diagnoses.id_careprovider))
    .where(and(eq(diagnoses.id_paziente, patientId), isNull(diagnoses.deleted_at)))
    .orderBy(desc(diagnoses.diagnosi_inserimento), desc(diagnoses.id_diagnosi));
}

/** One of the patient's diagnoses, if it exists and is not deleted. */
export async function findDiagnosisOfPatient(db: Database, patientId: number, diagnosisId: number) {
  const [row] = await db
    .select()
    .from(diagnoses)
    .where(
      and(
        eq(diagnoses.id_diagnosi, diagnosisId),
        eq(diagnoses.id_paziente, patientId),
        isNull(diagnoses.deleted_at),
      ),
    );
  return row;
}

/** A patient's doctors with their care provider, in id order (the route sorts by name). */
export function listAssociatedDoctors(db: Database, patientId: number) {
  return db
    .select({ association: associatedDoctors, careProvider: careproviders })
    .from(associatedDoctors)
    .innerJoin(careproviders, eq(careproviders.id_careprovider, associatedDoctors.id_careprovider))
    .where(eq(associatedDoctors.id_paziente, patientId))
    .orderBy(asc(careproviders.id_careprovider));
}

/** The care provider of one of the patient's associated doctors, if it is one. */
export async function findAssociatedCareProvider(db: Database, patientId: number, careProviderId: number) {
  const [row] = await db
    .select({ careProvider: careproviders })
    .from(associatedDoctors)
    .innerJoin(careproviders, eq(careproviders.id_careprovider, associatedDoctors.id_careprovider))
    .where(
      and(
        eq(associatedDoctors.id_paziente, patientId),
        eq(associatedDoctors.id_careprovider, careProviderId),
      ),
    );
  return row?.careProvider;
}

/**
 * The care providers not associated with the patient, in id order (the route sorts by name): the
 * directory and the patient's own doctors, never a doctor another patient added.
 */
export function listUnassociatedCareProviders(db: Database, patientId: number) {
  return db
    .select()
    .from(careproviders)
    .where(
      and(
        notExists(
          db
            .select({ id: associatedDoctors.id_cpp })
            .from(associatedDoctors)
            .where(
              and(
                eq(associatedDoctors.id_careprovider, careproviders.id_careprovider),
                eq(associatedDoctors.id_paziente, patientId),
              ),
            ),
        ),
        notExists(
          db
            .select({ id: patientCareproviders.id_careprovider })
            .from(patientCareproviders)
            .where(
              and(
                eq(patientCareproviders.id_careprovider, careproviders.id_careprovider),
                ne(patientCareproviders.id_paziente, patientId),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(careproviders.id_careprovider));
}
