import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, giulia, signInThroughApi, test } from './fixtures.ts';
import {
  expectPhoneFriendly,
  italian,
  italianLeftovers,
  phone,
  switchToEnglishOnPhone,
} from './phone-helpers.ts';

// Issue #37: a new share link is passed on in one press (copy, or the system share sheet), shown
// whole beside its QR code.

const linkPattern = /^http:\/\/localhost:\d+\/webui\/condivisione\/[A-Za-z0-9_-]{43}$/;

/**
 * The field shows the whole address: nothing is cut off, scrolled out of sight inside it, or
 * pushed past the right edge of the screen.
 */
async function expectWholeAddressShown(field: Locator) {
  const layout = await field.evaluate((element: HTMLTextAreaElement) => ({
    hiddenInside: element.scrollHeight - element.clientHeight + (element.scrollWidth - element.clientWidth),
    pastTheScreen: element.getBoundingClientRect().right - window.innerWidth,
  }));
  expect(layout.hiddenInside).toBeLessThanOrEqual(0);
  expect(layout.pastTheScreen).toBeLessThanOrEqual(0);
}

/** Revokes the link made for `recipient`, so repeats and later tests start from the same list. */
async function revoke(
  page: Page,
  share: Locator,
  recipient: string,
  names: { revoke: string; confirm: string; question: string; revoked: string },
) {
  const item = share.getByRole('listitem').filter({ hasText: recipient });
  await item.getByRole('button', { name: names.revoke }).click();
  await page
    .getByRole('alertdialog', { name: names.question })
    .getByRole('button', { name: names.confirm })
    .click();
  await expect(item).toContainText(names.revoked);
}

test('Giulia copies a new share link with one press, sees it whole beside its QR code, and gets no share button where the browser has none', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // A browser without the share sheet (most desktops).
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share');
  });
  await signInThroughApi(page, giulia.email);
  await page.goto('report');
  const recipient = `Dott.ssa Neri ${Date.now()}`;
  const share = page.getByRole('region', { name: 'Condividi con un medico' });
  await share.getByLabel('Per chi (facoltativo)').fill(recipient);
  await share.getByRole('button', { name: 'Crea link' }).click();

  const address = share.getByRole('textbox', { name: 'Link per il medico' });
  await expect(address).toHaveValue(linkPattern);
  await expect(share.getByRole('img', { name: 'Codice QR del link' })).toBeVisible();
  await expect(
    share.getByText('Copia o condividi il link ora: per sicurezza non sarà più mostrato.'),
  ).toBeVisible();
  await expectWholeAddressShown(address);
  await expect(share.getByRole('button', { name: 'Condividi', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await share.getByRole('button', { name: 'Copia il link' }).click();
  // The message is its own status region inside the link's block, said when it appears.
  await expect(share.getByRole('status').filter({ hasText: /^Link copiato$/ })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await address.inputValue());

  await revoke(page, share, recipient, {
    revoke: 'Revoca link',
    question: 'Revocare il link?',
    confirm: 'Revoca',
    revoked: 'Revocato',
  });
});

test.describe('On a phone, in English', () => {
  test.use(phone);

  test('Giulia sends a new link through the share sheet, and where the clipboard is refused the link is selected for her to copy', async ({
    page,
  }) => {
    // The phone's share sheet, recorded; and a clipboard that refuses to be written.
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { sharedLinks: shared });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          shared.push(data);
        },
      });
      Object.defineProperty(Clipboard.prototype, 'writeText', {
        configurable: true,
        value: () => Promise.reject(new DOMException('Refused', 'NotAllowedError')),
      });
    });
    await signInThroughApi(page, giulia.email);
    await page.goto('report');
    await switchToEnglishOnPhone(page);
    const recipient = `Dr Rossi ${Date.now()}`;
    const share = page.getByRole('region', { name: 'Share with a doctor' });
    await share.getByLabel('For whom (optional)').fill(recipient);
    await share.getByRole('button', { name: 'Create link' }).tap();

    const address = share.getByRole('textbox', { name: 'Link for the doctor' });
    await expect(address).toHaveValue(linkPattern);
    const url = await address.inputValue();
    await expect(share.getByRole('img', { name: 'QR code of the link' })).toBeVisible();
    await expectWholeAddressShown(address);
    await expectPhoneFriendly(page);
    expect(await italianLeftovers(page, italian)).toEqual([]);

    await share.getByRole('button', { name: 'Share', exact: true }).tap();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sharedLinks: ShareData[] }).sharedLinks))
      .toEqual([{ title: 'Link to my report', url }]);

    await share.getByRole('button', { name: 'Copy the link' }).tap();
    await expect(
      share.getByRole('status').filter({
        hasText: /^The link is selected: copy it with Ctrl\+C, or by holding it down on a phone\.$/,
      }),
    ).toBeVisible();
    await expect(address).toBeFocused();
    expect(
      await address.evaluate((element: HTMLTextAreaElement) => [
        element.selectionStart,
        element.selectionEnd,
        element.value.length,
      ]),
    ).toEqual([0, url.length, url.length]);

    await revoke(page, share, recipient, {
      revoke: 'Revoke link',
      question: 'Revoke the link?',
      confirm: 'Revoke',
      revoked: 'Revoked',
    });
  });
});
