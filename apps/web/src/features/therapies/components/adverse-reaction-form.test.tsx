import type { Therapy } from '@cartella/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadTherapiesCatalog } from '../../../lib/i18n.ts';
import { mario } from '../../../test/patient.ts';
import { answerFetch, renderWithApp } from '../../../test/render-with-app.tsx';
import { AdverseReactionForm } from './adverse-reaction-form.tsx';

const therapy: Therapy = {
  id_terapie: 7,
  id_paziente: 1,
  id_livello_confidenzialita: 6,
  tipo_terapia: 1,
  farmaco: { descrizione_breve: 'Cardioaspirin', somministrazione: 'orale' },
  id_farmaco_codifa: '012345',
  quantita_farmaceutica: '1 compressa',
  frequenza_farmaceutica: 'una volta al giorno',
  data_inizio: '2026-01-10',
  data_fine: null,
  id_diagnosi: null,
  id_prescrittore: null,
  prescrittore: 'Dott.ssa Bianchi',
  note: null,
};

afterEach(() => vi.restoreAllMocks());

describe('the adverse-reaction form, given nothing filled in', () => {
  it('marks the reaction as required when Procedi is pressed, keeps what was typed, and sends nothing', async () => {
    const sent = answerFetch(() => ({ status: 500, body: {} }));
    const screen = await renderWithApp(
      <AdverseReactionForm therapy={therapy} patient={mario} userId={1} onClose={() => {}} />,
      { pageCatalog: loadTherapiesCatalog },
    );
    await screen.getByLabelText('Numero di lotto').fill('AB123');
    await screen.getByRole('button', { name: 'Procedi' }).click();
    await expect
      .element(screen.getByLabelText('Descrizione della reazione'))
      .toHaveAttribute('aria-invalid', 'true');
    await expect.element(screen.getByLabelText('Numero di lotto')).toHaveValue('AB123');
    expect(sent).toEqual([]);
  });
});

describe('the adverse-reaction form, given a female patient with a pregnancy under way', () => {
  it('starts with the pregnancy field set to its trimester (issue 17), which she can change', async () => {
    answerFetch(() => ({ status: 500, body: {} }));
    const today = new Date();
    const started = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() - 20 * 7));
    const patient = {
      ...mario,
      paziente_sesso: 'female' as const,
      tbl_gravidanze: [
        {
          id_gravidanza: 3,
          id_paziente: mario.id_paziente,
          eta: 31,
          inizio_gravidanza: started.toISOString().slice(0, 10),
          fine_gravidanza: null,
          esito: null,
          sesso_bambino: null,
          note_gravidanza: null,
        },
      ],
    };
    const screen = await renderWithApp(
      <AdverseReactionForm therapy={therapy} patient={patient} userId={1} onClose={() => {}} />,
      { pageCatalog: loadTherapiesCatalog },
    );
    await expect
      .element(screen.getByRole('combobox', { name: 'Gravidanza' }))
      .toHaveTextContent('2° Trimestre');
  });
});
