import { issueMessages, TherapySchema } from '@cartella/domain';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { domainText, loadTherapiesCatalog } from '../../../lib/i18n.ts';
import { answerFetch, renderWithApp } from '../../../test/render-with-app.tsx';
import type { TherapyDraft } from '../api/therapies.ts';
import { TherapyForm } from './therapy-form.tsx';

const levels = [{ id_livello_confidenzialita: 6, confidenzialita_descrizione: 'Tutti' }];
const noChoices = { data: [], isError: false, isSuccess: true };

/** An ongoing therapy already on the record, complete but for the frequency. */
const stored: TherapyDraft = {
  id_terapie: 7,
  id_paziente: 1,
  tipo_terapia: 1,
  id_farmaco_codifa: '012345',
  prescrittore: 'Dott.ssa Bianchi',
  id_prescrittore: null,
  quantita_farmaceutica: '1 compressa',
  frequenza_farmaceutica: '',
  data_inizio: '2026-01-10',
  data_fine: '',
  id_diagnosi: null,
  note: '',
  id_livello_confidenzialita: 6,
};

function renderForm(initial: TherapyDraft) {
  return renderWithApp(
    <TherapyForm
      initial={initial}
      initialDrugName="Cardioaspirin"
      levels={levels}
      diagnoses={noChoices}
      doctors={noChoices}
      onClose={() => {}}
    />,
    { pageCatalog: loadTherapiesCatalog },
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the therapy form, given a new ongoing therapy left empty', () => {
  it('names every missing field when Salva is pressed, and sends nothing', async () => {
    const sent = answerFetch(() => ({ status: 500, body: {} }));
    const screen = await renderForm({
      ...stored,
      id_terapie: 0,
      id_farmaco_codifa: '',
      prescrittore: '',
      quantita_farmaceutica: '',
      data_inizio: '',
    });
    await screen.getByRole('button', { name: 'Salva' }).click();
    await expect.element(screen.getByText(domainText(issueMessages.start_date_required))).toBeVisible();
    await expect.element(screen.getByLabelText('Dose')).toHaveAttribute('aria-invalid', 'true');
    await expect.element(screen.getByLabelText('Frequenza')).toHaveAttribute('aria-invalid', 'true');
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });
});

describe('the therapy form, when the server refuses the save', () => {
  it('keeps what the patient typed and shows the server message and the field it rejected', async () => {
    answerFetch(() => ({
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Controlla i dati inseriti.',
          fields: [{ path: 'frequenza_farmaceutica', code: 'invalid_type' }],
        },
      },
    }));
    const screen = await renderForm(stored);
    await screen.getByLabelText('Frequenza').fill('due volte al giorno');
    await screen.getByRole('button', { name: 'Salva' }).click();
    await expect.element(screen.getByText('Controlla i dati inseriti.')).toBeVisible();
    await expect.element(screen.getByLabelText('Frequenza')).toHaveAttribute('aria-invalid', 'true');
    await expect.element(screen.getByLabelText('Frequenza')).toHaveValue('due volte al giorno');
    await expect.element(screen.getByRole('dialog')).toBeVisible();
  });
});

describe('the therapy form, when the save goes through', () => {
  it('sends exactly the body it validated: no end date and no note as null, not empty text', async () => {
    const sent = answerFetch(() => ({ status: 200, body: { message: 'ok', data: null } }));
    const screen = await renderForm(stored);
    await screen.getByLabelText('Frequenza').fill('due volte al giorno');
    await screen.getByRole('button', { name: 'Salva' }).click();
    await vi.waitFor(() => expect(sent.some((request) => request.path === '/api/farmaci')).toBe(true));
    const body = sent.find((request) => request.path === '/api/farmaci')?.body;
    expect(body).toEqual({
      status: 'update',
      ...stored,
      frequenza_farmaceutica: 'due volte al giorno',
      data_fine: null,
      note: null,
    });
    expect(v.safeParse(TherapySchema, body).success).toBe(true);
  });
});
