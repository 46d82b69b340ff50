import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, giulia, signIn, test } from './fixtures.ts';
import { addOngoingTherapy } from './therapies-helpers.ts';

// Issue 26: the interaction warning in the patient's language, ANSM's French text behind a
// disclosure labelled with its language and source.
const SIMVASTATINA_DOC = '043280027';
const ASPIRINA_EG = '042180048';

const texts = {
  it: {
    add: 'Aggiungi a Terapie in Corso',
    drug: 'Farmaco',
    cancel: 'Annulla',
    pair: 'Controindicazione: Inibitori potenti del CYP3A4 + Simvastatina',
    meaning: 'Questi farmaci non devono essere presi insieme.',
    advice:
      'Chiedi al medico o al farmacista prima di prenderli insieme, e non sospendere da solo una terapia.',
    original: 'Testo originale in francese (ANSM, thesaurus ottobre 2020)',
    aspirin: 'Controindicazione: Acido acetilsalicilico + Anticoagulanti orali',
    known: 'Interazioni note',
    depends:
      'Il livello dipende dalla dose o dalla situazione: Controindicazione, Associazione sconsigliata, Da tenere in considerazione. Le condizioni sono nel testo originale.',
  },
  en: {
    add: 'Add to Ongoing therapies',
    drug: 'Drug',
    cancel: 'Cancel',
    pair: 'Contraindication: Strong CYP3A4 inhibitors + Simvastatin',
    meaning: 'These medicines must not be taken together.',
    advice:
      'Ask your doctor or pharmacist before taking them together, and do not stop a treatment on your own.',
    original: 'Original text in French (ANSM, thesaurus October 2020)',
    aspirin: 'Contraindication: Acetylsalicylic acid + Oral anticoagulants',
    known: 'Known interactions',
    depends:
      'The level depends on the dose or the situation: Contraindication, Combination not recommended, To be taken into account. The conditions are in the original text.',
  },
} as const;

async function useLanguage(page: Page, language: 'it' | 'en') {
  await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
}

test.beforeAll(async ({ browser }) => {
  // Simvastatin as Giulia's ongoing therapy, once for both languages.
  const page = await browser.newPage();
  await signIn(page, giulia.email);
  await addOngoingTherapy(page, SIMVASTATINA_DOC);
  await page.close();
});

for (const language of ['it', 'en'] as const) {
  const text = texts[language];

  test(`the add-therapy dialog warns of clarithromycin + simvastatin in ${language === 'it' ? 'Italian' : 'English'}, French text on request`, async ({
    page,
  }) => {
    await signIn(page, giulia.email);
    await useLanguage(page, language);
    await page.goto('Registro/Farmaci');
    await page.getByRole('button', { name: text.add }).click();
    await page.getByRole('combobox', { name: text.drug }).fill('claritromicina eg');
    await page
      .getByRole('option', { name: /^CLARITROMICINA EG/ })
      .first()
      .click();
    const warning = page.getByRole('alertdialog');
    const item = warning.getByRole('listitem').filter({ hasText: text.pair }).first();
    await expect(item.getByText(text.pair)).toBeVisible();
    await expect(item.getByText('CLARITROMICINA EG + SIMVASTATINA DOC')).toBeVisible();
    await expect(item.getByText(text.meaning)).toBeVisible();
    await expect(warning.getByText(text.advice)).toBeVisible();
    // The French text stays closed until asked for, then shows each level with its conditions.
    const french = item.locator('[lang="fr"]');
    await expect(french).toBeHidden();
    await item.getByText(text.original).click();
    await expect(french).toBeVisible();
    await expect(french.getByText('Contre-indication', { exact: true })).toBeVisible();
    await expect(french).toContainText('rhabdomyolyse');
    await expectNoAxeViolations(page);
    await warning.getByRole('button', { name: text.cancel }).click();
    await expect(page.getByRole('combobox', { name: text.drug })).toHaveValue('');
  });

  test(`the drug page names aspirin + oral anticoagulants in ${language === 'it' ? 'Italian' : 'English'}, French text on request`, async ({
    page,
  }) => {
    await signIn(page, giulia.email);
    await useLanguage(page, language);
    await page.goto(`farmacoDetails/${ASPIRINA_EG}`);
    await expect(page.getByRole('heading', { name: text.known })).toBeVisible();
    const item = page.getByRole('listitem').filter({ hasText: text.aspirin }).first();
    await expect(item.getByText(text.aspirin)).toBeVisible();
    await expect(item.getByText(text.meaning)).toBeVisible();
    // Aspirin's levels depend on the dose: the other levels are named in the patient's language.
    await expect(item.getByText(text.depends)).toBeVisible();
    await expect(page.getByText(text.advice)).toBeVisible();
    await item.getByText(text.original).click();
    const french = item.locator('[lang="fr"]');
    await expect(french.getByText('Contre-indication', { exact: true })).toBeVisible();
    await expect(french.getByText('Association déconseillée', { exact: true })).toBeVisible();
    await expect(french).toContainText('des doses anti-inflammatoires');
    await expectNoAxeViolations(page);
  });
}
