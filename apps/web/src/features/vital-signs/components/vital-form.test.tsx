import { vitalMeasures } from '@cartella/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, renderWithApp } from '../../../test/render-with-app.tsx';
import { type VitalDraft, VitalForm } from './vital-form.tsx';

const empty = Object.fromEntries(vitalMeasures.map((key) => [key, ''])) as VitalDraft['measures'];
const draft: VitalDraft = {
  id_parametro: 0,
  id_paziente: 1,
  date: '2026-11-20',
  time: '08:30',
  measures: empty,
};

afterEach(() => vi.restoreAllMocks());

describe('the vital reading form', () => {
  it('asks for one measure at least and a diastolic below the systolic, sending nothing', async () => {
    const sent = answerFetch(() => ({ status: 500, body: {} }));
    const screen = await renderWithApp(<VitalForm initial={draft} onClose={() => {}} />);
    await screen.getByRole('button', { name: 'Salva' }).click();
    await expect.element(screen.getByText('Inserisci almeno una misura.')).toBeVisible();
    await screen.getByLabelText('Pressione massima (mmHg)').fill('120');
    await screen.getByLabelText('Pressione minima (mmHg)').fill('125');
    await screen.getByRole('button', { name: 'Salva' }).click();
    await expect
      .element(screen.getByText('La pressione minima deve essere più bassa della massima.'))
      .toBeVisible();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('sends numbers typed the Italian way as numbers, with the local date and time as an instant', async () => {
    const sent = answerFetch(() => ({ status: 200, body: { message: 'ok', data: null } }));
    const screen = await renderWithApp(<VitalForm initial={draft} onClose={() => {}} />);
    await screen.getByLabelText('Peso (kg)').fill('72,5');
    await screen.getByRole('button', { name: 'Salva' }).click();
    await vi.waitFor(() => expect(sent.some((request) => request.path === '/api/rilevazioni')).toBe(true));
    expect(sent.find((request) => request.path === '/api/rilevazioni')?.body).toMatchObject({
      id_paziente: 1,
      created_on: new Date(2026, 10, 20, 8, 30).toISOString(),
      parametro_peso: 72.5,
      parametro_altezza: null,
    });
  });
});
