import { expect, expectNoAxeViolations, marco, signIn, test } from './fixtures.ts';

/** The visible texts of the flow in each language (Italian source, English catalog). */
const texts = {
  it: {
    editPersonal: 'Modifica dati personali',
    taxCode: 'Codice fiscale',
    birthCity: 'Comune di nascita',
    save: 'Salva',
    taxCodeInvalid: 'Codice Fiscale non valido!',
    saved: 'Salvato con successo!',
    addContact: 'Aggiungi contatto',
    name: 'Nominativo',
    phone: 'Telefono',
    level: 'Livello di confidenzialità',
    phoneInvalid: 'Il numero di telefono non è valido!',
    levelChanged: 'Confidenzialita aggiornato con successo!',
    removeContact: 'Rimuovere il contatto?',
    remove: 'Elimina',
    deleted: 'Contatto eliminato con successo!',
    strict: 'Strettamente riservato',
    low: 'Basso',
    lockPrefix: 'Confidenzialità di',
    visibility: 'Visibilità',
    partial: 'Parziale',
  },
  en: {
    editPersonal: 'Edit personal data',
    taxCode: 'Tax code',
    birthCity: 'Birth city',
    save: 'Save',
    taxCodeInvalid: 'Invalid tax code!',
    saved: 'Saved successfully!',
    addContact: 'Add contact',
    name: 'Name',
    phone: 'Phone',
    level: 'Confidentiality level',
    phoneInvalid: 'The phone number is not valid!',
    levelChanged: 'Confidentiality updated successfully!',
    removeContact: 'Remove the contact?',
    remove: 'Delete',
    deleted: 'Contact deleted successfully!',
    strict: 'Strictly confidential',
    low: 'Low',
    lockPrefix: 'Confidentiality of',
    visibility: 'Visibility',
    partial: 'Partial',
  },
} as const;

for (const language of ['it', 'en'] as const) {
  test(`a patient corrects the personal data and manages an emergency contact (${language})`, async ({
    page,
  }) => {
    const text = texts[language];
    // The shared sign-in speaks Italian; the language is then switched as a patient's saved choice.
    await signIn(page, marco.email);
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await page.goto('Registro/SchedaPaziente');

    // Personal data: an invalid tax code is refused with its message, then fixed.
    await page.getByRole('button', { name: text.editPersonal }).click();
    const modal = page.getByRole('dialog', { name: text.editPersonal });
    await modal.getByLabel(text.taxCode).fill('rssmrc75');
    await modal.getByRole('button', { name: text.save, exact: true }).click();
    await expect(modal.getByText(text.taxCodeInvalid)).toBeVisible();
    // A valid code (check character A) for a man born in Forlì (D704) on 15 March 1975.
    await modal.getByLabel(text.taxCode).fill('rssmrc75c15d704a');
    await expect(modal.getByLabel(text.taxCode)).toHaveValue('RSSMRC75C15D704A');

    // Birth city: picked from the suggestions.
    const city = modal.getByRole('combobox', { name: text.birthCity });
    await city.fill('forl');
    await page.getByRole('option', { name: /Forlì \(FC\)/ }).click();
    await expect(city).toHaveValue('Forlì');
    await expectNoAxeViolations(page);
    // Saved at once: no 'Salvare le modifiche ?' first (issue #37).
    await modal.getByRole('button', { name: text.save, exact: true }).click();
    await expect(page.getByText(text.saved).first()).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(modal).toBeHidden();

    await page.reload();
    await expect(page.getByText('RSSMRC75C15D704A')).toBeVisible();
    await expect(page.getByText('Forlì')).toBeVisible();

    // Emergency contact: an invalid phone is refused, fixed, saved.
    await page.getByRole('button', { name: text.addContact }).first().click();
    const contact = page.getByRole('dialog');
    await contact.getByLabel(text.name).fill('anna verdi');
    await expect(contact.getByLabel(text.name)).toHaveValue('Anna Verdi');
    await contact.getByLabel(text.phone).fill('12');
    await contact.getByRole('combobox', { name: text.level }).click();
    await page.getByRole('option', { name: text.strict }).click();
    await contact.getByRole('combobox', { name: text.visibility }).click();
    await page.getByRole('option', { name: text.partial }).click();
    await contact.getByRole('button', { name: text.save, exact: true }).click();
    await expect(contact.getByText(text.phoneInvalid)).toBeVisible();
    await contact.getByLabel(text.phone).fill('347 555 0101');
    await contact.getByRole('button', { name: text.save, exact: true }).click();
    await expect(page.getByText(text.saved).first()).toBeVisible();
    const row = page.getByRole('row', { name: /Anna Verdi/ });
    await expect(row).toBeVisible();
    await expect(row.getByText(text.strict)).toBeVisible();
    await expect(row.getByText(text.partial)).toBeVisible();
    await expectNoAxeViolations(page);

    // Its confidentiality changes through the lock.
    await row.getByRole('button', { name: `${text.lockPrefix} Anna Verdi` }).click();
    const lock = page.getByRole('dialog');
    await lock.getByRole('radio', { name: text.low }).check();
    await lock.getByRole('button', { name: text.save, exact: true }).click();
    await expect(page.getByText(text.levelChanged).first()).toBeVisible();
    await expect(row.getByText(text.low)).toBeVisible();

    // And it is deleted after the confirmation.
    await row.getByRole('button', { name: new RegExp(`${text.remove} Anna Verdi`) }).click();
    const removal = page.getByRole('alertdialog', { name: text.removeContact });
    await removal.getByRole('button', { name: text.remove, exact: true }).click();
    await expect(page.getByText(text.deleted).first()).toBeVisible();
    await expect(page.getByRole('row', { name: /Anna Verdi/ })).toHaveCount(0);
  });
}
