import { expect, giulia, signIn, test } from './fixtures.ts';

// Issue #26: on a common laptop (1366 px) the main menu fits one row in both languages, and no
// entry wraps inside itself ('Log out').
test.use({ viewport: { width: 1366, height: 768 } });

for (const language of ['it', 'en'] as const) {
  test(`the main menu fits one row at 1366 px (${language})`, async ({ page }) => {
    await signIn(page, giulia.email);
    if (language === 'en') await page.getByLabel('Lingua').first().selectOption('en');
    const nav = page.getByRole('navigation', { name: language === 'it' ? 'Menu principale' : 'Main menu' });
    await expect(nav.getByText(language === 'it' ? 'Esci' : 'Log out', { exact: true })).toBeVisible();
    const rows = await nav.locator('li').evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect();
        const line = Number.parseFloat(getComputedStyle(item).lineHeight);
        return {
          top: Math.round(box.top),
          wrapped: (item.firstElementChild?.getBoundingClientRect().height ?? 0) > 2.5 * line,
        };
      }),
    );
    expect(new Set(rows.map((row) => row.top)).size).toBe(1);
    expect(rows.filter((row) => row.wrapped)).toEqual([]);
  });
}
