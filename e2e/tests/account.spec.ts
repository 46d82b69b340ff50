import { readFile } from 'node:fs/promises';
import { expect, expectNoAxeViolations, giulia, marco, signInThroughApi, test } from './fixtures.ts';

test('Marco opens his consents from the account page, gives and refuses the retention consent and sees the date', async ({
  page,
}) => {
  await signInThroughApi(page, marco.email);
  await page.goto('account');
  await page.getByRole('link', { name: 'Consensi' }).click();
  await expect(page.getByRole('heading', { name: 'Consensi', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  // Treatment 14, the processing the service needs, is given and cannot be switched off.
  const service = page.getByRole('switch', { name: 'Gestione della cartella clinica personale' });
  await expect(service).toBeChecked();
  await expect(service).toBeDisabled();

  const retention = page.getByRole('switch', {
    name: "Conservazione dei dati dopo la cancellazione dell'account",
  });
  await expect(retention).not.toBeChecked();
  await expect(page.getByTestId('consent-date-15')).toHaveText('Mai espresso');

  await retention.click();
  await expect(page.getByText('Operazione completata con successo').first()).toBeVisible();
  await expect(retention).toBeChecked();
  // Day first with the full year, as every date of the Italian page.
  const today = new Intl.DateTimeFormat('it-IT', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Rome',
  }).format(new Date());
  await expect(page.getByTestId('consent-date-15')).toContainText(today);

  // The choice survives a reload; refusing works the same way.
  await page.reload();
  await expect(retention).toBeChecked();
  await retention.click();
  await expect(retention).not.toBeChecked();
  await expect(page.getByTestId('consent-date-15')).toContainText(today);
  await expectNoAxeViolations(page);
});

test('the account page says who is signed in and what each of its screens holds, with the deletion set apart', async ({
  page,
}) => {
  await signInThroughApi(page, marco.email);
  await page.goto('account');
  await expect(
    page.getByText("Hai effettuato l'accesso come Marco Rossi (marco.rossi@example.org)."),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Consensi' })).toHaveAccessibleDescription(
    'Per quali scopi possono essere trattati i tuoi dati; puoi cambiare idea quando vuoi.',
  );
  await expect(page.getByRole('link', { name: 'Registro accessi' })).toHaveAccessibleDescription(
    'Quando e da quale dispositivo è stato usato il tuo account.',
  );
  const deletion = page.getByRole('region', { name: "Eliminare l'account" });
  await expect(deletion.getByRole('button', { name: 'Elimina Account' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('Giulia downloads her data from the account page: a ZIP with the FHIR summary, the PDFs and a README', async ({
  page,
}) => {
  await signInThroughApi(page, giulia.email);
  await page.goto('account');
  const data = page.getByRole('region', { name: 'I tuoi dati' });
  const downloading = page.waitForEvent('download');
  await data.getByRole('button', { name: 'Scarica i tuoi dati' }).click();
  const archive = await downloading;
  expect(archive.suggestedFilename()).toMatch(/^Cartella_\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = await readFile(await archive.path());
  // A ZIP starts with a local file header; entry names are stored as they are.
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  const text = bytes.toString('latin1');
  for (const name of [
    'LEGGIMI-README.txt',
    'fhir/Fhir_Giulia_Bianchi_',
    'report/Report.pdf',
    'report/Emergenza.pdf',
  ])
    expect(text).toContain(name);
  await expect(data.getByText('Archivio scaricato.')).toBeVisible();
  await expectNoAxeViolations(page);
});
