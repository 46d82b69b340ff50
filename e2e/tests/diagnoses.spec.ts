import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, giulia, marco, signInThroughApi, test } from './fixtures.ts';
import { choose } from './therapies-helpers.ts';

test('Giulia adds a suspected diagnosis, moves it to Confermate, changes its confidentiality and deletes it', async ({
  page,
}) => {
  await signInThroughApi(page, giulia.email);
  await page.goto('Registro/Diagnosi');
  await expect(page.getByRole('heading', { name: 'Diagnosi', level: 1 })).toBeVisible();
  for (const group of ['Confermate', 'Escluse', 'Sospette']) {
    await expect(page.getByRole('heading', { name: group })).toBeVisible();
  }
  // The seeds: her penicillin allergy is confirmed, migraine suspected.
  const confirmed = page.getByRole('table', { name: 'Confermate' });
  const suspected = page.getByRole('table', { name: 'Sospette' });
  await expect(confirmed.getByRole('row').filter({ hasText: 'Allergia alla penicillina' })).toBeVisible();
  await expect(suspected.getByRole('row').filter({ hasText: 'Emicrania' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Add: type and text are required, and a Diagnosi's doctor; the patient's own name cannot be chosen.
  await page.getByRole('button', { name: 'Aggiungi a Sospette' }).click();
  const modal = page.getByRole('dialog', { name: 'Nuova diagnosi' });
  await modal.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(modal.getByText('Questo campo è obbligatorio!')).toHaveCount(2);
  await choose(page, 'Tipo', 'Diagnosi');
  await modal.getByLabel('Diagnosi', { exact: true }).fill('Reflusso gastroesofageo');
  await modal.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(modal.getByText('Questo campo è obbligatorio!')).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Medico' }).click();
  await expect(page.getByRole('option', { name: giulia.name })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('option', { name: 'Nuovo medico…' }).click();
  await modal.getByLabel('Altro Medico').fill('Dott. Bruno Sala');
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Dati salvati con successo!').first()).toBeVisible();
  const row = suspected.getByRole('row').filter({ hasText: 'Reflusso gastroesofageo' });
  await expect(row.getByRole('cell', { name: 'Dott. Bruno Sala' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Diagnosi', exact: true })).toBeVisible();

  // Edit: 'Modifica la diagnosi' with one of her doctors instead.
  await row.getByRole('button', { name: 'Modifica Reflusso gastroesofageo' }).click();
  const edit = page.getByRole('dialog', { name: 'Modifica la diagnosi' });
  await expect(edit.getByLabel('Altro Medico')).toHaveValue('Dott. Bruno Sala');
  await choose(page, 'Medico', 'Dott.ssa Laura Neri (Medicina generale)');
  await expect(edit.getByLabel('Altro Medico')).toBeHidden();
  await edit.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(row.getByRole('cell', { name: 'Dott.ssa Laura Neri' })).toBeVisible();

  // Move: 'Vuoi spostare la diagnosi?' offers Confermate and Escluse only.
  await row.getByRole('button', { name: 'Sposta Reflusso gastroesofageo' }).click();
  const move = page.getByRole('dialog', { name: 'Vuoi spostare la diagnosi?' });
  await expect(move.getByRole('radio')).toHaveCount(2);
  await expect(move.getByRole('radio', { name: 'Sospette' })).toHaveCount(0);
  await move.getByRole('radio', { name: 'Confermate' }).check();
  await expectNoAxeViolations(page);
  await move.getByRole('button', { name: 'Sposta', exact: true }).click();
  const moved = confirmed.getByRole('row').filter({ hasText: 'Reflusso gastroesofageo' });
  await expect(moved).toBeVisible();
  await expect(suspected.getByRole('row').filter({ hasText: 'Reflusso gastroesofageo' })).toHaveCount(0);
  // A confirmed diagnosis does not move again.
  await expect(moved.getByRole('button', { name: 'Sposta Reflusso gastroesofageo' })).toHaveCount(0);

  // Lock: the confidentiality level from the server's list.
  await moved.getByRole('button', { name: 'Confidenzialità di Reflusso gastroesofageo' }).click();
  const lock = page.getByRole('dialog', { name: 'Confidenzialità' });
  await lock.getByRole('radio', { name: 'Normale' }).check();
  await lock.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(lock).toBeHidden();
  await moved.getByRole('button', { name: 'Confidenzialità di Reflusso gastroesofageo' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Confidenzialità' }).getByRole('radio', { name: 'Normale' }),
  ).toBeChecked();
  await page
    .getByRole('dialog', { name: 'Confidenzialità' })
    .getByRole('button', { name: 'Annulla' })
    .click();

  // Delete: 'Rimuovere la diagnosi?'.
  await moved.getByRole('button', { name: 'Elimina Reflusso gastroesofageo' }).click();
  await page
    .getByRole('alertdialog', { name: 'Rimuovere la diagnosi?' })
    .getByRole('button', { name: 'Elimina' })
    .click();
  await expect(page.getByRole('row').filter({ hasText: 'Reflusso gastroesofageo' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: 'Reflusso gastroesofageo' })).toHaveCount(0);
});

test('A group folds under its heading and keeps its add button', async ({ page }) => {
  await signInThroughApi(page, giulia.email);
  await page.goto('Registro/Diagnosi');
  const toggle = page.getByRole('button', { name: 'Escluse', exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // Giulia has no excluded diagnosis: the open group says so.
  await expect(page.getByText('Nessuna diagnosi in questo gruppo')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Aggiungi a Escluse' })).toBeVisible();
  await toggle.click();
  await expect(page.getByText('Nessuna diagnosi in questo gruppo')).toBeVisible();
});

test('Giulia adds an allergy with the keyboard only', async ({ page }) => {
  await signInThroughApi(page, giulia.email);
  await page.goto('Registro/Diagnosi');
  await page.getByRole('button', { name: 'Aggiungi a Confermate' }).focus();
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Nuova diagnosi' });
  await expect(modal).toBeVisible();
  const type = modal.getByRole('combobox', { name: 'Tipo' });
  await type.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Allergia' }).focus();
  await page.keyboard.press('Enter');
  await expect(type).toHaveText(/Allergia/);
  // The list closes and gives the focus back to its button a moment after the choice shows: a Tab
  // before that is the list's own, and the name typed next reopened it (CI, 2026-11-29).
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(type).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Allergia al lattice');
  // An allergy asks what it is to: the list search, then free text.
  await page.keyboard.press('Tab');
  await expect(modal.getByRole('combobox', { name: 'Sostanza, classe o farmaco' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('lattice');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Dott. Andrea Galli (Cardiologia)' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(modal.getByRole('combobox', { name: 'Medico' })).toBeFocused();
  await modal.getByRole('button', { name: 'Salva', exact: true }).focus();
  await page.keyboard.press('Enter');
  const row = page
    .getByRole('table', { name: 'Confermate' })
    .getByRole('row')
    .filter({ hasText: 'Allergia al lattice' });
  await expect(row.getByRole('cell', { name: 'Dott. Andrea Galli' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Allergia', exact: true })).toBeVisible();
  await expect(row).toContainText('Testo libero: lattice');
  // Clean up: other specs share this database.
  await row.getByRole('button', { name: 'Elimina Allergia al lattice' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Elimina' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row').filter({ hasText: 'Allergia al lattice' })).toHaveCount(0);
});

test('Marco, on the basic licence, may not choose a Diagnosi, and gets the subscription dialog editing one', async ({
  page,
}) => {
  await signInThroughApi(page, marco.email);
  await page.goto('Registro/Diagnosi');
  await page.getByRole('button', { name: 'Aggiungi a Sospette' }).click();
  const modal = page.getByRole('dialog', { name: 'Nuova diagnosi' });
  await expect(modal.getByText(/Il tuo piano comprende allergie e intolleranze/)).toBeVisible();
  await modal.getByRole('combobox', { name: 'Tipo' }).click();
  await expect(page.getByRole('option', { name: 'Diagnosi', exact: true })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.keyboard.press('Escape');
  await modal.getByRole('button', { name: 'Annulla' }).click();
  await expect(modal).toBeHidden();
  await page.getByRole('button', { name: 'Modifica Ipertensione arteriosa' }).click();
  await expect(page.getByText('Questa sezione non è prevista nella tua sottoscrizione')).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByRole('dialog', { name: 'Modifica la diagnosi' })).toHaveCount(0);
});

const marcoAllergyTexts = {
  it: {
    add: 'Aggiungi a Confermate',
    dialog: 'Nuova diagnosi',
    type: 'Tipo',
    allergy: 'Allergia',
    text: 'Diagnosi',
    name: "Allergia all'aspirina",
    target: 'Sostanza, classe o farmaco',
    option: /^Acido acetilsalicilico \(Principio attivo · trovato come Aspirina\)/,
    doctor: 'Medico',
    reportedByMe: 'Segnalata da me',
    save: 'Salva',
    saved: 'Dati salvati con successo!',
    group: 'Confermate',
    targetShown: 'Principio attivo: Acido acetilsalicilico',
    summary: 'Allergie e intolleranze',
    delete: "Elimina Allergia all'aspirina",
    confirmDelete: 'Rimuovere la diagnosi?',
    deleteButton: 'Elimina',
  },
  en: {
    add: 'Add to Confirmed',
    dialog: 'New diagnosis',
    type: 'Type',
    allergy: 'Allergy',
    text: 'Diagnosis',
    name: 'Aspirin allergy',
    target: 'Substance, class or drug',
    option: /^Acido acetilsalicilico \(Active ingredient · found as Aspirina\)/,
    doctor: 'Doctor',
    reportedByMe: 'Reported by me',
    save: 'Save',
    saved: 'Data saved successfully!',
    group: 'Confirmed',
    targetShown: 'Active ingredient: Acido acetilsalicilico',
    summary: 'Allergies and intolerances',
    delete: 'Delete Aspirin allergy',
    confirmDelete: 'Remove the diagnosis?',
    deleteButton: 'Delete',
  },
} as const;

for (const language of ['it', 'en'] as const) {
  const text = marcoAllergyTexts[language];

  test(`Marco, on the basic licence, adds an aspirin allergy he reports himself, found as "aspirina" (${language})`, async ({
    page,
  }) => {
    await signInThroughApi(page, marco.email);
    await page.goto('Registro/Diagnosi');
    if (language === 'en') {
      await page.evaluate(() => localStorage.setItem('lang', 'en'));
      await page.reload();
    }
    await page.getByRole('button', { name: text.add }).click();
    const modal = page.getByRole('dialog', { name: text.dialog });
    await modal.getByRole('combobox', { name: text.type }).click();
    await page.getByRole('option', { name: text.allergy, exact: true }).click();
    await modal.getByLabel(text.text, { exact: true }).fill(text.name);
    // "aspirina" is a brand: the active ingredient it stands for comes first.
    await modal.getByRole('combobox', { name: text.target }).fill('aspirina');
    await expect(page.getByRole('option').first()).toHaveAccessibleName(text.option);
    await page.getByRole('option', { name: text.option }).click();
    // No doctor: the patient reports it.
    await expect(modal.getByRole('combobox', { name: text.doctor })).toHaveText(
      new RegExp(text.reportedByMe),
    );
    await expectNoAxeViolations(page);
    await modal.getByRole('button', { name: text.save, exact: true }).click();
    await expect(page.getByText(text.saved).first()).toBeVisible();
    await expect(modal).toBeHidden();

    const row = page.getByRole('table', { name: text.group }).getByRole('row').filter({ hasText: text.name });
    await expect(row.getByRole('cell', { name: text.reportedByMe })).toBeVisible();
    await expect(row).toContainText(text.targetShown);
    await expect(page.getByRole('listitem').filter({ hasText: text.name }).first()).toBeVisible();
    await expect(page.getByText(text.summary, { exact: true })).toBeVisible();

    // Clean up: other specs share this database.
    await row.getByRole('button', { name: text.delete }).click();
    await page
      .getByRole('alertdialog', { name: text.confirmDelete })
      .getByRole('button', { name: text.deleteButton })
      .click();
    await expect(page.getByRole('row').filter({ hasText: text.name })).toHaveCount(0);
  });
}

/** Picks a drug in the therapy modal; an interaction warning, if any, is accepted to reach the allergy check. */
async function chooseDrugPastInteractions(page: Page, text: string, name: string) {
  await page.getByRole('combobox', { name: 'Farmaco' }).fill(text);
  await page
    .getByRole('option', { name: new RegExp(`^${name}`) })
    .first()
    .click();
  const warning = page.getByRole('alertdialog', { name: /Interazioni tra farmaci|Allergie e intolleranze/ });
  await expect(warning).toBeVisible();
  if ((await warning.getByText('Interazioni tra farmaci').count()) > 0) {
    await warning.getByRole('button', { name: 'Continua' }).click();
  }
  return page.getByRole('alertdialog', { name: 'Allergie e intolleranze' });
}

test('Giulia records an allergy to ibuprofen and is warned when adding it, as for amoxicillin (penicillins)', async ({
  page,
}) => {
  await signInThroughApi(page, giulia.email);
  await page.goto('Registro/Diagnosi');
  // The record shows her allergies first.
  await expect(page.getByText('Allergie e intolleranze', { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Allergia alla penicillina' })).toBeVisible();

  await page.getByRole('button', { name: 'Aggiungi a Confermate' }).click();
  const modal = page.getByRole('dialog', { name: 'Nuova diagnosi' });
  await choose(page, 'Tipo', 'Allergia');
  await modal.getByLabel('Diagnosi', { exact: true }).fill("Allergia all'ibuprofene");
  await modal.getByRole('combobox', { name: 'Sostanza, classe o farmaco' }).fill('ibuprofene');
  await page
    .getByRole('option', { name: /^Ibuprofene \(Principio attivo\)/ })
    .first()
    .click();
  await choose(page, 'Medico', 'Dott.ssa Laura Neri (Medicina generale)');
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: 'Salva', exact: true }).click();
  const row = page
    .getByRole('table', { name: 'Confermate' })
    .getByRole('row')
    .filter({ hasText: "Allergia all'ibuprofene" });
  await expect(row).toContainText('Principio attivo: Ibuprofene');

  await page.goto('Registro/Farmaci');
  await page.getByRole('button', { name: 'Aggiungi a Terapie in Corso' }).click();
  const ibuprofen = await chooseDrugPastInteractions(page, 'brufen', 'BRUFEN');
  await expect(ibuprofen.getByText("Allergia all'ibuprofene (Ibuprofene)")).toBeVisible();
  await expect(ibuprofen.getByText('Vuoi continuare comunque?')).toBeVisible();
  await expectNoAxeViolations(page);
  await ibuprofen.getByRole('button', { name: 'Annulla' }).click();
  await expect(page.getByRole('combobox', { name: 'Farmaco' })).toHaveValue('');

  const amoxicillin = await chooseDrugPastInteractions(page, 'zimox', 'ZIMOX');
  await expect(
    amoxicillin.getByText('Allergia alla penicillina (ANTIBATTERICI BETA-LATTAMICI, PENICILLINE)'),
  ).toBeVisible();
  await amoxicillin.getByRole('button', { name: 'Annulla' }).click();
  await page.getByRole('dialog', { name: 'Nuova terapia' }).getByRole('button', { name: 'Annulla' }).click();

  // Clean up: other specs share this database.
  await page.goto('Registro/Diagnosi');
  await page.getByRole('button', { name: "Elimina Allergia all'ibuprofene" }).click();
  await page
    .getByRole('alertdialog', { name: 'Rimuovere la diagnosi?' })
    .getByRole('button', { name: 'Elimina' })
    .click();
  await expect(page.getByRole('row').filter({ hasText: "Allergia all'ibuprofene" })).toHaveCount(0);
});

test("the record page shows Giulia's allergies first and links to the diagnoses page", async ({ page }) => {
  await signInThroughApi(page, giulia.email);
  await page.goto('Registro/SchedaPaziente');
  const notice = page.getByRole('region', { name: 'Allergie e intolleranze' });
  await expect(notice.getByText('Allergia alla penicillina')).toBeVisible();
  await expectNoAxeViolations(page);
  await notice.getByRole('link', { name: 'Diagnosi e allergie' }).click();
  await expect(page.getByRole('heading', { name: 'Diagnosi', level: 1 })).toBeVisible();
});
