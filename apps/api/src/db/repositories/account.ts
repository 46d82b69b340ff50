import { LOCKED_CONSENT_TREATMENT_ID, type Locale } from '@cartella/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { users } from '../schema.ts';
import { consentHistory, consents, treatments } from '../schemas/account.ts';

/** A treatment with the person's consent row, as stored, in both languages. */
export interface StoredConsent {
  Id_Trattamento: number;
  Id_Consenso_P: number | null;
  Consenso: boolean | null;
  /** Null when never set; a Date from drizzle, an ISO text from the record's JSON. */
  data_consenso: Date | string | null;
  /** The account's creation: the date of treatment 14, given on registration. */
  created_at: Date | string;
  nome_it: string;
  nome_en: string;
  finalita_it: string;
  finalita_en: string;
  informativa_it: string;
  informativa_en: string;
}

/**
 * A consent as answered, in the request's language. A treatment never set reads as refused with
 * no date, except treatment 14, which is given on registration (its date is the account's creation).
 */
export function consentAnswer(row: StoredConsent, locale: Locale) {
  const locked = row.Id_Trattamento === LOCKED_CONSENT_TREATMENT_ID;
  const date = row.data_consenso ?? (locked ? row.created_at : null);
  return {
    Id_Trattamento: row.Id_Trattamento,
    Id_Consenso_P: row.Id_Consenso_P,
    Consenso: locked || (row.Consenso ?? false),
    data_consenso: date === null ? null : new Date(date).toISOString(),
    trattamento: {
      Nome_T: locale === 'en' ? row.nome_en : row.nome_it,
      Finalita_T: locale === 'en' ? row.finalita_en : row.finalita_it,
      Informativa: locale === 'en' ? row.informativa_en : row.informativa_it,
    },
  };
}

/** Every treatment with the person's consent (the record's `consensi` reads the same rows in its one statement). */
export async function listConsents(db: Database, userId: number, locale: Locale) {
  const rows: StoredConsent[] = await db
    .select({
      Id_Trattamento: treatments.Id_Trattamento,
      Id_Consenso_P: consents.Id_Consenso_P,
      Consenso: consents.Consenso,
      data_consenso: consents.data_consenso,
      created_at: users.created_at,
      nome_it: treatments.nome_it,
      nome_en: treatments.nome_en,
      finalita_it: treatments.finalita_it,
      finalita_en: treatments.finalita_en,
      informativa_it: treatments.informativa_it,
      informativa_en: treatments.informativa_en,
    })
    .from(treatments)
    .innerJoin(users, eq(users.id_utente, userId))
    .leftJoin(
      consents,
      and(eq(consents.Id_Trattamento, treatments.Id_Trattamento), eq(consents.id_utente, userId)),
    )
    .orderBy(asc(treatments.Id_Trattamento));
  return rows.map((row) => consentAnswer(row, locale));
}

export async function treatmentExists(db: Database, treatmentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: treatments.Id_Trattamento })
    .from(treatments)
    .where(eq(treatments.Id_Trattamento, treatmentId));
  return row !== undefined;
}

/** Sets a consent (one row per person and treatment) and records the change in the history. */
export async function saveConsent(
  db: Database,
  userId: number,
  treatmentId: number,
  given: boolean,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(consents)
      .values({ id_utente: userId, Id_Trattamento: treatmentId, Consenso: given, data_consenso: now })
      .onConflictDoUpdate({
        target: [consents.id_utente, consents.Id_Trattamento],
        set: { Consenso: given, data_consenso: now },
      });
    await tx
      .insert(consentHistory)
      .values({ id_utente: userId, Id_Trattamento: treatmentId, Consenso: given, data_consenso: now });
  });
}

/** The history of a person's consents, oldest first. */
export function consentHistoryOf(db: Database, userId: number) {
  return db
    .select({
      Id_Trattamento: consentHistory.Id_Trattamento,
      Consenso: consentHistory.Consenso,
      data_consenso: consentHistory.data_consenso,
    })
    .from(consentHistory)
    .where(eq(consentHistory.id_utente, userId))
    .orderBy(asc(consentHistory.data_consenso), asc(consentHistory.id));
}

/** Whether the person currently consents to a treatment (never set reads as no). */
export async function hasConsent(db: Database, userId: number, treatmentId: number): Promise<boolean> {
  const [row] = await db
    .select({ given: sql<boolean>`${consents.Consenso}` })
    .from(consents)
    .where(and(eq(consents.id_utente, userId), eq(consents.Id_Trattamento, treatmentId)));
  return row?.given ?? false;
}
