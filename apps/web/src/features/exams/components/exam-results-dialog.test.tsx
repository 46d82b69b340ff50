import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, renderWithApp } from '../../../test/render-with-app.tsx';
import { ExamResultsDialog } from './exam-results-dialog.tsx';

const creatinine = {
  id_risultato: 11,
  id_indagine: 5,
  id_paziente: 1,
  analita: 'Creatinina',
  valore: 1.4,
  unita: 'mg/dL',
  rif_min: 0.5,
  rif_max: 1.2,
  esito: 'high',
  data: '2026-10-01',
};

const glucose = {
  ...creatinine,
  id_risultato: 12,
  analita: 'Glicemia',
  valore: 90,
  rif_min: 70,
  rif_max: 99,
  esito: 'normal',
};

function renderDialog() {
  return renderWithApp(
    <ExamResultsDialog
      patientId={1}
      examId={5}
      examName="Esami del sangue"
      examDate="2026-10-01"
      onClose={() => {}}
      calculatorLink={({ creatinineMgDl, children }) => (
        <a href={`#creatinina=${creatinineMgDl}`}>{children}</a>
      )}
    />,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the results dialog, given an exam with a high creatinine and a normal glucose', () => {
  it('flags the creatinine as Alto in words, not only in colour, and links it to the calculator', async () => {
    answerFetch((request) =>
      request.path === '/api/risultatiEsami/esame/5'
        ? { status: 200, body: { data: [creatinine, glucose] } }
        : { status: 500, body: {} },
    );
    const screen = await renderDialog();
    const table = screen.getByRole('table', { name: 'Risultati di Esami del sangue' });
    const creatinineRow = table.getByRole('row', { name: /Creatinina/ });
    await expect.element(creatinineRow.getByText('Alto', { exact: true })).toBeVisible();
    await expect.element(creatinineRow.getByText('0,5 – 1,2', { exact: true })).toBeVisible();
    await expect
      .element(table.getByRole('row', { name: /Glicemia/ }).getByText('Nella norma', { exact: true }))
      .toBeVisible();
    await expect
      .element(creatinineRow.getByRole('link', { name: 'Calcola la funzione renale' }))
      .toHaveAttribute('href', '#creatinina=1.4');
  });
});

describe('the results dialog, given a result typed with a decimal comma', () => {
  it('sends the number with its range, and keeps what was typed when the server refuses it', async () => {
    const sent = answerFetch((request) => {
      if (request.method === 'GET') return { status: 200, body: { data: [] } };
      return {
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'Alcuni campi non sono validi. Controlla i dati inseriti.',
            fields: [{ path: 'rif_max', code: 'reference_range_inverted' }],
          },
        },
      };
    });
    const screen = await renderDialog();
    await screen.getByRole('textbox', { name: 'Parametro' }).fill('Creatinina');
    await screen.getByRole('textbox', { name: 'Unità' }).fill('mg/dL');
    await screen.getByRole('textbox', { name: 'Valore' }).fill('1,4');
    await screen.getByRole('textbox', { name: 'Limite inferiore' }).fill('0,5');
    await screen.getByRole('textbox', { name: 'Limite superiore' }).fill('1,2');
    await screen.getByRole('button', { name: 'Aggiungi risultato' }).click();
    await vi.waitFor(() => expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect(sent.find((request) => request.method === 'POST')).toMatchObject({
      path: '/api/risultatiEsami',
      body: {
        id_indagine: 5,
        analita: 'Creatinina',
        valore: 1.4,
        unita: 'mg/dL',
        rif_min: 0.5,
        rif_max: 1.2,
      },
    });
    await expect
      .element(screen.getByRole('textbox', { name: 'Limite superiore' }))
      .toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(screen.getByText('Il limite inferiore non può superare il limite superiore.'))
      .toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: 'Valore' })).toHaveValue('1,4');
    await expect.element(screen.getByRole('textbox', { name: 'Parametro' })).toHaveValue('Creatinina');
  });

  it('names a value that is not a number under its field and sends nothing', async () => {
    const sent = answerFetch(() => ({ status: 200, body: { data: [] } }));
    const screen = await renderDialog();
    await screen.getByRole('textbox', { name: 'Parametro' }).fill('Creatinina');
    await screen.getByRole('textbox', { name: 'Valore' }).fill('alto');
    await screen.getByRole('button', { name: 'Aggiungi risultato' }).click();
    await expect
      .element(screen.getByRole('textbox', { name: 'Valore' }))
      .toHaveAttribute('aria-invalid', 'true');
    await expect.element(screen.getByText('Il valore inserito non è valido.')).toBeVisible();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });
});
