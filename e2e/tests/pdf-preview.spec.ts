import { userOperations } from '@cartella/contract';
import type { Page } from '@playwright/test';
import { apiClient } from './api.ts';
import { expect, expectNoAxeViolations, giulia, signInThroughApi, test } from './fixtures.ts';
import { phone } from './phone-helpers.ts';
import { serverOrigin } from './servers.ts';

/** A small but complete PDF, with no title of its own: a viewer would name it after its address. */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Yesterday in Rome, as the survey date of an upload. */
function yesterday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(
    new Date(Date.now() - 86_400_000),
  );
}

/** Uploads a PDF as the signed-in patient, through the API, as the files page posts it (set-up). */
async function uploadPdf(page: Page, name: string, type: 'kardia' | 'documento'): Promise<void> {
  const { user } = (await apiClient(page.request).call(userOperations.session)).success;
  const metadata = {
    id_paziente: user.id_paziente,
    type,
    data_rilievo: yesterday(),
    file_commento: '',
    tags: [],
    id_livello_confidenzialita: 1,
  };
  const answer = await page.request.post(`${serverOrigin()}/api/files`, {
    headers: { Origin: serverOrigin() },
    multipart: {
      metadata: JSON.stringify(metadata),
      file: { name, mimeType: 'application/pdf', buffer: pdf },
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

const words = {
  it: { view: 'Visualizza', kardia: 'Anteprima Kardia', preview: 'Anteprima di', close: 'Chiudi' },
  en: { view: 'View', kardia: 'Kardia preview', preview: 'Preview of', close: 'Close' },
} as const;

for (const language of ['it', 'en'] as const) {
  const text = words[language];
  test(`a PDF opened for preview is titled with the file's own name, not a random id (${language})`, async ({
    page,
  }) => {
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const recording = `ECG ${stamp}.pdf`;
    const letter = `Lettera ${stamp}.pdf`;
    await signInThroughApi(page, giulia.email);
    await uploadPdf(page, recording, 'kardia');
    await uploadPdf(page, letter, 'documento');
    await page.goto('Registro/File');
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    // Kardia: a new tab, titled with the file's name, the PDF in a frame of the same name.
    await page.getByRole('button', { name: `${text.view} ${recording}` }).click();
    const details = page.getByRole('dialog', { name: recording });
    const popup = page.waitForEvent('popup');
    await details.getByRole('button', { name: text.kardia }).click();
    const tab = await popup;
    await expect(tab).toHaveTitle(recording);
    await expect(tab.locator('html')).toHaveAttribute('lang', language);
    await expect(tab.locator(`iframe[title="${recording}"]`)).toHaveAttribute('src', /^blob:/);
    await tab.close();
    await details.getByRole('button', { name: text.close }).first().click();

    // Any other PDF: inside the app, the dialog and its frame named after the file.
    const previewButton = page.getByRole('button', { name: `${text.preview} ${letter}` });
    await previewButton.click();
    const shown = page.getByRole('dialog', { name: letter });
    await expect(shown.locator(`iframe[title="${letter}"]`)).toHaveAttribute('src', /^blob:/);
    await expectNoAxeViolations(page);
    await shown.getByRole('button', { name: text.close }).first().click();
    await expect(previewButton).toBeFocused();
  });
}

test.describe('on a phone', () => {
  test.use(phone);

  test("a PDF's preview is named after the file at 390 px too", async ({ page }) => {
    const letter = `Referto ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}.pdf`;
    await signInThroughApi(page, giulia.email);
    await uploadPdf(page, letter, 'documento');
    await page.goto('Registro/File');
    await page.getByRole('button', { name: `Anteprima di ${letter}` }).tap();
    const shown = page.getByRole('dialog', { name: letter });
    await expect(shown.locator(`iframe[title="${letter}"]`)).toHaveAttribute('src', /^blob:/);
    await expectNoAxeViolations(page);
  });
});
