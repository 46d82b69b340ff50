import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { activateLocale, loadTherapiesCatalog } from '../../../lib/i18n.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { InteractionWarning } from './interaction-warning.tsx';

// Aspirin + oral anticoagulants as the drug page receives it (three levels, French conditions).
const aspirinAndAnticoagulants = {
  livello: 'CI',
  livelli: [
    { codice: 'CI', condizioni_fr: "avec : - des doses anti-inflammatoires d'acide acétylsalicylique" },
    { codice: 'AD', condizioni_fr: 'avec : - des doses antalgiques ou antipyrétiques' },
    { codice: 'APEC', condizioni_fr: 'avec : - des doses antiagrégantes' },
  ],
  rischio_fr: 'Majoration du risque hémorragique.',
  first: { it: 'Acido acetilsalicilico', en: 'Acetylsalicylic acid' },
  second: { it: 'Anticoagulanti orali', en: 'Oral anticoagulants' },
} as const;

describe('an interaction warning', () => {
  it('names the pair and the severity in Italian, with the levels the dose decides', async () => {
    const screen = await renderWithApp(<InteractionWarning {...aspirinAndAnticoagulants} />, {
      pageCatalog: loadTherapiesCatalog,
    });
    await expect
      .element(screen.getByText('Controindicazione: Acido acetilsalicilico + Anticoagulanti orali'))
      .toBeVisible();
    await expect.element(screen.getByText('Questi farmaci non devono essere presi insieme.')).toBeVisible();
    await expect
      .element(screen.getByText(/Controindicazione, Associazione sconsigliata, Da tenere in considerazione/))
      .toBeVisible();
  });

  it('speaks English once the patient picks it, and keeps the French text, by level, behind its labelled disclosure', async () => {
    const screen = await renderWithApp(<InteractionWarning {...aspirinAndAnticoagulants} />, {
      pageCatalog: loadTherapiesCatalog,
    });
    await act(() => activateLocale('en'));
    await expect
      .element(screen.getByText('Contraindication: Acetylsalicylic acid + Oral anticoagulants'))
      .toBeVisible();
    await expect.element(screen.getByText('These medicines must not be taken together.')).toBeVisible();
    const french = screen.getByText('Majoration du risque hémorragique.');
    await expect.element(french).not.toBeVisible();
    await screen.getByText('Original text in French (ANSM, thesaurus October 2020)').click();
    await expect.element(french).toBeVisible();
    await expect.element(screen.getByText('Association déconseillée')).toBeVisible();
    expect(french.element().closest('[lang="fr"]')).not.toBeNull();
    await act(() => activateLocale('it'));
  });
});
