import { expect, marco, test } from './fixtures.ts';
import {
  expectPhoneFriendly,
  italian,
  italianLeftovers,
  phone,
  type Screen,
  signInOnPhone,
  switchToEnglishOnPhone,
} from './phone-helpers.ts';
import { signInAsAdminThroughApi } from './second-factor-helpers.ts';

test.use(phone);

// Issue #23: the identity pages, before and after signing in.
test.describe('Identity pages on a phone', () => {
  for (const screen of [
    { path: 'register', heading: { it: 'Registrazione', en: 'Registration' }, submit: 'Register' },
    {
      path: 'password/reset',
      heading: { it: 'Password dimenticata', en: 'Forgotten password' },
      submit: 'Send the link',
    },
  ]) {
    test(`${screen.path} fits, is axe clean, and speaks English`, async ({ page }) => {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { name: screen.heading.it, level: 1 })).toBeVisible();
      await expectPhoneFriendly(page);
      await page.getByLabel('Lingua', { exact: true }).selectOption('en');
      await expect(page.getByRole('heading', { name: screen.heading.en, level: 1 })).toBeVisible();
      await page.getByRole('button', { name: screen.submit, exact: true }).tap();
      await expect(page.getByText('This field is required!').first()).toBeVisible();
      await expectPhoneFriendly(page);
      expect(await italianLeftovers(page, italian)).toEqual([]);
    });
  }

  test('account/sicurezza fits, is axe clean, and speaks English', async ({ page }) => {
    await signInOnPhone(page, marco.email);
    await switchToEnglishOnPhone(page);
    await page.goto('account/sicurezza');
    await expect(page.getByRole('heading', { name: 'Account security', level: 1 })).toBeVisible();
    await expect(page.getByText('Open sessions', { exact: true }).first()).toBeVisible();
    await expectPhoneFriendly(page);
    expect(await italianLeftovers(page, italian)).toEqual([]);
  });
});

// The admin screens (issue 25), signed in as the demo admin.
const adminScreens: Screen[] = [
  {
    path: 'admin/admin',
    heading: { it: 'Amministrazione', en: 'Administration' },
    main: { it: 'Registro modifiche', en: 'Change log' },
  },
  {
    path: 'admin/funzionalita',
    heading: { it: 'Funzionalità', en: 'Permissions' },
    main: { it: 'Aggiungi funzionalità', en: 'Add permission' },
  },
  {
    path: 'admin/ruoli',
    heading: { it: 'Ruoli', en: 'Roles' },
    main: { it: 'Aggiungi ruolo', en: 'Add role' },
  },
  {
    path: 'admin/licenze',
    heading: { it: 'Licenze', en: 'Licences' },
    main: { it: 'Ruoli di Base', en: 'Roles of Base' },
  },
  {
    path: 'admin/utenti',
    heading: { it: 'Utenti', en: 'Users' },
    main: { it: 'Cerca', en: 'Search' },
  },
  {
    path: 'admin/audit',
    heading: { it: 'Registro modifiche', en: 'Change log' },
    main: { it: 'Precedente', en: 'Previous' },
  },
];

// Stored data an admin typed (licence names), shown as typed in either language.
const storedNames = new Set(['Amministrazione']);

for (const language of ['it', 'en'] as const) {
  test.describe(`Each admin screen on a phone (${language})`, () => {
    for (const screen of adminScreens) {
      test(`${screen.path} fits and is axe clean`, async ({ page }) => {
        await signInAsAdminThroughApi(page);
        await page.goto(screen.path);
        if (language === 'en') await switchToEnglishOnPhone(page);
        await expect(page.getByRole('heading', { name: screen.heading[language], level: 1 })).toBeVisible();
        // In the page itself: on a phone the submenu's entries fold behind its one button.
        await expect(
          page.getByRole('main').getByText(screen.main[language], { exact: true }).first(),
        ).toBeVisible();
        await expectPhoneFriendly(page);
        if (language === 'en') {
          const leftovers = await italianLeftovers(page, italian);
          expect(leftovers.filter((text) => !storedNames.has(text))).toEqual([]);
        }
      });
    }
  });
}
