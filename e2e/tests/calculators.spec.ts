import { expect, expectNoAxeViolations, giulia, marco, signInThroughApi, test } from './fixtures.ts';

// Worked examples: README of @cartella/calculators and the papers it cites. Italian number format.

test.describe('Dosi', () => {
  test('computes dose, infusion and drops from the worked examples and shows range messages', async ({
    page,
  }) => {
    await signInThroughApi(page, giulia.email);
    await page.goto('calcolatricemedica/Dosi');
    await page.getByLabel('Peso', { exact: true }).fill('70');
    await page.getByLabel('Altezza', { exact: true }).fill('180');
    await page.getByLabel('Dose per kg', { exact: true }).fill('2,5');
    await page.getByLabel('Numero di somministrazioni', { exact: true }).fill('2');
    // 2.5 mg/kg × 70 kg = 175 mg, in 2 administrations 87.5 mg.
    await expect(page.getByTestId('total-dose')).toHaveText('175 mg');
    await expect(page.getByTestId('single-dose')).toHaveText('87,5 mg');
    // BMI 70 / 1.8² = 21.6 kg/m².
    await expect(page.getByTestId('bmi')).toHaveText('21,6 kg/m²');
    // Only one dose basis at a time: typing per m² clears per kg. Mosteller √(180 × 80 / 3600) = 2 m².
    await page.getByLabel('Peso', { exact: true }).fill('80');
    await page.getByLabel('Dose per m²', { exact: true }).fill('5');
    await expect(page.getByLabel('Dose per kg', { exact: true })).toHaveValue('');
    await expect(page.getByTestId('total-dose')).toHaveText('10 mg');

    // Infusion: 4 mg × 2 vials / 250 ml = 0.032 mg/ml; 70 × 5 × 60 / (1000 × 0.032) = 656.25 ml/h.
    await page.getByLabel('Peso', { exact: true }).fill('70');
    await page.getByLabel('Dose di infusione', { exact: true }).fill('5');
    await page.getByLabel('Contenuto della fiala', { exact: true }).fill('4');
    await page.getByLabel('Fiale diluite', { exact: true }).fill('2');
    await page.getByLabel('Volume della flebo', { exact: true }).fill('250');
    await expect(page.getByTestId('infusion-concentration')).toHaveText('0,032 mg/ml');
    await expect(page.getByTestId('infusion-rate')).toHaveText('656,25 ml/ora');

    // Drops: 10 mg at 5 mg/ml = 2 ml; × 20 drops/ml = 40 drops.
    await page.getByLabel('Dosaggio', { exact: true }).fill('10');
    await page.getByLabel('Contenuto della soluzione', { exact: true }).fill('5');
    await page.getByLabel('Volume della soluzione', { exact: true }).fill('1');
    await page.getByLabel('Gocce per ml', { exact: true }).fill('20');
    await expect(page.getByTestId('drops-volume')).toHaveText('2 ml');
    await expect(page.getByTestId('drops-count')).toHaveText('40');
    // The dropper's unit is words, so it follows the language (not the package's 'drops/ml').
    await expect(page.getByText('gocce/ml', { exact: true })).toBeVisible();
    await expect(page.getByText('drops/ml', { exact: true })).toHaveCount(0);

    await page.getByLabel('Peso', { exact: true }).fill('500');
    await expect(
      page.getByText('Controlla il valore inserito. Il valore deve essere compreso tra 5 e 400'),
    ).toBeVisible();
    await page.getByLabel('Altezza', { exact: true }).fill('-3');
    await expect(
      page.getByText('Non sono ammessi numeri negativi e lettere. Inserisci un numero positivo.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('Clearance', () => {
  test('computes Cockcroft-Gault and CKD-EPI 2021 for the age and sex of the record', async ({ page }) => {
    await signInThroughApi(page, giulia.email);
    await page.goto('calcolatricemedica/Clearance');
    await expect(page.getByTestId('patient-sex')).toHaveText('Femmina');
    const age = Number((await page.getByTestId('patient-age').textContent())?.match(/\d+/)?.[0]);
    expect(age).toBeGreaterThan(18);
    await page.getByLabel('Peso', { exact: true }).fill('72');
    await page.getByLabel('Creatinina sierica', { exact: true }).fill('0,7');
    // Cockcroft-Gault 1976: (140 − age) × 72 / (72 × 0.7) × 0.85 (female).
    const cockcroft = (((140 - age) * 72) / (72 * 0.7)) * 0.85;
    await expect(page.getByTestId('cockcroft-gault')).toHaveText(
      `${cockcroft.toFixed(1).replace('.', ',')} ml/min`,
    );
    // Inker 2021: creatinine at κ (0.7, female) leaves 142 × 0.9938^age × 1.012.
    const epi = 142 * 0.9938 ** age * 1.012;
    await expect(page.getByTestId('ckd-epi-2021')).toHaveText(
      `${epi.toFixed(1).replace('.', ',')} mL/min/1.73 m²`,
    );
    await expect(page.getByTestId('ckd-epi-2009')).toContainText('mL/min/1.73 m²');
    // Urinary clearance: urine creatinine × daily diuresis / (1440 × serum creatinine).
    await page.getByLabel('Creatinina urinaria', { exact: true }).fill('100');
    await page.getByLabel('Diuresi delle 24 ore', { exact: true }).fill('1440');
    const urinary = (100 * 1440) / (1440 * 0.7);
    await expect(page.getByTestId('urinary-clearance')).toHaveText(
      `${urinary.toFixed(1).replace('.', ',')} ml/min`,
    );
    await page.getByLabel('Creatinina sierica', { exact: true }).fill('20');
    await expect(
      page.getByText('Controlla il valore inserito. Il valore deve essere compreso tra 0,1 e 13'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('Score pages', () => {
  test('lists the five scores', async ({ page }) => {
    await signInThroughApi(page, giulia.email);
    await page.goto('calcolatricemedica/calcoloScores');
    const scores = page.getByRole('navigation', { name: 'Scores' });
    for (const name of ['HAS-BLED', 'MELD', 'CHA2DS2-VASc', 'Framingham', 'Rischio cardiovascolare']) {
      await expect(scores.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await scores.getByRole('link', { name: 'HAS-BLED', exact: true }).click();
    await expect(page).toHaveURL(/calcoloScores\/hasBledScore$/);
    // The address changes before the score page has replaced the list: check the page itself.
    await expect(page.getByTestId('score-total')).toHaveText('0');
    await expectNoAxeViolations(page);
  });

  test('HAS-BLED: live total, the Pisters row, save and history', async ({ page }) => {
    await signInThroughApi(page, giulia.email);
    await page.goto('calcolatricemedica/calcoloScores/hasBledScore');
    await expect(page.getByTestId('score-total')).toHaveText('0');
    await page.getByRole('switch', { name: 'Ipertensione' }).click();
    await page.getByRole('switch', { name: 'Anziano' }).click();
    await page.getByRole('switch', { name: 'Farmaci' }).click();
    await expect(page.getByTestId('score-total')).toHaveText('3');
    await expect(page.getByRole('button', { name: 'Salva' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Calcola' }).click();
    // Pisters 2010: score 3, 3.74 bleeds per 100 patient-years.
    await expect(page.getByTestId('bleeding-risk')).toHaveText('3,74 sanguinamenti per 100 pazienti-anno');
    await expect(page.getByTestId('score-result')).toContainText('Rischio alto');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Salva' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Dati salvati con successo!');
    await dialog.getByRole('button', { name: 'Chiudi' }).first().click();
    await expect(page.getByTestId('score-total')).toHaveText('0');
    await expect(page.getByRole('button', { name: 'Salva' })).toHaveCount(0);
    await expect(page.getByTestId('score-history').locator('tbody tr').first()).toContainText('3');
  });

  test('MELD: the Kim 2008 example, the clamped values shown, blocked letters, save', async ({ page }) => {
    await signInThroughApi(page, giulia.email);
    await page.goto('calcolatricemedica/calcoloScores/meldScore');
    await page.getByLabel('Creatinina', { exact: true }).pressSequentially('1a.2');
    await expect(page.getByLabel('Creatinina', { exact: true })).toHaveValue('1.2');
    await page.getByLabel('Bilirubina', { exact: true }).fill('2');
    await page.getByLabel('INR', { exact: true }).fill('1.5');
    await page.getByLabel('Sodio', { exact: true }).fill('135');
    await page.getByRole('button', { name: 'Calcola' }).click();
    // MELD(i) = round(15.336) = 15; 15 + 1.32 × 2 − 0.033 × 15 × 2 = 16.65 -> 17; 10-19: 6%.
    await expect(page.getByTestId('meld-score')).toHaveText('17');
    await expect(page.getByTestId('meld-mortality')).toHaveText('6%');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByRole('dialog')).toContainText('Dati salvati con successo!');
    await page.getByRole('dialog').getByRole('button', { name: 'Chiudi' }).first().click();
    await expect(page.getByTestId('score-history').locator('tbody tr').first()).toContainText('17');
    await expect(page.getByLabel('Creatinina', { exact: true })).toHaveValue('');

    await page.getByLabel('Creatinina', { exact: true }).fill('0.8');
    await page.getByLabel('Bilirubina', { exact: true }).fill('2');
    await page.getByLabel('INR', { exact: true }).fill('1.1');
    await page.getByLabel('Sodio', { exact: true }).fill('140');
    await page.getByRole('button', { name: 'Calcola' }).click();
    await expect(page.getByTestId('meld-clamps')).toContainText('Creatinina portata al minimo di 1 mg/dl');
    await expect(page.getByTestId('meld-clamps')).toContainText('Sodio limitato al massimo di 137 mmol/l');
    await expectNoAxeViolations(page);
  });

  test('CHA2DS2-VASc: sex from the record, the Friberg row, save', async ({ page }) => {
    await signInThroughApi(page, giulia.email);
    await page.goto('calcolatricemedica/calcoloScores/chaDsVasScore');
    // Giulia: female (1 point), under 65 (0).
    await expect(page.getByTestId('score-total')).toHaveText('1');
    await page.getByRole('switch', { name: 'Ipertensione' }).click();
    await expect(page.getByTestId('score-total')).toHaveText('2');
    await page.getByRole('button', { name: 'Calcola' }).click();
    // Friberg 2012, score 2: ischaemic stroke 2.2%, stroke/TIA/embolism 2.9% a year.
    await expect(page.getByTestId('stroke-risk')).toHaveText('2,2% annuo');
    await expect(page.getByTestId('stroke-tia-risk')).toHaveText('2,9% annuo');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Chiudi' }).first().click();
    await expect(page.getByTestId('score-history').locator('tbody tr').first()).toContainText('2 (2,9%)');
  });

  test('Framingham: the far-out-of-range message, then a risk saved to the history', async ({ page }) => {
    await signInThroughApi(page, giulia.email);
    await page.goto('calcolatricemedica/calcoloScores/framinghamScore');
    await page.getByLabel('Colesterolo totale', { exact: true }).fill('900');
    await expect(
      page.getByText('Per favore inserisci un valore valido! Solitamente è compreso tra 100 e 400.'),
    ).toBeVisible();
    await page.getByLabel('Colesterolo totale', { exact: true }).fill('213');
    await page.getByLabel('Colesterolo HDL', { exact: true }).fill('50');
    await page.getByLabel('Pressione sistolica', { exact: true }).fill('120');
    await page.getByRole('switch', { name: 'Fumatore' }).click();
    await page.getByRole('button', { name: 'Calcola' }).click();
    const risk = (await page.getByTestId('framingham-risk').textContent()) ?? '';
    expect(risk).toMatch(/^\d+(,\d{1,2})?%$/);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Chiudi' }).first().click();
    await expect(page.getByTestId('score-history').locator('tbody tr').first()).toContainText(risk);
  });

  test('Cardiovascular: missing ethnicity message, then the Goff inputs computed and saved', async ({
    page,
  }) => {
    await signInThroughApi(page, giulia.email);
    await page.goto('calcolatricemedica/calcoloScores/cardiovascolareScore');
    // Goff 2013 worked example inputs (the risk depends on the record's age).
    await page.getByLabel('Colesterolo totale', { exact: true }).fill('213');
    await page.getByLabel('Colesterolo HDL', { exact: true }).fill('50');
    await page.getByLabel('Pressione sistolica', { exact: true }).fill('120');
    await page.getByRole('button', { name: 'Calcola' }).click();
    await expect(page.getByTestId('score-result')).toContainText('Compila e/o seleziona tutti i campi!');
    await page.getByRole('radio', { name: 'Caucasica' }).click();
    await page.getByRole('button', { name: 'Calcola' }).click();
    const risk = (await page.getByTestId('cardiovascular-risk').textContent()) ?? '';
    expect(risk).toMatch(/^\d+(,\d{1,2})?%$/);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Salva' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Chiudi' }).first().click();
    await expect(page.getByTestId('score-history').locator('tbody tr').first()).toContainText(risk);
  });
});

test.describe('Licence', () => {
  test('Marco (basic licence) gets the subscription dialog and Annulla goes back', async ({ page }) => {
    await signInThroughApi(page, marco.email);
    await page.goto('calcolatricemedica/Dosi');
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog).toContainText('Questa sezione non è prevista nella tua sottoscrizione');
    // Behind the dialog the page still names itself (the dialog hides it from assistive technology).
    await expect(page.locator('main h1')).toHaveText('Calcolo delle dosi');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Annulla' }).click();
    await expect(page).toHaveURL(/\/webui\/Registro\/SchedaPaziente$/);
    await expect(page.getByRole('region', { name: 'Dati personali' })).toBeVisible();
    // Opened straight from its address, the page had nothing of the app to go back to: the record,
    // with the focus on its content rather than on the page body.
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page.getByLabel('Peso', { exact: true })).toHaveCount(0);
  });
});
