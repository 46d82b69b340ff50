import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { patients, users } from '../schema.ts';
import { diagnoses } from '../schemas/care.ts';
import { allergyTargets, visits, vitalReadings } from '../schemas/diagnoses-visits-vitals.ts';

/** Made-up visits and readings of the demo patients (issue #16). */
interface DemoClinical {
  visits: {
    visita_data: string;
    visita_motivazione: string;
    visita_osservazioni: string;
    visita_conclusioni: string;
  }[];
  readings: {
    created_on: string;
    parametro_peso?: number;
    parametro_altezza?: number;
    parametro_pressione_massima?: number;
    parametro_pressione_minima?: number;
    parametro_frequenza_cardiaca?: number;
  }[];
  /** A seeded allergy (by its text) and what it is to. */
  allergy?: { diagnosi_patologia: string; tipo_bersaglio: string; codice: string; descrizione: string };
}

const demoClinical: Record<string, DemoClinical> = {
  'giulia.bianchi@example.org': {
    visits: [
      {
        visita_data: '2026-02-10',
        visita_motivazione: 'Controllo del colesterolo',
        visita_osservazioni: 'Colesterolo LDL 168 mg/dL; pressione nella norma.',
        visita_conclusioni: 'Dieta e simvastatina la sera; esami di controllo fra tre mesi.',
      },
      {
        visita_data: '2026-05-12',
        visita_motivazione: 'Controllo a tre mesi',
        visita_osservazioni: 'Colesterolo LDL 112 mg/dL, nessun disturbo muscolare.',
        visita_conclusioni: 'Terapia confermata.',
      },
    ],
    readings: [
      {
        created_on: '2026-02-10T09:15:00Z',
        parametro_peso: 64.5,
        parametro_altezza: 165,
        parametro_pressione_massima: 124,
        parametro_pressione_minima: 80,
        parametro_frequenza_cardiaca: 74,
      },
      {
        created_on: '2026-03-15T08:40:00Z',
        parametro_peso: 63.8,
        parametro_pressione_massima: 121,
        parametro_pressione_minima: 78,
        parametro_frequenza_cardiaca: 71,
      },
      {
        created_on: '2026-05-12T09:05:00Z',
        parametro_peso: 62.9,
        parametro_altezza: 165,
        parametro_pressione_massima: 118,
        parametro_pressione_minima: 76,
        parametro_frequenza_cardiaca: 69,
      },
    ],
    allergy: {
      diagnosi_patologia: 'Allergia alla penicillina',
      tipo_bersaglio: 'atc',
      codice: 'J01C',
      descrizione: 'ANTIBATTERICI BETA-LATTAMICI, PENICILLINE',
    },
  },
  'marco.rossi@example.org': {
    visits: [
      {
        visita_data: '2026-04-08',
        visita_motivazione: 'Pressione alta al controllo in farmacia',
        visita_osservazioni: 'Pressione 152/94 mmHg in due misure.',
        visita_conclusioni: 'Ipertensione arteriosa: misurare la pressione a casa per due settimane.',
      },
    ],
    readings: [
      {
        created_on: '2026-04-08T17:30:00Z',
        parametro_peso: 84.2,
        parametro_altezza: 178,
        parametro_pressione_massima: 152,
        parametro_pressione_minima: 94,
        parametro_frequenza_cardiaca: 78,
      },
      {
        created_on: '2026-04-15T07:50:00Z',
        parametro_pressione_massima: 141,
        parametro_pressione_minima: 89,
        parametro_frequenza_cardiaca: 72,
      },
    ],
  },
};

/**
 * The demo patients' visits, readings and allergy target. A patient is seeded only while they have
 * neither visit nor reading, so what a patient changed is not overwritten on the next start.
 */
export async function seedVisitsAndVitals(db: Database, options: { demoAccounts: boolean }): Promise<void> {
  if (!options.demoAccounts) return;
  await db.transaction(async (tx) => {
    const patientRows = await tx
      .select({ email: users.email, id_paziente: patients.id_paziente })
      .from(users)
      .innerJoin(patients, eq(patients.id_utente, users.id_utente))
      .where(inArray(users.email, Object.keys(demoClinical)));
    for (const { email, id_paziente } of patientRows) {
      const record = demoClinical[email];
      if (record === undefined) continue;
      const [visit] = await tx
        .select({ id: visits.id_visita })
        .from(visits)
        .where(eq(visits.id_paziente, id_paziente))
        .limit(1);
      const [reading] = await tx
        .select({ id: vitalReadings.id_parametro })
        .from(vitalReadings)
        .where(eq(vitalReadings.id_paziente, id_paziente))
        .limit(1);
      if (visit !== undefined || reading !== undefined) continue;
      await tx.insert(visits).values(record.visits.map((item) => ({ ...item, id_paziente })));
      await tx.insert(vitalReadings).values(
        record.readings.map(({ created_on, ...measures }) => ({
          ...measures,
          created_on: new Date(created_on),
          id_paziente,
          source: 'manuale',
        })),
      );
      if (record.allergy === undefined) continue;
      const { diagnosi_patologia, ...target } = record.allergy;
      const [allergy] = await tx
        .select({ id: diagnoses.id_diagnosi })
        .from(diagnoses)
        .where(
          and(eq(diagnoses.id_paziente, id_paziente), eq(diagnoses.diagnosi_patologia, diagnosi_patologia)),
        );
      if (allergy !== undefined) {
        await tx
          .insert(allergyTargets)
          .values({ id_diagnosi: allergy.id, ...target })
          .onConflictDoNothing();
      }
    }
  });
}
