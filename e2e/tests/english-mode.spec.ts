import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, giulia, signInThroughApi, test } from './fixtures.ts';

/**
 * Issue #37: a patient who chose English meets no Italian where the text comes from the server
 * (the API answers in the page's language) or from a data file; Italian stays as it was.
 */

/** Switches the page to English with the header's select, as a patient would. */
async function toEnglish(page: Page) {
  await page.getByLabel('Lingua', { exact: true }).first().selectOption('en');
  await expect(page.getByLabel('Language', { exact: true }).first()).toHaveValue('en');
}

test('the recommended vaccinations and their calendar are named in the page language', async ({ page }) => {
  await signInThroughApi(page, giulia.email);
  await page.goto('Registro/Vaccini');
  const italian = page.getByRole('list', { name: 'Vaccinazioni raccomandate' });
  await expect(italian.getByRole('listitem').filter({ hasText: 'dTpa' })).toContainText(
    'Richiamo difterite, tetano, pertosse (dTpa) ogni 10 anni',
  );
  await expect(page.getByText(/Fonte: Ministero della Salute, Piano Nazionale di Prevenzione/)).toBeVisible();

  await toEnglish(page);
  const english = page.getByRole('list', { name: 'Recommended vaccinations' });
  await expect(english.getByRole('listitem').filter({ hasText: 'Tdap' })).toContainText(
    'Diphtheria, tetanus, whooping cough (Tdap) booster every 10 years',
  );
  await expect(english).not.toContainText('Richiamo');
  // English text is no longer marked as Italian for screen readers.
  await expect(english.locator('[lang="it"]')).toHaveCount(0);
  await expect(
    page.getByText(/Source: Italian Ministry of Health, National Vaccine Prevention Plan \(PNPV\) 2023-2025/),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the doctors' specialties are named in the page language", async ({ page }) => {
  await signInThroughApi(page, giulia.email);
  await page.goto('Registro/Dottori');
  const neri = page
    .getByRole('table', { name: 'I tuoi dottori' })
    .getByRole('row')
    .filter({ hasText: 'Dott.ssa Laura Neri' });
  await expect(neri.getByRole('cell', { name: 'Medicina generale' })).toBeVisible();
  const lombardi = page
    .getByRole('table', { name: 'Ricerca dottore' })
    .getByRole('row')
    .filter({ hasText: 'Dott. Davide Lombardi' });
  await expect(lombardi.getByRole('cell', { name: 'Cardiologia' })).toBeVisible();

  await toEnglish(page);
  const yours = page.getByRole('table', { name: 'Your doctors' });
  await expect(
    yours
      .getByRole('row')
      .filter({ hasText: 'Dott.ssa Laura Neri' })
      .getByRole('cell', { name: 'General practice' }),
  ).toBeVisible();
  await expect(yours).not.toContainText('Medicina generale');
  await expect(
    page
      .getByRole('table', { name: 'Find a doctor' })
      .getByRole('row')
      .filter({ hasText: 'Dott. Davide Lombardi' })
      .getByRole('cell', { name: 'Cardiology' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a drug's ATC classes are named in the page language", async ({ page }) => {
  await signInThroughApi(page, giulia.email);
  await page.goto('farmacoDetails/037374055');
  await expect(page.getByText('J01F – MACROLIDI E LINCOSAMIDI')).toBeVisible();
  await expect(page.getByText('J01FA09 – CLARITROMICINA')).toBeVisible();

  await toEnglish(page);
  const path = page.getByRole('region', { name: 'ATC classification' });
  for (const level of [
    'J – General antimicrobials for systemic use',
    'J01 – Antibacterials for systemic use',
    'J01F – Macrolides and lincosamides',
    'J01FA – Macrolides',
    'J01FA09 – Clarithromycin',
  ])
    await expect(path.getByRole('listitem').filter({ hasText: level })).toBeVisible();
  await expect(path).not.toContainText('MACROLIDI');
  await expectNoAxeViolations(page);
});

test('the sources page and the hospital list cite their sources in the page language', async ({ page }) => {
  await signInThroughApi(page, giulia.email);
  await page.goto('fonti');
  await expect(page.getByRole('heading', { name: 'Fonti dei dati', level: 1 })).toBeVisible();
  await expect(
    page.getByText(
      'Fonte: Ministero della Salute – anagrafica strutture di ricovero, via HL7 Italia terminology',
    ),
  ).toBeVisible();

  await toEnglish(page);
  await expect(page.getByRole('heading', { name: 'Data sources', level: 1 })).toBeVisible();
  await expect(
    page.getByText(
      'Source: Ministero della Salute (Italian Ministry of Health) – register of hospitals, via HL7 Italia terminology',
    ),
  ).toBeVisible();
  const main = page.getByRole('main');
  for (const italian of ['Fonte:', 'Fonti:', 'Elenco curato', 'Licenza non indicata', 'stessa licenza'])
    await expect(main).not.toContainText(italian);
  await expectNoAxeViolations(page);

  await page.goto('altro');
  await page.getByRole('button', { name: 'Italian hospitals' }).click();
  await expect(page.getByRole('table', { name: 'Italian hospitals' }).getByRole('row').nth(5)).toBeVisible();
  await expect(
    page.getByText(
      /^Source: Ministero della Salute \(the Italian Ministry of Health\) – register of hospitals/,
    ),
  ).toBeVisible();
  await expect(page.getByText(/anagrafica/)).toHaveCount(0);
  await expectNoAxeViolations(page);
});
