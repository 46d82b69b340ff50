import { DEMO_PASSWORD, expect, expectNoAxeViolations, marco, signInThroughApi, test } from './fixtures.ts';

// Runs in its own project, after every other test (Marco's base licence is what the others expect).
test('Marco reads the contract to the end, accepts, pays through the local PayPal server, and the diary opens for him', async ({
  page,
}) => {
  await signInThroughApi(page, marco.email);
  await page.goto('Registro/Paypal');
  await expect(page.getByRole('heading', { name: 'Sottoscrizioni', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Completa: 5,00\s€ \/ 1 mese/ })).toBeVisible();
  // The server's PayPal is the demonstration's stand-in, and the page says so (issue #37).
  await expect(page.getByRole('note').filter({ hasText: 'Nessun pagamento è reale' })).toBeVisible();
  const accept = page.getByRole('checkbox', { name: 'Accetto il contratto: Completa' });
  await expect(page.getByText('Leggi il contratto fino in fondo: poi potrai accettarlo.')).toBeVisible();
  await expect(accept).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Paga con PayPal' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const contract = page.getByRole('region', { name: 'Contratto: Completa' });
  await contract.evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });
  await expect(accept).toBeEnabled();
  await accept.click();
  await page.getByRole('button', { name: 'Paga con PayPal' }).click();

  // The local PayPal's approval page, then back to Cartella, which checks the subscription with PayPal.
  await page.getByRole('button', { name: 'Approva e paga' }).click();
  await expect(page.getByText('Sottoscrizione attivata').first()).toBeVisible();
  const table = page.getByRole('table', { name: 'Sottoscrizioni attive' });
  await expect(table.getByRole('row').filter({ hasText: 'Completa' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('Registro/Taccuino');
  await page.getByRole('button', { name: 'Aggiungi voce' }).click();
  await expect(page).toHaveURL(/\/webui\/Registro\/Taccuino\/Nuova$/);

  // Cancelling turns renewal off and keeps the licence until its expiry.
  await page.goto('Registro/Paypal');
  await page.getByRole('button', { name: 'Annulla sottoscrizione' }).click();
  await expect(table.getByRole('cell', { name: 'Rinnovo annullato', exact: true })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Completa' })).toBeVisible();
});

// Runs in its own project, after every other test of the run (playwright.config.ts): Marco is gone after it.
test('Marco deletes his account from the account page after cancelling once, with his password, and can no longer sign in', async ({
  page,
}) => {
  await signInThroughApi(page, marco.email);
  await page.goto('account');
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Elimina Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vuoi eliminare il tuo account?' });
  await expect(dialog.getByText(/Verranno rimossi tutti i riferimenti alla tua persona/)).toBeVisible();
  await expect(dialog.getByText(/conservati in forma pseudonimizzata per un anno/)).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/webui\/account$/);

  // Issue #34 T4: the session alone does not delete the account; a wrong password keeps what was typed.
  await page.getByRole('button', { name: 'Elimina Account' }).click();
  const password = dialog.getByLabel('Password attuale', { exact: true });
  await password.fill('Sbagliata-123!');
  await dialog.getByRole('button', { name: 'Prosegui' }).click();
  await expect(dialog.getByText('La password attuale non è corretta.')).toBeVisible();
  await expect(password).toHaveValue('Sbagliata-123!');
  await expect(page).toHaveURL(/\/webui\/account$/);

  await password.fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Prosegui' }).click();
  await expect(page).toHaveURL(/\/webui\/login/);
  // The address changes before the login page replaces the account page: wait for its button.
  await expect(page.getByRole('button', { name: 'Accedi', exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Account eliminato' })).toBeVisible();

  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(marco.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /e-mail|password/i })
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/webui\/login/);
});
