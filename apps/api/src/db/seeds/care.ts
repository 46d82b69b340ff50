import type { DiagnosisState, DiagnosisType } from '@cartella/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { patients, users } from '../schema.ts';
import { associatedDoctors, careproviders, diagnoses } from '../schemas/care.ts';

/** Made-up doctors for the demo (names invented, addresses generic, e-mails on example.org). */
const demoCareProviders = [
  {
    fullname: 'Dott.ssa Laura Neri',
    specializzation: 'Medicina generale',
    cpp_localita_iscrizione: 'Roma',
    contatto_indirizzo: 'Via delle Acacie 14, Roma',
    email: 'laura.neri@example.org',
  },
  {
    fullname: 'Dott. Andrea Galli',
    specializzation: 'Cardiologia',
    cpp_localita_iscrizione: 'Roma',
    contatto_indirizzo: 'Viale dei Platani 3, Roma',
    email: 'andrea.galli@example.org',
  },
  {
    fullname: 'Dott.ssa Elena Rinaldi',
    specializzation: 'Neurologia',
    cpp_localita_iscrizione: 'Roma',
    contatto_indirizzo: 'Via dei Gelsomini 27, Roma',
    email: 'elena.rinaldi@example.org',
  },
  {
    fullname: 'Dott. Paolo Ferri',
    specializzation: 'Medicina generale',
    cpp_localita_iscrizione: 'Milano',
    contatto_indirizzo: 'Via dei Ciclamini 8, Milano',
    email: 'paolo.ferri@example.org',
  },
  {
    fullname: 'Dott.ssa Chiara Fontana',
    specializzation: 'Endocrinologia',
    cpp_localita_iscrizione: 'Milano',
    contatto_indirizzo: 'Via delle Magnolie 41, Milano',
    email: 'chiara.fontana@example.org',
  },
  {
    fullname: 'Dott.ssa Sara Colombo',
    specializzation: 'Dermatologia',
    cpp_localita_iscrizione: 'Milano',
    contatto_indirizzo: 'Via dei Tigli 19, Milano',
    email: 'sara.colombo@example.org',
  },
  {
    fullname: 'Dott. Stefano Marchetti',
    specializzation: 'Dermatologia',
    cpp_localita_iscrizione: 'Torino',
    contatto_indirizzo: 'Corso dei Castagni 5, Torino',
    email: 'stefano.marchetti@example.org',
  },
  {
    fullname: 'Dott. Davide Lombardi',
    specializzation: 'Cardiologia',
    cpp_localita_iscrizione: 'Torino',
    contatto_indirizzo: 'Via degli Ontani 12, Torino',
    email: 'davide.lombardi@example.org',
  },
] as const;

type DemoDoctorEmail = (typeof demoCareProviders)[number]['email'];

interface DemoDiagnosis {
  diagnosi_patologia: string;
  diagnosi_stato: DiagnosisState;
  tipo_diagnosi: DiagnosisType;
  doctor: DemoDoctorEmail | null;
  diagnosi_inserimento: string;
}

/** Each demo patient's doctors and diagnoses; the admin account gets none. */
const demoCareRecords: Record<string, { doctors: DemoDoctorEmail[]; diagnoses: DemoDiagnosis[] }> = {
  'giulia.bianchi@example.org': {
    doctors: ['laura.neri@example.org', 'andrea.galli@example.org'],
    diagnoses: [
      {
        diagnosi_patologia: 'Ipercolesterolemia',
        diagnosi_stato: 0,
        tipo_diagnosi: 'Diagnosi',
        doctor: 'laura.neri@example.org',
        diagnosi_inserimento: '2026-02-10',
      },
      {
        diagnosi_patologia: 'Allergia alla penicillina',
        diagnosi_stato: 0,
        tipo_diagnosi: 'Allergia',
        doctor: null,
        diagnosi_inserimento: '2026-01-15',
      },
      {
        diagnosi_patologia: 'Emicrania',
        diagnosi_stato: 1,
        tipo_diagnosi: 'Diagnosi',
        doctor: null,
        diagnosi_inserimento: '2026-03-20',
      },
    ],
  },
  'marco.rossi@example.org': {
    doctors: ['paolo.ferri@example.org'],
    diagnoses: [
      {
        diagnosi_patologia: 'Ipertensione arteriosa',
        diagnosi_stato: 0,
        tipo_diagnosi: 'Diagnosi',
        doctor: 'paolo.ferri@example.org',
        diagnosi_inserimento: '2026-04-08',
      },
    ],
  },
};

/** Spec 000 section 9: a new association has confidentiality 1 and visibility 2. */
const ASSOCIATION_CONFIDENTIALITY = 1;
const ASSOCIATION_VISIBILITY = 2;
/** Spec 001 section 9: a new diagnosis has confidentiality 6. */
const DIAGNOSIS_CONFIDENTIALITY = 6;

/**
 * Demo doctors, the demo patients' associations and diagnoses. Written once, in one transaction,
 * when the demo doctors are not there yet: later runs change nothing, so a doctor a patient removed
 * or a diagnosis they changed is never put back.
 */
export async function seedCare(db: Database, options: { demoAccounts: boolean }): Promise<void> {
  if (!options.demoAccounts) return;
  await db.transaction(async (tx) => {
    const emails = demoCareProviders.map((provider) => provider.email);
    const existing = await tx
      .select({ id: careproviders.id_careprovider })
      .from(careproviders)
      .where(inArray(careproviders.email, emails))
      .limit(1);
    if (existing.length > 0) return;

    const inserted = await tx
      .insert(careproviders)
      .values([...demoCareProviders])
      .returning({ id: careproviders.id_careprovider, email: careproviders.email });
    const providerIds = new Map(inserted.map((row) => [row.email, row.id]));
    const providerId = (email: DemoDoctorEmail) => {
      const id = providerIds.get(email);
      if (id === undefined) throw new Error(`Seed reference missing: ${email}`);
      return id;
    };

    const patientRows = await tx
      .select({ email: users.email, id_paziente: patients.id_paziente })
      .from(users)
      .innerJoin(patients, eq(patients.id_utente, users.id_utente))
      .where(inArray(users.email, Object.keys(demoCareRecords)));
    const patientIds = new Map(patientRows.map((row) => [row.email, row.id_paziente]));

    for (const [email, record] of Object.entries(demoCareRecords)) {
      const patientId = patientIds.get(email);
      if (patientId === undefined) continue;
      await tx
        .insert(associatedDoctors)
        .values(
          record.doctors.map((doctor) => ({
            id_paziente: patientId,
            id_careprovider: providerId(doctor),
            assegnazione_confidenzialita: ASSOCIATION_CONFIDENTIALITY,
            visibility: ASSOCIATION_VISIBILITY,
          })),
        )
        .onConflictDoNothing();
      await tx.insert(diagnoses).values(
        record.diagnoses.map(({ doctor, ...diagnosis }) => ({
          ...diagnosis,
          id_paziente: patientId,
          id_careprovider: doctor === null ? null : providerId(doctor),
          id_livello_confidenzialita: DIAGNOSIS_CONFIDENTIALITY,
        })),
      );
    }
  });
}
