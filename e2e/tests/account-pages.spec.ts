import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, giulia, signIn, signInThroughApi, test } from './fixtures.ts';
import { menuButton, phone } from './phone-helpers.ts';

/** The font size and colour of the page's h1, to compare one page's heading with another's. */
function headingStyle(page: Page) {
  return page.getByRole('heading', { level: 1 }).evaluate((heading) => {
    const style = getComputedStyle(heading);
    return `${style.fontSize} ${style.fontWeight} ${style.color}`;
  });
}

const accountPages = {
  it: {
    account: 'Account',
    mainMenu: 'Menu principale',
    pages: [
      { card: 'Sicurezza: password, e-mail e sessioni', heading: "Sicurezza dell'account" },
      { card: 'Consensi', heading: 'Consensi' },
      { card: 'Cookie', heading: 'Cookie' },
    ],
    accessLog: 'Registro accessi',
  },
  en: {
    account: 'Account',
    mainMenu: 'Main menu',
    pages: [
      { card: 'Security: password, e-mail and sessions', heading: 'Account security' },
      { card: 'Consents', heading: 'Consents' },
      { card: 'Cookies', heading: 'Cookies' },
    ],
    accessLog: 'Access log',
  },
} as const;

for (const language of ['it', 'en'] as const) {
  const words = accountPages[language];
  test(`each account page has the record's heading, a title of its own and the Account link marked current (${language})`, async ({
    page,
  }) => {
    await signIn(page, giulia.email);
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const recordHeading = await headingStyle(page);
    const mainMenu = page.getByRole('navigation', { name: words.mainMenu });
    const accountLink = mainMenu.getByRole('link', { name: words.account, exact: true });
    await expect(accountLink).not.toHaveAttribute('aria-current', 'page');

    await accountLink.click();
    await expect(page.getByRole('heading', { level: 1, name: words.account })).toBeVisible();
    await expect(page).toHaveTitle(`${words.account} · Cartella`);
    expect(await headingStyle(page)).toBe(recordHeading);
    // The Account link is the current page, shown like a menu item, and no other item is.
    await expect(accountLink).toHaveAttribute('aria-current', 'page');
    await expect(mainMenu.locator('[aria-current="page"]')).toHaveCount(1);
    await expectNoAxeViolations(page);

    for (const { card, heading } of words.pages) {
      await page.getByRole('link', { name: card, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(`${heading} · Cartella`);
      expect(await headingStyle(page)).toBe(recordHeading);
      await expect(accountLink).toHaveAttribute('aria-current', 'page');
      await expect(mainMenu.locator('[aria-current="page"]')).toHaveCount(1);
      await expectNoAxeViolations(page);
      await accountLink.click();
      await expect(page.getByRole('heading', { level: 1, name: words.account })).toBeVisible();
    }

    // The access log, reached from the account page, names itself: not the security settings.
    await page.getByRole('link', { name: words.accessLog, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: words.accessLog, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${words.accessLog} · Cartella`);
    expect(await headingStyle(page)).toBe(recordHeading);
  });
}

test.describe('on a phone', () => {
  test.use(phone);

  test('the folded menu shows the Account link as the current page on the consents page', async ({
    page,
  }) => {
    await signInThroughApi(page, giulia.email);
    await page.goto('account/Consensi');
    await expect(page.getByRole('heading', { level: 1, name: 'Consensi' })).toBeVisible();
    await expect(page).toHaveTitle('Consensi · Cartella');
    await menuButton(page).tap();
    const accountLink = page
      .getByRole('navigation', { name: 'Menu principale' })
      .getByRole('link', { name: 'Account', exact: true });
    await expect(accountLink).toBeVisible();
    await expect(accountLink).toHaveAttribute('aria-current', 'page');
    // Shown as current: the brand's colour behind white text, like a menu item of its area.
    await expect(accountLink).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expectNoAxeViolations(page);
  });
});
