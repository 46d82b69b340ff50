import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, giulia, signInThroughApi, test } from './fixtures.ts';
import { expectPhoneFriendly, phone, switchToEnglishOnPhone } from './phone-helpers.ts';

// Issue #37: a phone's first screen shows the page, and every list gives the same actions at
// every width.
test.use(phone);

/** A 1x1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const texts = {
  it: {
    section: (name: string) => `Sezione: ${name}`,
    record: 'Scheda paziente',
    visits: 'Visite',
    files: 'File',
    submenu: 'Sottomenu',
    date: 'Data',
    vitals: 'Parametri vitali',
    dateTime: 'Data e ora',
    addFile: 'Aggiungi file',
    addFileDialog: 'Aggiungi file: documenti e immagini',
    chooseFile: 'Scegli il file',
    fileType: 'Tipo di file',
    photo: 'Foto',
    surveyDate: 'Data rilievo',
    comment: 'Commento',
    save: 'Salva',
    saved: 'File salvato con successo!',
    preview: (name: string) => `Anteprima di ${name}`,
    close: 'Chiudi',
    more: 'Altre azioni',
    download: (name: string) => `Scarica ${name}`,
    edit: (name: string) => `Modifica ${name}`,
    editDialog: 'Modifica file',
    changed: 'File cambiato con successo!',
    remove: (name: string) => `Elimina ${name}`,
    removeConfirm: 'Si',
    removed: 'File eliminato con successo!',
  },
  en: {
    section: (name: string) => `Section: ${name}`,
    record: 'Patient record',
    visits: 'Visits',
    files: 'Files',
    submenu: 'Submenu',
    date: 'Date',
    vitals: 'Vital signs',
    dateTime: 'Date and time',
    addFile: 'Add file',
    addFileDialog: 'Add file: documents and images',
    chooseFile: 'Choose the file',
    fileType: 'File type',
    photo: 'Photo',
    surveyDate: 'Date taken',
    comment: 'Comment',
    save: 'Save',
    saved: 'File saved successfully!',
    preview: (name: string) => `Preview of ${name}`,
    close: 'Close',
    more: 'More actions',
    download: (name: string) => `Download ${name}`,
    edit: (name: string) => `Edit ${name}`,
    editDialog: 'Edit file',
    changed: 'File changed successfully!',
    remove: (name: string) => `Delete ${name}`,
    removeConfirm: 'Yes',
    removed: 'File deleted successfully!',
  },
} as const;

/**
 * Opens a page at its address, in the language asked: English is picked once, on the first page,
 * from the folded menu, and the browser remembers it for the next.
 */
async function openInLanguage(page: Page, path: string, language: 'it' | 'en') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (language === 'en' && (await page.locator('html').getAttribute('lang')) !== 'en')
    await switchToEnglishOnPhone(page);
}

/** Whether the element's top edge is inside the first screen (the 844 px phone viewport). */
async function expectOnFirstScreen(element: Locator) {
  const box = await element.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  expect(box?.y ?? Number.POSITIVE_INFINITY).toBeGreaterThanOrEqual(0);
  expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(phone.viewport.height);
}

