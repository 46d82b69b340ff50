import { expect, expectNoAxeViolations, signInThroughApi, test } from './fixtures.ts';
import { createAccount, newEmail, PASSWORD } from './identity-helpers.ts';
import { expectPhoneFriendly, phone } from './phone-helpers.ts';

/** The box's words and the pages it leads to, in each language. */
const words = {
  it: {
    box: 'Da dove iniziare',
    personal: 'Completa i dati personali',
    personalForm: 'Modifica dati personali',
    allergies: 'Aggiungi allergie e intolleranze',
    medications: 'Aggiungi i farmaci che prendi',
    doctor: 'Aggiungi il tuo medico',
    doctors: 'Dottori',
    addContact: 'Aggiungi contatto',
    name: 'Nominativo',
    phone: 'Telefono',
    level: 'Livello di confidenzialità',
    normal: 'Normale',
    save: 'Salva',
    saved: 'Salvato con successo!',
  },
  en: {
    box: 'Where to start',
    personal: 'Complete your personal data',
    personalForm: 'Edit personal data',
    allergies: 'Add allergies and intolerances',
    medications: 'Add the medications you take',
    doctor: 'Add your doctor',
    doctors: 'Doctors',
    addContact: 'Add contact',
    name: 'Name',
    phone: 'Phone',
    level: 'Confidentiality level',
    normal: 'Normal',
    save: 'Save',
    saved: 'Saved successfully!',
  },
} as const;

for (const language of ['it', 'en'] as const) {
  const text = words[language];
  test(`a patient just registered finds where to start on the record, and the box goes with the first data (${language})`, async ({
    page,
  }) => {
    const email = newEmail('inizio');
    await createAccount(page.request, email);
    await signInThroughApi(page, email, PASSWORD);
    await page.goto('Registro/SchedaPaziente');
    await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);

    const box = page.getByRole('region', { name: text.box });
    await expect(box).toBeVisible();
    await expect(box.getByRole('listitem')).toHaveCount(4);
    await expect(box.getByRole('link', { name: text.allergies })).toHaveAttribute(
      'href',
      /\/Registro\/Diagnosi$/,
    );
    await expect(box.getByRole('link', { name: text.medications })).toHaveAttribute(
      'href',
      /\/Registro\/Farmaci$/,
    );
    await expect(box.getByRole('link', { name: text.doctor })).toHaveAttribute(
      'href',
      /\/Registro\/Dottori$/,
    );
    await expectNoAxeViolations(page);

    // The first step opens the personal data form right here; closing it comes back to the step.
    const personal = box.getByRole('button', { name: text.personal });
    await personal.click();
    const form = page.getByRole('dialog', { name: text.personalForm });
    await expect(form).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await expect(personal).toBeFocused();

    // A step's link leads to its page, and the box is there again on the way back.
    await box.getByRole('link', { name: text.doctor }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.doctors })).toBeVisible();
    await page.goBack();
    await expect(box).toBeVisible();

    // The first data, an emergency contact: the box goes by itself, and stays gone.
    await page.getByRole('button', { name: text.addContact }).first().click();
    const contact = page.getByRole('dialog');
    await contact.getByLabel(text.name).fill('anna verdi');
    await contact.getByLabel(text.phone).fill('347 555 0101');
    await contact.getByRole('combobox', { name: text.level }).click();
    await page.getByRole('option', { name: text.normal }).click();
    await contact.getByRole('button', { name: text.save, exact: true }).click();
    await expect(page.getByText(text.saved).first()).toBeVisible();
    await expect(page.getByRole('row', { name: /Anna Verdi/ })).toBeVisible();
    await expect(box).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('row', { name: /Anna Verdi/ })).toBeVisible();
    await expect(box).toHaveCount(0);
  });
}

test.describe('on a phone', () => {
  test.use(phone);

  test('the start-here box fits the screen and its steps are easy to tap', async ({ page }) => {
    const email = newEmail('inizio.telefono');
    await createAccount(page.request, email);
    await signInThroughApi(page, email, PASSWORD);
    await page.goto('Registro/SchedaPaziente');
    const box = page.getByRole('region', { name: words.it.box });
    await expect(box).toBeVisible();
    await expectPhoneFriendly(page);
    await box.getByRole('link', { name: words.it.medications }).tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Farmaci' })).toBeVisible();
  });
});
