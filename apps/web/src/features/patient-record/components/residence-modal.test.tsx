import { afterEach, describe, expect, it, vi } from 'vitest';
import { mario } from '../../../test/patient.ts';
import { answerFetch, renderWithApp } from '../../../test/render-with-app.tsx';
import { ResidenceModal } from './residence-modal.tsx';

const refused = {
  status: 400,
  body: {
    error: {
      code: 'validation_failed',
      message: 'Controlla i dati inseriti.',
      fields: [{ path: 'user.contact_detail.contatto_indirizzo', code: 'invalid_type' }],
    },
  },
};

afterEach(() => vi.restoreAllMocks());

describe('the residence modal, given an address left empty', () => {
  it('marks the address as required when Salva is pressed, and sends nothing', async () => {
    const sent = answerFetch(() => ({ status: 500, body: {} }));
    const screen = await renderWithApp(<ResidenceModal patient={mario} open onOpenChange={() => {}} />);
    await screen.getByLabelText('Indirizzo').fill('');
    await screen.getByRole('button', { name: 'Salva' }).click();
    await expect.element(screen.getByLabelText('Indirizzo')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });
});

describe('the residence modal, when the server refuses the address', () => {
  it('keeps the typed address and marks it (the record path becomes the field name)', async () => {
    answerFetch(() => refused);
    const screen = await renderWithApp(<ResidenceModal patient={mario} open onOpenChange={() => {}} />);
    await screen.getByLabelText('Indirizzo').fill('Via Roma 2');
    await screen.getByRole('button', { name: 'Salva' }).click();
    await expect.element(screen.getByLabelText('Indirizzo')).toHaveAttribute('aria-invalid', 'true');
    await expect.element(screen.getByLabelText('Indirizzo')).toHaveValue('Via Roma 2');
  });
});

describe('the residence modal, when the save goes through', () => {
  it('sends the whole record with the checked address, trimmed, for the residence page', async () => {
    const sent = answerFetch((request) =>
      request.method === 'PUT'
        ? { status: 200, body: { message: 'ok' } }
        : { status: 200, body: { data: mario } },
    );
    const screen = await renderWithApp(<ResidenceModal patient={mario} open onOpenChange={() => {}} />);
    await screen.getByLabelText('Indirizzo').fill(' Via Roma 2 ');
    await screen.getByRole('button', { name: 'Salva' }).click();
    await vi.waitFor(() => expect(sent.some((request) => request.method === 'PUT')).toBe(true));
    const body = sent.find((request) => request.method === 'PUT')?.body;
    expect(body).toMatchObject({
      page: 'residence',
      status: 'update',
      user: { contact_detail: { contatto_indirizzo: 'Via Roma 2', comune_residenza_codice: 'H501' } },
    });
  });
});
