import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { identityOperations } from '@cartella/contract';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiClient } from './api.ts';
import { expect } from './fixtures.ts';
import { serverFolder } from './servers.ts';

/** Where this worker's loopback SMTP server (e2e/start-server.mjs) writes each message it receives. */
const mailDir = serverFolder('mail');

/** Waits for a received message (decoded) that contains every marker, and returns it. */
export async function waitForMail(...markers: string[]): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(() => {
      const files = readdirSync(mailDir).filter((file) => file.endsWith('.eml'));
      found = files
        .map((file) => decoded(readFileSync(join(mailDir, file), 'utf8')))
        .find((mail) => markers.every((marker) => mail.includes(marker)));
      return found !== undefined;
    })
    .toBe(true);
  return found ?? '';
}

export const PASSWORD = 'Lampada-Trombone-73!';
export const NEW_PASSWORD = 'Girasole-Valigia-58?';

/** The text of a raw message with quoted-printable soft breaks and escapes undone. */
function decoded(mail: string): string {
  return mail
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_all, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The first link of a mail to a page of the web app (token included). */
export function linkIn(mail: string, page: string): string {
  const match = mail.match(new RegExp(`https?://[^\\s]+/webui/${page}\\?token=[A-Za-z0-9_-]{43}`));
  if (match === null) throw new Error(`No ${page} link in the mail`);
  return match[0];
}

export function newEmail(name: string): string {
  return `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;
}

/** Registers through the form, reads the mail at the loopback SMTP server and activates the account. */
export async function registerAndActivate(page: Page, email: string): Promise<void> {
  await page.goto('login');
  await page.getByRole('link', { name: 'Registrati' }).click();
  await expect(page.getByRole('heading', { name: 'Registrazione', level: 1 })).toBeVisible();
  await page.getByLabel('Nome', { exact: true }).fill('Chiara');
  await page.getByLabel('Cognome').fill('Esposito');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Conferma password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /Accetto i termini/ }).click();
  await page.getByRole('checkbox', { name: /Acconsento al trattamento/ }).click();
  await page.getByRole('button', { name: 'Registrati' }).click();
  await expect(page.getByText('Controlla la tua e-mail')).toBeVisible();

  const mail = await waitForMail(email, 'Conferma il tuo indirizzo e-mail per Cartella');
  await page.goto(linkIn(mail, 'register/verify'));
  await page.getByRole('button', { name: "Attiva l'account" }).click();
  await expect(page.getByText('il tuo account è attivo')).toBeVisible();
}

/**
 * Makes a patient account through the API, as set-up (registration.spec.ts proves the form):
 * registers, reads the verification mail at the loopback SMTP server and sends its token back.
 */
export async function createAccount(request: APIRequestContext, email: string): Promise<void> {
  // In Italian (the client's default language): the mail waited for below is the Italian one.
  const api = apiClient(request);
  await api.call(identityOperations.register, {
    body: {
      nome: 'Chiara',
      cognome: 'Esposito',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      accetta_termini: true,
      accetta_trattamento: true,
    },
  });
  const mail = await waitForMail(email, 'Conferma il tuo indirizzo e-mail per Cartella');
  const token = new URL(linkIn(mail, 'register/verify')).searchParams.get('token');
  if (token === null) throw new Error('No token in the verification link');
  await api.call(identityOperations.verify, { body: { token } });
}

export async function signInWith(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page).toHaveURL(/\/webui\/Registro\/SchedaPaziente$/);
  await expect(page.getByRole('region', { name: 'Dati personali' })).toBeVisible();
}

export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}
