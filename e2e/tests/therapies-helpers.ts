import { expect, type Page } from '@playwright/test';

/** The signed-in session the web keeps in local storage (spec 000 section 7: bearer token). */
export async function sessionOf(page: Page) {
  return page.evaluate(() => {
    const user = JSON.parse(localStorage.getItem('user') ?? '{}') as {
      id_paziente: number;
      id_utente: number;
    };
    return {
      token: localStorage.getItem('token') ?? '',
      patientId: user.id_paziente,
      userId: user.id_utente,
    };
  });
}

/** Adds an ongoing therapy through the API (the modal itself is covered by the first test). */
export async function addOngoingTherapy(page: Page, drugId: string) {
  const { token, patientId } = await sessionOf(page);
  const response = await page.request.post('/api/farmaci', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
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
  expect(response.status()).toBe(200);
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
