import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, giulia, signInThroughApi, test } from './fixtures.ts';
import { choose, fillDate } from './therapies-helpers.ts';

/** The words of one language that these flows click and read. */
interface Words {
  exams: string;
  add: (list: string) => string;
  scheduled: string;
  completed: string;
  requested: string;
  type: string;
  laboratory: string;
  date: string;
  reason: string;
  save: string;
  cancel: string;
  move: string;
  remove: string;
  diagnosesLink: string;
  doctorsLink: RegExp;
  completedInFuture: string;
}

const italian: Words = {
  exams: 'Esami',
  add: (list) => `Aggiungi esame a ${list}`,
  scheduled: 'Programmati',
  completed: 'Completati',
  requested: 'Richiesti',
  type: 'Tipologia',
  laboratory: 'Laboratori Analisi',
  date: 'Data',
  reason: 'Motivo',
  save: 'Salva',
  cancel: 'Annulla',
  move: 'Sposta',
  remove: 'Elimina',
  diagnosesLink: 'Gestisci le tue diagnosi e allergie',
  doctorsLink: /^Gestisci i tuoi dottori/,
  completedInFuture: 'Un esame con una data futura va tra i Completati solo da quel giorno.',
};

const english: Words = {
  exams: 'Exams',
  add: (list) => `Add an exam to ${list}`,
  scheduled: 'Scheduled',
  completed: 'Completed',
  requested: 'Requested',
  type: 'Type',
  laboratory: 'Laboratory tests',
  date: 'Date',
  reason: 'Reason',
  save: 'Save',
  cancel: 'Cancel',
  move: 'Move',
  remove: 'Delete',
  diagnosesLink: 'Manage your diagnoses and allergies',
  doctorsLink: /^Manage your doctors/,
  completedInFuture: 'An exam dated in the future can go to Completed only from that day.',
};

/** A date no run of this suite reaches. */
const FAR_FUTURE = '01/01/2099';

/**
 * Saves the open exam form and waits for `outcome`, accepting the save question when the form
 * asks it.
 */
async function saveExam(page: Page, words: Words, outcome: Locator) {
  await page.getByRole('dialog').getByRole('button', { name: words.save, exact: true }).click();
  const question = page.getByRole('alertdialog');
  await expect(question.or(outcome).first()).toBeVisible();
  if (await question.isVisible())
    await question.getByRole('button', { name: words.save, exact: true }).click();
  await expect(outcome.first()).toBeVisible();
}

/** Opens the add form of `list` and fills a laboratory exam dated `date` with `reason`. */
async function fillLaboratoryExam(page: Page, words: Words, list: string, date: string, reason: string) {
  await page.getByRole('button', { name: words.add(list) }).click();
  await choose(page, words.type, words.laboratory);
  await fillDate(page, words.date, date);
  await page.getByLabel(words.reason).fill(reason);
}

/** The row of the exam with `reason` in the table of `list`. */
function rowIn(page: Page, list: string, reason: string) {
  return page.getByRole('table', { name: list }).getByRole('row').filter({ hasText: reason });
}

async function cannotCompleteAFutureExam(page: Page, words: Words) {
  const reason = `${words.exams} futuro e2e ${Date.now()}`;
  await expect(page.getByRole('heading', { name: words.exams, level: 1 })).toBeVisible();

  // The form links to the diagnoses and the doctors pages (spec 000 section 2).
  await fillLaboratoryExam(page, words, words.scheduled, FAR_FUTURE, reason);
  const form = page.getByRole('dialog');
  await expect(form.getByRole('link', { name: words.diagnosesLink })).toHaveAttribute(
    'href',
    /\/Registro\/Diagnosi$/,
  );
  await expect(form.getByRole('link', { name: words.doctorsLink })).toHaveAttribute(
    'href',
    /\/Registro\/Dottori$/,
  );
  await saveExam(page, words, rowIn(page, words.scheduled, reason));

  // Moving it: Completati is shown, disabled, with the reason; the other list stays open to it.
  const scheduled = rowIn(page, words.scheduled, reason);
  await scheduled.getByRole('button', { name: `${words.move} ${words.laboratory}` }).click();
  const move = page.getByRole('dialog');
  await expect(move.getByRole('radio', { name: words.completed })).toBeDisabled();
  await expect(move.getByText(words.completedInFuture)).toBeVisible();
  await expect(move.getByRole('radio', { name: words.requested })).toBeEnabled();
  await expectNoAxeViolations(page);
  await move.getByRole('button', { name: words.cancel }).click();
  await expect(move).toBeHidden();

  // Adding one to Completati: the server refuses it, and its message shows under the date.
  await fillLaboratoryExam(page, words, words.completed, FAR_FUTURE, `${reason} completato`);
  await saveExam(page, words, page.getByRole('dialog').getByText(words.completedInFuture));
  await expect(page.getByRole('dialog').getByLabel(words.reason)).toHaveValue(`${reason} completato`);
  await page.getByRole('dialog').getByRole('button', { name: words.cancel }).click();
  await expect(rowIn(page, words.completed, reason)).toHaveCount(0);

  // Left as found: the scheduled exam goes.
  await scheduled.getByRole('button', { name: `${words.remove} ${words.laboratory}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: words.remove, exact: true }).click();
  await expect(rowIn(page, words.scheduled, reason)).toHaveCount(0);
}

test('Giulia cannot complete an exam dated in the future: Completati is disabled with the reason, and the server refuses one added there', async ({
  page,
}) => {
  await signInThroughApi(page, giulia.email);
  await page.goto('Registro/Esami');
  await cannotCompleteAFutureExam(page, italian);
});

test('in English, Giulia cannot complete an exam dated in the future either', async ({ page }) => {
  await signInThroughApi(page, giulia.email);
  await page.goto('Registro/Esami');
  await page.getByLabel('Lingua', { exact: true }).selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await cannotCompleteAFutureExam(page, english);
});
