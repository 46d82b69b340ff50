import { medicalSpecialtyNames } from '@cartella/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { medicalSpecialtyTags } from '../schemas/doctors.ts';

/**
 * Specialty tags (the domain's medicalSpecialtyNames, inserted when missing), and each care
 * provider's tag from its specialization when the names match: every start may add, none removes.
 */
export async function seedDoctors(db: Database): Promise<void> {
  await db
    .insert(medicalSpecialtyTags)
    .values(Object.keys(medicalSpecialtyNames).map((tag) => ({ tag })))
    .onConflictDoNothing();
  await db.execute(sql`insert into careprovider_tags (id_careprovider, id_tag)
    select cp.id_careprovider, t.id from careproviders cp
    join tag_medical_specialties t on lower(t.tag) = lower(cp.specializzation)
    on conflict do nothing`);
}
