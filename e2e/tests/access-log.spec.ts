import { ApiError, userOperations } from '@cartella/contract';
import { apiClient } from './api.ts';
import { DEMO_PASSWORD, expect, expectNoAxeViolations, giulia, signInWithForm, test } from './fixtures.ts';
import { serverOrigin } from './servers.ts';

test.describe('The access log', () => {
  test('shows the patient her own sign-ins, a failed attempt included, ten per page', async ({
    page,
    request,
  }) => {
    // Eleven sign-ins through the API make sure there is a second page; then one failure.
    const api = apiClient(request, { baseUrl: serverOrigin() });
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const answer = await api.call(userOperations.login, {
        body: { email: giulia.email, password: DEMO_PASSWORD },
      });
      expect(answer.success).toBeDefined();
    }
    // A client that names no browser or system: the log says the device is unknown.
    const curl = apiClient(request, { baseUrl: serverOrigin(), headers: { 'user-agent': 'curl/8.5.0' } });
    const failed = await curl
      .call(userOperations.login, { body: { email: giulia.email, password: 'not-her-password' } })
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ApiError);
    expect(failed).toMatchObject({ status: 401, code: 'wrong_credentials' });

    // Through the form: the newest row is this browser's sign-in, named by the browser's own names.
    await signInWithForm(page, giulia.email);
    await page.getByRole('link', { name: 'Account' }).click();
    await page.getByRole('link', { name: 'Registro accessi' }).click();
    await expect(page.getByRole('heading', { name: 'Registro accessi', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Accessi al tuo account' });
    // A header row and ten sign-ins: the newest is this sign-in, the one before it the failure.
    await expect(table.getByRole('row')).toHaveCount(11);
    await expect(table.getByRole('row').nth(1)).toContainText('Riuscito');
    await expect(table.getByRole('row').nth(2)).toContainText('Non riuscito');
    // The browser is named by its own names; the API client, which gives none, is worded.
    await expect(table.getByRole('row').nth(1)).toContainText(/Chrome \d+ · \w+/);
    await expect(table.getByRole('row').nth(2)).toContainText('Dispositivo sconosciuto');
    await expect(page.getByText(/Pagina 1 di \d+/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Successiva' }).click();
    await expect(page.getByText(/Pagina 2 di \d+/)).toBeVisible();

    // In English no Italian word is left in the device column.
    await page.getByLabel('Lingua').first().selectOption('en');
    await page.getByRole('button', { name: 'Previous' }).click();
    const english = page.getByRole('table', { name: 'Sign-ins to your account' });
    await expect(english.getByRole('row').nth(2)).toContainText('Unknown device');
    await expect(english).not.toContainText('sconosciuto');
    await expect(english).not.toContainText(' su ');
  });
});
