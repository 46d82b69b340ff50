import { expect, expectNoAxeViolations, giulia, test } from './fixtures.ts';
import {
  expectNoHorizontalOverflow,
  italian,
  italianLeftovers,
  phone,
  signInOnPhone,
  switchToEnglishOnPhone,
} from './phone-helpers.ts';

test.use(phone);

test('on a phone, in English, Giulia adds a suspected allergy, moves it to Confirmed and deletes it', async ({
  page,
}) => {
  await signInOnPhone(page, giulia.email);
  await switchToEnglishOnPhone(page);
  await page.goto('Registro/Diagnosi');
  await expect(page.getByRole('heading', { name: 'Diagnoses', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Suspected' }).tap();
  const modal = page.getByRole('dialog', { name: 'New diagnosis' });
  await modal.getByRole('button', { name: 'Save', exact: true }).tap();
  await expect(modal.getByText('This field is required!')).toHaveCount(2);
  await expectNoHorizontalOverflow(page);
  expect(await italianLeftovers(page, italian)).toEqual([]);
  await modal.getByRole('combobox', { name: 'Type' }).tap();
  await page.getByRole('option', { name: 'Allergy', exact: true }).tap();
  await modal.getByLabel('Diagnosis', { exact: true }).fill('Nickel allergy');
  await modal.getByLabel('Or type it yourself').fill('nickel');
  await modal.getByRole('combobox', { name: 'Doctor' }).tap();
  await page.getByRole('option', { name: 'New doctor…' }).tap();
  await modal.getByLabel('Other doctor').fill('Dott. Sala');
  await expectNoHorizontalOverflow(page);
  await modal.getByRole('button', { name: 'Save', exact: true }).tap();
  await expect(modal).toBeHidden();

  // The row (the allergy box at the top lists it too).
  const rowOf = () =>
    page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Delete Nickel allergy' }) });
  const row = rowOf();
  await expect(row).toContainText('Free text: nickel');
  await row.getByRole('button', { name: 'Move Nickel allergy' }).tap();
  const move = page.getByRole('dialog', { name: 'Do you want to move the diagnosis?' });
  await move.getByRole('radio', { name: 'Confirmed' }).check();
  await move.getByRole('button', { name: 'Move', exact: true }).tap();
  await expect(move).toBeHidden();
  await expect(rowOf()).toHaveCount(1);
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  expect(await italianLeftovers(page, italian)).toEqual([]);

  await rowOf().getByRole('button', { name: 'Delete Nickel allergy' }).tap();
  await page
    .getByRole('alertdialog', { name: 'Remove the diagnosis?' })
    .getByRole('button', { name: 'Delete' })
    .tap();
  await expect(page.getByRole('listitem').filter({ hasText: 'Nickel allergy' })).toHaveCount(0);
});

test('on a phone, in English, the vital-sign charts fit and their tables open', async ({ page }) => {
  await signInOnPhone(page, giulia.email);
  await switchToEnglishOnPhone(page);
  await page.goto('Registro/Visite');
  const weight = page.getByRole('figure', { name: 'Weight and body-mass index' });
  await expect(weight.locator('canvas')).toBeVisible();
  // Her seeded weights, summed up with English dates and the decimal dot.
  await expect(weight.getByTestId('chart-summary')).toContainText(
    'Weight: 3 values from 10 Feb 2026 to 12 May 2026; lowest 62.9 kg, highest 64.5 kg; latest 62.9 kg.',
  );
  await weight.getByText('Values as a table: Weight and body-mass index').tap();
  await expect(weight.getByRole('table')).toBeVisible();
  await expect(
    weight
      .getByRole('row')
      .filter({ hasText: '12 May 2026, 11:05' })
      .getByRole('cell', { name: '62.9', exact: true }),
  ).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  expect(await italianLeftovers(page, italian)).toEqual([]);
});
