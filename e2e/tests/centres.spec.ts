import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, giulia, marco, signIn, signInThroughApi, test } from './fixtures.ts';
import { header, waitForMail } from './mail-helpers.ts';

const list = (page: Page, name: string) => page.getByRole('region', { name });

test('Giulia filters the three lists of affiliated centres, finds a website link and writes to a lab', async ({
  page,
}) => {
  await signIn(page, giulia.email);
  await page
    .getByRole('navigation', { name: 'Menu principale' })
    .getByRole('link', { name: 'Centri convenzionati' })
    .click();
  await expect(page).toHaveURL(/\/centriConvezionati\/CentriConvezionati$/);
  await expect(page.getByRole('heading', { name: 'Centri convenzionati', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  // Each list has its own search; the others are not filtered by it.
  const filters = [
    {
      name: 'Studi specialistici',
      query: 'borgo',
      kept: 'Studio Specialistico Borgo Fantasia (demo)',
      gone: 'Poliambulatorio Aurora (demo)',
    },
    {
      name: 'Studi radiologici',
      query: 'risonanza',
      kept: 'Diagnostica per Immagini Eliotropio (demo)',
      gone: 'Radiologia Delfino (demo)',
    },
    {
      name: 'Laboratori analisi',
      query: 'IRIS',
      kept: 'Laboratorio Iris (demo)',
      gone: 'Centro Prelievi Lanterna (demo)',
    },
  ];
  for (const { name, query, kept, gone } of filters) {
    const rows = list(page, name).getByRole('row');
    await expect(rows.filter({ hasText: gone })).toBeVisible();
    await list(page, name).getByLabel(`Cerca in ${name}`).fill(query);
    await expect(rows.filter({ hasText: kept })).toBeVisible();
    await expect(rows.filter({ hasText: gone })).toHaveCount(0);
  }
  await expect(list(page, 'Studi radiologici').getByRole('row').filter({ hasText: 'Faro' })).toHaveCount(0);
  await expect(
    list(page, 'Studi specialistici').getByRole('row').filter({ hasText: 'Collina Verde' }),
  ).toHaveCount(0);

  // Row content: address, phone, the table data, and the website as a safe link.
  const iris = list(page, 'Laboratori analisi')
    .getByRole('row')
    .filter({ hasText: 'Laboratorio Iris (demo)' });
  await expect(iris).toContainText('Via Senza Nome 5, 00000 Città di Prova');
  await expect(iris).toContainText('+39 000 000 0302');
  await expect(iris).toContainText('Centro di esempio, non esistente');
  await expect(iris).toContainText('Analisi cliniche, microbiologia');
  const site = iris.getByRole('link', { name: /^Sito di Laboratorio Iris \(demo\)/ });
  await expect(site).toHaveAttribute('href', 'https://example.org/iris');
  await expect(site).toHaveAttribute('target', '_blank');
  await expect(site).toHaveAttribute('rel', 'noopener noreferrer');

  // Write to the lab: subject and text required; the server sends to the lab's stored address.
  await iris.getByRole('button', { name: 'Scrivi a Laboratorio Iris (demo)' }).click();
  const mail = page.getByRole('dialog', { name: 'Scrivi al centro' });
  await expect(mail.getByLabel('A', { exact: true })).toHaveValue('Laboratorio Iris (demo)');
  await expect(mail.getByLabel('Da', { exact: true })).toHaveValue(giulia.email);
  await mail.getByRole('button', { name: 'Inviare' }).click();
  await expect(mail.getByText('Questo campo è obbligatorio!').first()).toBeVisible();
  await expectNoAxeViolations(page);
  const subject = `Orari dei prelievi ${Date.now()}`;
  await mail.getByLabel('Oggetto').fill(subject);
  await mail.getByLabel('Testo').fill('Buongiorno, il sabato serve la prenotazione per il prelievo?');
  await mail.getByRole('button', { name: 'Inviare' }).click();
  await expect(page.getByText('Messaggio inviato').first()).toBeVisible();
  await expect(mail).toBeHidden();

  const delivered = await waitForMail(subject);
  expect(header(delivered, 'To')).toContain('<iris@example.org>');
  expect(header(delivered, 'Reply-To')).toContain(`<${giulia.email}>`);
  expect(delivered).toContain('il sabato serve la prenotazione per il prelievo?');
});

test('Marco reads the centres in English and writes to a radiology studio', async ({ page }) => {
  await signInThroughApi(page, marco.email);
  await page.goto('centriConvezionati/CentriConvezionati');
  await page.getByLabel('Lingua', { exact: true }).selectOption('en');
  await expect(page.getByRole('heading', { name: 'Affiliated centres', level: 1 })).toBeVisible();
  const radiology = list(page, 'Radiology studios');
  await radiology.getByLabel('Search in Radiology studios').fill('faro');
  const faro = radiology.getByRole('row').filter({ hasText: 'Studio Ecografico Faro (demo)' });
  await expect(faro.getByRole('link', { name: /^Website of Studio Ecografico Faro/ })).toHaveAttribute(
    'href',
    'https://example.org/faro',
  );
  await faro.getByRole('button', { name: 'Write to Studio Ecografico Faro (demo)' }).click();
  const mail = page.getByRole('dialog', { name: 'Write to the centre' });
  const subject = `Ultrasound appointment ${Date.now()}`;
  await mail.getByLabel('Subject').fill(subject);
  await mail.getByLabel('Text').fill('Hello, is there a slot next week?');
  await mail.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('success').first()).toBeVisible();
  await expectNoAxeViolations(page);
  const delivered = await waitForMail(subject);
  expect(header(delivered, 'To')).toContain('<faro@example.org>');
  expect(header(delivered, 'Reply-To')).toContain(`<${marco.email}>`);
});
