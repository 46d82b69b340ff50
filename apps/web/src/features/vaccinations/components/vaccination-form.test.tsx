import { confirmMessages, issueMessages } from '@cartella/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { domainText, loadVaccinationsCatalog } from '../../../lib/i18n.ts';
import { answerFetch, renderWithApp } from '../../../test/render-with-app.tsx';
import type { VaccinationDraft } from '../api/vaccinations.ts';
import { VaccinationForm } from './vaccination-form.tsx';

const levels = [
  { id_livello_confidenzialita: 4, confidenzialita_descrizione: 'Normale' },
  { id_livello_confidenzialita: 6, confidenzialita_descrizione: 'Strettamente riservato' },
];

const complete: VaccinationDraft = {
  id_vaccinazione: 0,
  id_paziente: 1,
  id_vaccino: '034813067',
  vaccinazione_data: '2026-03-15',
  vaccinazione_reazioni: 'Nessuna',
  vaccinazione_richiamo: 1,
  id_livello_confidenzialita: 6,
};

const vaccine = {
  id_vaccino: '034813067',
  descrizione_breve: 'BOOSTRIX',
  codice_atc: 'J07AJ52',
  antigeni: ['difterite', 'tetano', 'pertosse'],
  tipo: 'dTpa',
  titolare: '',
  aic_confezioni: ['034813067'],
};

function renderForm(initial: VaccinationDraft) {
  return renderWithApp(
    <VaccinationForm initial={initial} initialVaccineName="BOOSTRIX" levels={levels} onClose={() => {}} />,
    { pageCatalog: loadVaccinationsCatalog },
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the vaccination form, given a new vaccination left empty', () => {
  it('names every missing field when Salva is pressed, and sends nothing', async () => {
    const sent = answerFetch(() => ({ status: 500, body: {} }));
    const screen = await renderForm({
      ...complete,
      id_vaccino: '',
      vaccinazione_data: '',
      vaccinazione_reazioni: '',
      vaccinazione_richiamo: 0,
    });
    await screen.getByRole('button', { name: 'Salva' }).click();
    await expect.element(screen.getByLabelText('Reazioni')).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(screen.getByRole('combobox', { name: 'Richiamo' }))
      .toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(screen.getByLabelText('Data', { exact: true }))
      .toHaveAttribute('aria-invalid', 'true');
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });
});

describe('the vaccination form, given a future date', () => {
  it("puts today's date back and says 'La data inserita non è valida!'", async () => {
    answerFetch(() => ({ status: 500, body: {} }));
    const screen = await renderForm(complete);
    const date = screen.getByLabelText('Data', { exact: true });
    await date.fill('01/01/2099');
    (date.element() as HTMLInputElement).blur();
    await expect.element(screen.getByText(domainText(issueMessages.date_in_future))).toBeVisible();
    await expect.element(date).not.toHaveValue('01/01/2099');
  });
});

describe('the vaccination form, given a complete new vaccination', () => {
  it("asks 'Sei sicuro di salvare i dati?' and sends only once the patient confirms", async () => {
    const sent = answerFetch((request) =>
      request.method === 'POST'
        ? {
            status: 200,
            body: {
              data: {
                ...complete,
                id_vaccinazione: 9,
                author_id: 1,
                vaccinidetails: vaccine,
                deleted_at: null,
              },
            },
          }
        : { status: 200, body: { data: [] } },
    );
    const screen = await renderForm(complete);
    await expect.element(screen.getByRole('combobox', { name: 'Livello di confidenzialità' })).toBeVisible();
    await screen.getByRole('button', { name: 'Salva' }).click();
    const question = screen.getByRole('alertdialog');
    await expect.element(question.getByText(domainText(confirmMessages.confirmSaveData))).toBeVisible();
    await question.getByRole('button', { name: 'Annulla' }).click();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    await screen.getByRole('button', { name: 'Salva' }).click();
    await screen.getByRole('alertdialog').getByRole('button', { name: 'Salva' }).click();
    await vi.waitFor(() => expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(sent.find((request) => request.method === 'POST')).toMatchObject({
      path: '/api/vaccinazioni',
      body: { id_vaccino: '034813067', vaccinazione_richiamo: 1, id_livello_confidenzialita: 6 },
    });
  });
});

describe('the vaccination form, editing a stored vaccination', () => {
  it('does not offer the confidentiality level (the lock changes it)', async () => {
    answerFetch(() => ({ status: 500, body: {} }));
    const screen = await renderForm({ ...complete, id_vaccinazione: 9 });
    await expect.element(screen.getByRole('heading', { name: 'Modifica vaccinazione' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Livello di confidenzialità' }).elements()).toHaveLength(0);
  });
});
