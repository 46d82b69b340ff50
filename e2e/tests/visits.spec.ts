import { expect, expectNoAxeViolations, giulia, marco, signIn, signInThroughApi, test } from './fixtures.ts';
import { fillDate } from './therapies-helpers.ts';

test('Giulia adds, edits and deletes a visit', async ({ page }) => {
  await signInThroughApi(page, giulia.email);
  await page.goto('Registro/Visite');
  await expect(page.getByRole('heading', { name: 'Visite', level: 1 })).toBeVisible();
  const visits = page.getByRole('table', { name: 'Visite' });
  // The seeded visits, newest first.
  await expect(visits.getByRole('row').nth(1)).toContainText('Controllo a tre mesi');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Aggiungi visita' }).click();
  const modal = page.getByRole('dialog', { name: 'Nuova visita' });
  await modal.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(modal.getByText('Questo campo è obbligatorio!')).toHaveCount(4);
  await fillDate(page, 'Data della visita', '20/11/2026');
  await modal.getByLabel('Motivazione').fill('Dolore al ginocchio');
  await modal.getByLabel('Osservazioni').fill('Lieve versamento');
  await modal.getByLabel('Conclusioni').fill('Riposo e ghiaccio');
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Dati salvati con successo!').first()).toBeVisible();
  const row = visits.getByRole('row').filter({ hasText: 'Dolore al ginocchio' });
  await expect(row.getByRole('cell', { name: '20/11/2026', exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Modifica la visita del 20/11/2026 Dolore al ginocchio' }).click();
  const edit = page.getByRole('dialog', { name: 'Modifica la visita' });
  await expect(edit.getByLabel('Osservazioni')).toHaveValue('Lieve versamento');
  await edit.getByLabel('Conclusioni').fill('Fisioterapia per due settimane');
  await edit.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(row.getByRole('cell', { name: 'Fisioterapia per due settimane', exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Elimina la visita del 20/11/2026 Dolore al ginocchio' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Sei sicuro di cancellare la visita?' });
  await expectNoAxeViolations(page);
  await ask.getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Visita eliminata con successo!').first()).toBeVisible();
  await expect(visits.getByRole('row').filter({ hasText: 'Dolore al ginocchio' })).toHaveCount(0);
});

test('Marco, on the basic licence, gets the subscription dialog when adding or editing a visit', async ({
  page,
}) => {
  await signInThroughApi(page, marco.email);
  await page.goto('Registro/Visite');
  await page.getByRole('button', { name: 'Aggiungi visita' }).click();
  await expect(page.getByText('Questa sezione non è prevista nella tua sottoscrizione')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Annulla' }).click();
  await page
    .getByRole('button', { name: /^Modifica la visita del / })
    .first()
    .click();
  await expect(page.getByText('Questa sezione non è prevista nella tua sottoscrizione')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Modifica la visita' })).toHaveCount(0);
});

test('the footer offers the Diagnosi and Visite guides on their pages', async ({ page, request }) => {
  await signIn(page, giulia.email);
  for (const [path, guide] of [
    ['Registro/Diagnosi', 'Diagnosi.pdf'],
    ['Registro/Visite', 'Visite.pdf'],
  ] as const) {
    await page.goto(path);
    const help = page.getByRole('link', { name: 'Aiuto per questa pagina (PDF)' });
    const href = (await help.getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`${guide}$`));
    const response = await request.get(new URL(href, page.url()).toString());
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
  }
});
