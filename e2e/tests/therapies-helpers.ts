import { therapyOperations, userOperations } from '@cartella/contract';
import type { Page } from '@playwright/test';
import { apiClient } from './api.ts';

/**
 * The signed-in user, asked of the API with the page's session cookie (page.request shares the
 * browser context's cookies; the web keeps nothing of the session in storage).
 */
export async function sessionOf(page: Page) {
  const { user } = (await apiClient(page.request).call(userOperations.session)).success;
  if (user.id_paziente === null) throw new Error(`${user.email} has no patient record`);
  return { patientId: user.id_paziente, userId: user.id_utente };
}

/** Adds an ongoing therapy through the API (the modal itself is covered by the first test). */
export async function addOngoingTherapy(page: Page, drugId: string) {
  const { patientId } = await sessionOf(page);
  // A cookie-authenticated write must name our own origin, as the browser's fetch does.
  const api = apiClient(page.request, { origin: new URL(page.url()).origin });
  await api.call(therapyOperations.save, {
    body: {
      status: 'add',
      id_terapie: 0,
      id_paziente: patientId,
      tipo_terapia: 1,
      id_farmaco_codifa: drugId,
      prescrittore: 'Dott.ssa Neri',
      id_prescrittore: null,
      quantita_farmaceutica: '1 compressa',
      frequenza_farmaceutica: 'al mattino',
      data_inizio: '2026-02-01',
      data_fine: null,
      id_diagnosi: null,
      note: null,
      id_livello_confidenzialita: 6,
    },
  });
}

export async function fillDate(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(value);
  await field.blur();
}

export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export async function answer(page: Page, question: string, value: 'Sì' | 'No') {
  await page
    .getByRole('radiogroup', { name: question })
    .getByRole('radio', { name: value, exact: true })
    .click();
}
