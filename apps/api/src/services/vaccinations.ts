import type { VaccinationItem, Vaccine } from '@cartella/domain';
import type { vaccinations, vaccines } from '../db/schemas/vaccinations.ts';
import { storedConfidentiality } from '../lib/stored-codes.ts';

type VaccineRow = typeof vaccines.$inferSelect;
type VaccinationRow = typeof vaccinations.$inferSelect;

/** A catalogue row as the API answers it: the antigens and pack codes as lists. */
export function vaccineAnswer(row: VaccineRow): Vaccine {
  return {
    id_vaccino: row.id_vaccino,
    descrizione_breve: row.descrizione_breve,
    codice_atc: row.codice_atc,
    antigeni: row.antigeni === '' ? [] : row.antigeni.split('|'),
    tipo: row.tipo,
    titolare: row.titolare,
    aic_confezioni: row.aic_confezioni === '' ? [] : row.aic_confezioni.split(';'),
  };
}

function storedRecall(value: number): 1 | 2 | 3 {
  if (value === 1 || value === 2 || value === 3) return value;
  throw new Error('stored recall number out of range');
}

/** A vaccination with its vaccine, as the API answers it. */
export function vaccinationAnswer(row: {
  vaccination: VaccinationRow;
  vaccine: VaccineRow;
}): VaccinationItem {
  const { vaccination } = row;
  return {
    id_vaccinazione: vaccination.id_vaccinazione,
    id_paziente: vaccination.id_paziente,
    author_id: vaccination.author_id,
    id_vaccino: vaccination.id_vaccino,
    vaccinidetails: vaccineAnswer(row.vaccine),
    vaccinazione_data: vaccination.vaccinazione_data,
    vaccinazione_reazioni: vaccination.vaccinazione_reazioni,
    vaccinazione_richiamo: storedRecall(vaccination.vaccinazione_richiamo),
    id_livello_confidenzialita: storedConfidentiality(vaccination.id_livello_confidenzialita),
    deleted_at: vaccination.deleted_at?.toISOString() ?? null,
  };
}