/** The value beside a label in a phone row (the row's `dt` and its `dd`). */
function cellBeside(row: Locator, label: string): Locator {
  return row.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

/** The element's text takes a single line: its height is its own line height. */
async function expectOneLine(element: Locator) {
  const { height, lineHeight } = await element.evaluate((node) => ({
    height: node.getBoundingClientRect().height,
    lineHeight: Number.parseFloat(getComputedStyle(node).lineHeight),
  }));
  expect(height).toBeCloseTo(lineHeight, 0);
}

for (const language of ['it', 'en'] as const) {
  const text = texts[language];

  test(`the first screen of the record and of the visits shows the heading and the content (${language})`, async ({
    page,
  }) => {
    await signInThroughApi(page, giulia.email);
    await openInLanguage(page, 'Registro/SchedaPaziente', language);
    const main = page.getByRole('main');
    const recordHeading = main.getByRole('heading', { level: 1, name: text.record });
    await expect(recordHeading).toBeVisible();
    await expectOnFirstScreen(recordHeading);
    // The record's first content block: the greeting, then the allergies or the personal data.
    await expectOnFirstScreen(main.getByText(/^(Benvenuta\/o|Welcome),/));
    await expectOnFirstScreen(main.getByRole('region').first());
    // The submenu is one switcher naming the page, not rows of entries: one row, a thumb high.
    const submenu = page.getByRole('navigation', { name: text.submenu });
    const switcher = submenu.getByRole('button', { name: text.section(text.record) });
    await expect(switcher).toHaveAttribute('aria-expanded', 'false');
    expect((await submenu.boundingBox())?.height).toBeLessThan(60);
    await expectPhoneFriendly(page);

    await openInLanguage(page, 'Registro/Visite', language);
    const visitsHeading = main.getByRole('heading', { level: 1, name: text.visits });
    await expect(visitsHeading).toBeVisible();
    await expectOnFirstScreen(visitsHeading);
    const visits = main.getByRole('list', { name: text.visits, exact: true });
    await expect(visits.getByRole('listitem').first()).toBeVisible();
    await expectOnFirstScreen(visits.getByRole('listitem').first());
    // A date never breaks inside: the visit's date and a reading's date and time are one line each.
    await expectOneLine(cellBeside(visits.getByRole('listitem').first(), text.date));
    const readings = main.getByRole('list', { name: text.vitals, exact: true });
    await expectOneLine(cellBeside(readings.getByRole('listitem').first(), text.dateTime));
    await expectPhoneFriendly(page);
  });

  test(`the section switcher opens by touch and by keyboard and marks the page shown (${language})`, async ({
    page,
  }) => {
    await signInThroughApi(page, giulia.email);
    await openInLanguage(page, 'Registro/SchedaPaziente', language);
    const submenu = page.getByRole('navigation', { name: text.submenu });
    const visitsLink = submenu.getByRole('link', { name: text.visits, exact: true });

    // Touch: the switcher opens the list, the current page is marked, an entry leads to its page.
    const onRecord = submenu.getByRole('button', { name: text.section(text.record) });
    await expect(visitsLink).toBeHidden();
    await onRecord.tap();
    await expect(onRecord).toHaveAttribute('aria-expanded', 'true');
    await expect(submenu.getByRole('link', { name: text.record, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectPhoneFriendly(page);
    await visitsLink.tap();
    await expect(page.getByRole('heading', { level: 1, name: text.visits })).toBeVisible();
    const onVisits = submenu.getByRole('button', { name: text.section(text.visits) });
    await expect(onVisits).toHaveAttribute('aria-expanded', 'false');
    await expect(visitsLink).toBeHidden();

    // Keyboard: Enter opens it, Tab reaches the entries, Escape folds it back onto the button.
    await onVisits.focus();
    await page.keyboard.press('Enter');
    await expect(onVisits).toHaveAttribute('aria-expanded', 'true');
    await expect(visitsLink).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Tab');
    await expect(submenu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(onVisits).toHaveAttribute('aria-expanded', 'false');
    await expect(onVisits).toBeFocused();
    await page.keyboard.press('Enter');
    const filesLink = submenu.getByRole('link', { name: text.files, exact: true });
    await filesLink.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: text.files })).toBeVisible();
    await expect(submenu.getByRole('button', { name: text.section(text.files) })).toBeVisible();
  });

  test(`on the Files page Giulia previews, downloads and edits a file from its row (${language})`, async ({
    page,
  }) => {
    // Its own name: the demo account is shared by every test on this server.
    const name = `phone-${language}-${Date.now()}.png`;
    await signInThroughApi(page, giulia.email);
    await openInLanguage(page, 'Registro/File', language);
    await page.getByRole('button', { name: text.addFile, exact: true }).tap();
    const add = page.getByRole('dialog', { name: text.addFileDialog });
    await add.getByLabel(text.chooseFile).setInputFiles({ name, mimeType: 'image/png', buffer: png });
    await add.getByRole('combobox', { name: text.fileType }).tap();
    await page.getByRole('option', { name: text.photo, exact: true }).tap();
    const date = add.getByLabel(text.surveyDate, { exact: true });
    await date.fill('15/03/2025');
    await date.blur();
    await add.getByRole('button', { name: text.save, exact: true }).tap();
    await expect(page.getByText(text.saved).first()).toBeVisible();
    await expect(add).toBeHidden();

    const row = page
      .getByRole('list', { name: text.files, exact: true })
      .getByRole('listitem')
      .filter({ hasText: name });
    await expect(row).toBeVisible();
    // The survey date stays whole on its line.
    // The date as the page's language writes it (English names the month).
    await expectOneLine(row.locator('dd', { hasText: language === 'it' ? '15/03/2025' : '15 Mar 2025' }));
    await expectPhoneFriendly(page);

    // Preview: an icon of the row itself.
    await row.getByRole('button', { name: text.preview(name) }).tap();
    const shown = page.getByRole('dialog', { name });
    await expect(shown.getByRole('img')).toBeVisible();
    await shown.getByRole('button', { name: text.close }).first().tap();
    await expect(shown).toBeHidden();

    // Download and edit: under 'Altre azioni', named in words.
    const more = row.getByRole('button', { name: text.more });
    await more.tap();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expectPhoneFriendly(page);
    const download = page.waitForEvent('download');
    // The download starts at once: no question before it (issue #37).
    await row.getByRole('button', { name: text.download(name) }).tap();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(name);
    expect(await readFile(await saved.path())).toEqual(png);

    await row.getByRole('button', { name: text.edit(name) }).tap();
    const edit = page.getByRole('dialog', { name: text.editDialog });
    await edit.getByLabel(text.comment).fill('neo sulla spalla');
    await edit.getByRole('button', { name: text.save, exact: true }).tap();
    await expect(page.getByText(text.changed).first()).toBeVisible();
    await expect(row).toContainText('neo sulla spalla');

    // The file goes again, so a repeated run starts from the same list.
    await row.getByRole('button', { name: text.remove(name) }).tap();
    await page.getByRole('alertdialog').getByRole('button', { name: text.removeConfirm }).tap();
    await expect(page.getByText(text.removed).first()).toBeVisible();
    await expect(row).toHaveCount(0);
  });
}
