import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, renderWithApp } from '../../../test/render-with-app.tsx';
import type { ExamDraft } from '../api/exams.ts';
import { ExamForm } from './exam-form.tsx';

const levels = [
  { id_livello_confidenzialita: 4, confidenzialita_descrizione: 'Normale' },
  { id_livello_confidenzialita: 6, confidenzialita_descrizione: 'Strettamente riservato' },
];

const fresh: ExamDraft = {
  id_indagine: 0,
  id_paziente: 1,
  indagine_tipologia: '',
  id_livello_confidenzialita: 6,
  indagine_stato: 0,
  indagine_motivo: '',
  indagine_data_display: '',
  id_diagn_investigations: null,
  id_centro_indagine: null,
  altro_centro: '',
  careprovider: '',
  diags: [],
};

const laboratory = {
  id: 7,
  tipo: 3,
  centro_nome: 'Laboratorio Iris (demo)',
  centro_indirizzo: 'Via Esempio 1',
  telefono: '+39 000 000 0302',
  table_data: {
    table_column_title: { value: 'Laboratorio Iris' },
    table_column_subtitle: { value: '' },
    table_column_text: { value: '' },
    sitoWeb: '',
  },
};

function renderForm(initial: ExamDraft) {
  return renderWithApp(
    <ExamForm
      initial={initial}
      initialInvestigation=""
      levels={levels}
      doctors={[]}
      diagnoses={[]}
      onClose={() => {}}
    />,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the exam form, given a new exam without a type', () => {
  it('marks the type as required when Salva is pressed, and sends nothing', async () => {
    const sent = answerFetch(() => ({ status: 500, body: {} }));
    const screen = await renderForm(fresh);
    await screen.getByRole('button', { name: 'Salva' }).click();
    await expect
      .element(screen.getByRole('combobox', { name: 'Tipologia' }))
      .toHaveAttribute('aria-invalid', 'true');
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });
});

describe('the exam form, given a laboratory exam', () => {
  it('offers the laboratories and a typed centre, and saves the typed one at once, without a question', async () => {
    const sent = answerFetch((request) =>
      request.path === '/api/getCentriIndagini/3'
        ? { status: 200, body: { data: [laboratory] } }
        : { status: 500, body: {} },
    );
    const screen = await renderForm({ ...fresh, indagine_tipologia: 'Laboratori Analisi' });
    await screen.getByRole('combobox', { name: 'Centro' }).click();
    await expect.element(screen.getByRole('option', { name: 'Laboratorio Iris (demo)' })).toBeVisible();
    await screen.getByRole('option', { name: 'Altro centro' }).click();
    await screen.getByRole('textbox', { name: 'Altro centro' }).fill('Laboratorio di quartiere');
    await screen.getByRole('button', { name: 'Salva' }).click();
    await vi.waitFor(() => expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(sent.find((request) => request.method === 'POST')).toMatchObject({
      path: '/api/esami',
      body: {
        indagine_tipologia: 'Laboratori Analisi',
        indagine_stato: 0,
        id_centro_indagine: null,
        altro_centro: 'Laboratorio di quartiere',
        id_livello_confidenzialita: 6,
      },
    });
  });
});

describe('the exam form, given the route’s link to the diagnoses page', () => {
  it('links to the diagnoses page and, in a new tab, to the doctors page (spec 000 section 2)', async () => {
    answerFetch(() => ({ status: 500, body: {} }));
    const screen = await renderWithApp(
      <ExamForm
        initial={fresh}
        initialInvestigation=""
        levels={levels}
        doctors={[]}
        diagnoses={[]}
        diagnosesLink={<a href="/webui/Registro/Diagnosi">Gestisci le tue diagnosi e allergie</a>}
        onClose={() => {}}
      />,
    );
    await expect
      .element(screen.getByRole('link', { name: 'Gestisci le tue diagnosi e allergie' }))
      .toHaveAttribute('href', '/webui/Registro/Diagnosi');
    const doctors = screen.getByRole('link', { name: /^Gestisci i tuoi dottori/ });
    await expect.element(doctors).toHaveAttribute('href', '/webui/Registro/Dottori');
    await expect.element(doctors).toHaveAttribute('target', '_blank');
  });
});
