import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { medicalSpecialtyTags } from '../schemas/doctors.ts';

/**
 * The medical specialties a patient in Italy meets (the names of the specialist schools and of the
 * outpatient clinics of the national health service), offered as the tags of visibility Parziale.
 */
const medicalSpecialties = [
  'Allergologia',
  'Anestesiologia',
  'Angiologia',
  'Cardiologia',
  'Chirurgia generale',
  'Dermatologia',
  'Diabetologia',
  'Ematologia',
  'Endocrinologia',
  'Gastroenterologia',
  'Geriatria',
  'Ginecologia e ostetricia',
  'Malattie infettive',
  'Medicina generale',
  'Medicina interna',
  'Nefrologia',
  'Neurologia',
  'Oculistica',
  'Odontoiatria',
  'Oncologia',
  'Ortopedia',
  'Otorinolaringoiatria',
  'Pediatria',
  'Pneumologia',
  'Psichiatria',
  'Psicologia',
  'Radiologia',
  'Reumatologia',
  'Urologia',
] as const;

/**
 * Specialty tags (inserted when missing), and each care provider's tag from its specialization
 * when the names match: every start may add, none removes.
 */
export async function seedDoctors(db: Database): Promise<void> {
  await db
    .insert(medicalSpecialtyTags)
    .values(medicalSpecialties.map((tag) => ({ tag })))
    .onConflictDoNothing();
  await db.execute(sql`insert into careprovider_tags (id_careprovider, id_tag)
    select cp.id_careprovider, t.id from careproviders cp
    join tag_medical_specialties t on lower(t.tag) = lower(cp.specializzation)
    on conflict do nothing`);
}
