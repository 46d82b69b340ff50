import { adminOperations } from '@cartella/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiClient } from './api.ts';
import { expect, expectNoAxeViolations, marco, signIn, signInThroughApi, signOut, test } from './fixtures.ts';
import { adminEmail, adminToken, ORIGIN, signInAsAdmin } from './second-factor-helpers.ts';

const admin = { email: adminEmail };

/** A table row of the page's table named `table` that contains `text`. */
function rowOf(page: Page, table: string, text: string) {
  return page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });
}

/**
 * Puts Marco back as the other tests expect him (Base licence, no end date; the Base licence
 * without the test's role), through the API as an admin client, whatever the test reached.
 */
async function restoreMarco(request: APIRequestContext) {
  const admin = apiClient(request, { token: await adminToken() });
  const licences = await admin.call(adminOperations.licenzeList);
  const base = licences.data.find((licence) => licence.descrizione === 'Base');
  if (base === undefined) throw new Error('no Base licence');
  const roles = await admin.call(adminOperations.ruoloLicenza, { body: { data: base.id } });
  const kept = roles.data.filter((role) => role.name !== 'Diario E2E').map((role) => role.id);
  await admin.call(adminOperations.addRuoloLicenza, { body: { id: base.id, data: kept } });
  const users = await admin.call(adminOperations.users, { body: { search: marco.email } });
  const marcoId = users.data.items[0]?.id_utente;
  if (marcoId === undefined) throw new Error('no Marco');
  await admin.call(adminOperations.assignLicence, {
    params: { id: marcoId },
    body: { id_tipo_licenza: base.id, data_scadenza: null },
  });
}

test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({
    baseURL: ORIGIN,
  });
  await restoreMarco(request);
  await request.dispose();
});

