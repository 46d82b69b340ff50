import { afterEach, describe, expect, it, vi } from 'vitest';
import { mario } from '../../../test/patient.ts';
import { answerFetch, renderWithApp } from '../../../test/render-with-app.tsx';
import { PersonalDataModal } from './personal-data-modal.tsx';

afterEach(() => vi.restoreAllMocks());

/** The marital statuses list answers empty; anything else the test decides. */
function serve(other: { status: number; body: unknown }) {
  return answerFetch((request) =>
    request.path.endsWith('/statimatrimoniali') ? { status: 200, body: { data: [] } } : other,
  );
}

describe('the personal-data modal, given the names left empty', () => {
  it('marks first and last name as required when Salva is pressed, and sends no save', async () => {
    const sent = serve({ status: 500, body: {} });
    const screen = await renderWithApp(<PersonalDataModal patient={mario} open onOpenChange={() => {}} />);
    await screen.getByLabelText('Nome', { exact: true }).fill('');
    await screen.getByLabelText('Cognome').fill('');
    await screen.getByRole('button', { name: 'Salva' }).click();
    await expect
      .element(screen.getByLabelText('Nome', { exact: true }))
      .toHaveAttribute('aria-invalid', 'true');
    await expect.element(screen.getByLabelText('Cognome')).toHaveAttribute('aria-invalid', 'true');
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([]);
  });
});

describe('the personal-data modal, when the server refuses the name', () => {
  it('keeps the typed name, marks it and leaves the modal open', async () => {
    serve({
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Controlla i dati inseriti.',
          fields: [{ path: 'paziente_nome', code: 'invalid_type' }],
        },
      },
    });
    const screen = await renderWithApp(<PersonalDataModal patient={mario} open onOpenChange={() => {}} />);
    await screen.getByLabelText('Nome', { exact: true }).fill('Mario Luigi');
    await screen.getByRole('button', { name: 'Salva' }).click();
    await expect
      .element(screen.getByLabelText('Nome', { exact: true }))
      .toHaveAttribute('aria-invalid', 'true');
    await expect.element(screen.getByLabelText('Nome', { exact: true })).toHaveValue('Mario Luigi');
    await expect.element(screen.getByRole('dialog')).toBeVisible();
  });
});
