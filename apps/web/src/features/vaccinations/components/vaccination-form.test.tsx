import { issueMessages, type VaccinationItem } from '@cartella/domain';
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

function renderForm(initial: VaccinationDraft, earlier: VaccinationItem[] = []) {
  return renderWithApp(
    <VaccinationForm
      initial={initial}
      earlier={earlier}
      initialVaccineName="BOOSTRIX"
      levels={levels}
      onClose={() => {}}
    />,
    { pageCatalog: loadVaccinationsCatalog },
  );
}

/** A vaccination the patient recorded earlier. */
function recorded(id_vaccino: string, dose: 1 | 2 | 3): VaccinationItem {
  return {
    id_vaccinazione: 100 + dose,
    id_paziente: 1,
    author_id: 1,
    id_vaccino,
    vaccinidetails: { ...vaccine, id_vaccino },
    vaccinazione_data: '2020-01-10',
    vaccinazione_reazioni: 'Nessuna',
    vaccinazione_richiamo: dose,
    id_livello_confidenzialita: 4,
    deleted_at: null,
  };
}

/** Answers the vaccine search with BOOSTRIX, and anything else with an empty list. */
function answerSearch() {
  return answerFetch((request) =>
    request.path === '/api/farmaciVacciniFilter'
      ? { status: 200, body: { data: [vaccine] } }
      : { status: 200, body: { data: [] } },
  );
}

async function chooseBoostrix(screen: Awaited<ReturnType<typeof renderForm>>) {
  await screen.getByRole('combobox', { name: 'Vaccino' }).fill('boos');
  await screen.getByRole('option', { name: /BOOSTRIX/ }).click();
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
      vaccinazione_richiamo: null,
    });
    await screen.getByRole('button', { name: 'Salva' }).click();
    await expect.element(screen.getByLabelText('Reazioni')).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(screen.getByRole('combobox', { name: 'Numero della dose' }))
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
  it("saves on Salva at once, without asking 'Sei sicuro di salvare i dati?'", async () => {
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
    await vi.waitFor(() => expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(screen.getByRole('alertdialog').elements()).toHaveLength(0);
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

describe('the vaccination form, given a new vaccination of a vaccine the patient had before', () => {
  it('says what each dose number means', async () => {
    answerSearch();
    const screen = await renderForm({ ...complete, vaccinazione_richiamo: null });
    await screen.getByRole('combobox', { name: 'Numero della dose' }).click();
    await expect.element(screen.getByRole('option', { name: '1 – prima dose' })).toBeVisible();
    await expect
      .element(screen.getByRole('option', { name: '2 – seconda dose o primo richiamo' }))
      .toBeVisible();
    await expect
      .element(screen.getByRole('option', { name: '3 – terza dose o richiamo successivo' }))
      .toBeVisible();
  });

  it('suggests the next dose once the vaccine is chosen, and says it was suggested', async () => {
    answerSearch();
    const screen = await renderForm({ ...complete, id_vaccino: '', vaccinazione_richiamo: null }, [
      recorded('034813067', 1),
      recorded('OTHER', 3),
    ]);
    await chooseBoostrix(screen);
    const dose = screen.getByRole('combobox', { name: 'Numero della dose' });
    await expect.element(dose).toHaveTextContent('2 – seconda dose o primo richiamo');
    await expect
      .element(screen.getByText('Proposta in base alle dosi di questo vaccino già registrate: 1.'))
      .toBeVisible();
  });

  it('suggests the first dose of a vaccine never recorded', async () => {
    answerSearch();
    const screen = await renderForm({ ...complete, id_vaccino: '', vaccinazione_richiamo: null }, [
      recorded('OTHER', 2),
    ]);
    await chooseBoostrix(screen);
    await expect
      .element(screen.getByRole('combobox', { name: 'Numero della dose' }))
      .toHaveTextContent('1 – prima dose');
    await expect
      .element(screen.getByText('Proposta: non hai ancora registrato dosi di questo vaccino.'))
      .toBeVisible();
  });

  it('keeps a dose the patient chose before the vaccine', async () => {
    answerSearch();
    const screen = await renderForm({ ...complete, id_vaccino: '', vaccinazione_richiamo: null }, [
      recorded('034813067', 1),
    ]);
    await screen.getByRole('combobox', { name: 'Numero della dose' }).click();
    await screen.getByRole('option', { name: '3 – terza dose o richiamo successivo' }).click();
    await chooseBoostrix(screen);
    await expect
      .element(screen.getByRole('combobox', { name: 'Numero della dose' }))
      .toHaveTextContent('3 – terza dose o richiamo successivo');
    expect(screen.getByText(/^Proposta/).elements()).toHaveLength(0);
  });
});