test('a patient who types an admin address sees a clear refusal and no admin menu', async ({ page }) => {
  await signIn(page, marco.email);
  await expect(
    page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Amministrazione' }),
  ).toHaveCount(0);
  await page.goto('admin/utenti');
  await expect(page.getByRole('heading', { name: 'Accesso non consentito', level: 1 })).toBeVisible();
  await expect(page.getByText('Questa pagina è riservata agli amministratori.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the admin adds a permission, gives it to a role, the role to a licence, the licence to Marco; Marco sees his section open; the change log shows it', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page
    .getByRole('navigation', { name: 'Menu principale' })
    .getByRole('link', { name: 'Amministrazione' })
    .click();
  await expect(page.getByRole('heading', { name: 'Amministrazione', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  // 1. A new permission; the dialog closes on Annulla, and a name that exists is refused.
  await page.getByRole('link', { name: 'Funzionalità' }).first().click();
  await expect(page.getByRole('heading', { name: 'Funzionalità', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Aggiungi funzionalità' }).click();
  let dialog = page.getByRole('dialog', { name: 'Nuova funzionalità' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Aggiungi funzionalità' }).click();
  await dialog.getByLabel('Nome').fill('admin');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Esiste già una funzionalità con questo nome.').first()).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Nome').fill('esportaDiario');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, 'Funzionalità', 'esportaDiario')).toBeVisible();

  // 2. A role with that permission and the diary's add permission.
  await page.goto('admin/ruoli');
  await page.getByRole('button', { name: 'Aggiungi ruolo' }).click();
  dialog = page.getByRole('dialog', { name: 'Nuovo ruolo' });
  await dialog.getByLabel('Nome').fill('Diario E2E');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Permessi di Diario E2E' }).click();
  dialog = page.getByRole('dialog', { name: 'Permessi di Diario E2E' });
  await dialog.getByRole('checkbox', { name: 'esportaDiario' }).click();
  await dialog.getByRole('checkbox', { name: 'aggiungitaccuino' }).click();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();

  // 3. The role to the Base licence.
  await page.goto('admin/licenze');
  await expect(rowOf(page, 'Licenze', 'Base')).toBeVisible();
  await page.getByRole('button', { name: 'Ruoli di Base' }).click();
  dialog = page.getByRole('dialog', { name: 'Ruoli di Base' });
  await expect(dialog.getByRole('checkbox', { name: 'Paziente Base' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Diario E2E' }).click();
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();
  await expectNoAxeViolations(page);

  // 4. The Base licence to Marco, until the end of 2099.
  await page.goto('admin/utenti');
  await page.getByLabel('Cerca per e-mail o nome').fill('marco');
  await page.getByRole('button', { name: 'Cerca', exact: true }).click();
  await expect(rowOf(page, 'Utenti', marco.email)).toBeVisible();
  await page.getByRole('button', { name: `Assegna licenza a ${marco.email}` }).click();
  dialog = page.getByRole('dialog', { name: `Assegna licenza a ${marco.email}` });
  await dialog.getByRole('combobox', { name: 'Licenza' }).click();
  await page.getByRole('option', { name: 'Base', exact: true }).click();
  const date = dialog.getByLabel('Scadenza');
  await date.fill('31/12/2099');
  await date.blur();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, 'Utenti', marco.email)).toContainText('Base fino al 31/12/2099');
  await expectNoAxeViolations(page);

  // 5. Marco: the diary's add, gated for the Base licence, now opens the new entry.
  await signOut(page);
  await signInThroughApi(page, marco.email);
  await page.goto('Registro/Taccuino');
  await page.getByRole('button', { name: 'Aggiungi voce' }).click();
  await expect(page).toHaveURL(/\/webui\/Registro\/Taccuino\/Nuova$/);

  // 6. The admin reads the change on the change log.
  await signOut(page);
  await signInAsAdmin(page);
  await page.goto('admin/audit');
  await expect(page.getByRole('heading', { name: 'Registro modifiche', level: 1 })).toBeVisible();
  const latest = page.getByRole('table', { name: 'Registro modifiche' }).getByRole('row').nth(1);
  await expect(latest).toContainText('assegnaLicenza');
  await expect(latest).toContainText(admin.email);
  await expect(latest).toContainText('2099-12-31');
  await expect(rowOf(page, 'Registro modifiche', 'addRuoloLicenza').first()).toContainText('Diario E2E');
  await expect(rowOf(page, 'Registro modifiche', 'addPermesso').first()).toContainText('esportaDiario');
  await expectNoAxeViolations(page);

  // 7. Taking the role back from the licence closes Marco's section on his next request.
  await page.goto('admin/licenze');
  await page.getByRole('button', { name: 'Ruoli di Base' }).click();
  dialog = page.getByRole('dialog', { name: 'Ruoli di Base' });
  await dialog.getByRole('checkbox', { name: 'Diario E2E' }).click();
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden();
  await signOut(page);
  await signInThroughApi(page, marco.email);
  await page.goto('Registro/Taccuino');
  await page.getByRole('button', { name: 'Aggiungi voce' }).click();
  const gate = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(gate.getByRole('button', { name: 'Iscriviti' })).toBeVisible();
});

test('the admin pages in English', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByLabel('Lingua', { exact: true }).selectOption('en');
  // The choice is stored once the English texts have loaded.
  await expect(page.getByRole('region', { name: 'Personal data' })).toBeVisible();
  await page.goto('admin/admin');
  await expect(page.getByRole('heading', { name: 'Administration', level: 1 })).toBeVisible();
  for (const [path, heading] of [
    ['admin/funzionalita', 'Permissions'],
    ['admin/ruoli', 'Roles'],
    ['admin/licenze', 'Licences'],
    ['admin/utenti', 'Users'],
    ['admin/audit', 'Change log'],
    ['admin/centri', 'Affiliated centres'],
    ['admin/indagini', 'Investigation catalogue'],
    ['admin/vaccini', 'Vaccine catalogue'],
    ['admin/linkRiferimento', 'Reference links'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
