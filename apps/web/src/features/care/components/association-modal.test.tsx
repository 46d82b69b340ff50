import type { AssociatedDoctorAnswer } from '@cartella/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, renderWithApp } from '../../../test/render-with-app.tsx';
import { AssociationModal } from './association-modal.tsx';
import { MailModal } from './mail-modal.tsx';

const lombardi: AssociatedDoctorAnswer = {
  id_cpp: 41,
  id_paziente: 7,
  id_careprovider: 8,
  id_utente_cpp: null,
  assegnazione_confidenzialita: 1,
  visibility: 2,
  tags: [
    { id_tag: 1, tag: 'Cardiologia' },
    { id_tag: 2, tag: 'Nefrologia' },
  ],
  care_provider: {
    id_careprovider: 8,
    fullname: 'Dott. Davide Lombardi',
    cpp_localita_iscrizione: 'Torino',
    specializzation: 'Cardiologia',
    user: { contact_details: { contatto_indirizzo: 'Via degli Ontani 12, Torino' } },
  },
  email: 'davide.lombardi@example.org',
};

const tagList = {
  data: [
    { id: 1, tag: 'Cardiologia' },
    { id: 2, tag: 'Nefrologia' },
  ],
};

afterEach(() => vi.restoreAllMocks());

async function pick(screen: Awaited<ReturnType<typeof renderWithApp>>, label: string, option: string) {
  await screen.getByRole('combobox', { name: label }).click();
  await screen.getByRole('option', { name: option, exact: true }).click();
}

describe('the lock of a doctor, given visibility Parziale with no specialty ticked', () => {
  it('says a specialty is required and sends nothing', async () => {
    const sent = answerFetch(() => ({ status: 200, body: tagList }));
    const screen = await renderWithApp(
      <AssociationModal patientId={7} doctor={lombardi} onClose={() => {}} />,
    );
    await pick(screen, 'Visibilità', 'Parziale');
    await screen.getByRole('button', { name: 'Salva' }).click();
    await expect.element(screen.getByText('Questo campo è obbligatorio!')).toBeVisible();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });
});

describe('the lock of a doctor, when saved with two specialties', () => {
  it('sends the association update with the chosen tags and confidentiality', async () => {
    const sent = answerFetch((request) =>
      request.method === 'POST'
        ? { status: 200, body: { message: 'ok', data: { ...lombardi, visibility: 3 } } }
        : { status: 200, body: tagList },
    );
    const screen = await renderWithApp(
      <AssociationModal patientId={7} doctor={lombardi} onClose={() => {}} />,
    );
    await pick(screen, 'Visibilità', 'Parziale');
    await screen.getByRole('checkbox', { name: 'Cardiologia' }).click();
    await screen.getByRole('checkbox', { name: 'Nefrologia' }).click();
    await pick(screen, 'Livello di confidenzialità', 'Riservato');
    await screen.getByRole('button', { name: 'Salva' }).click();
    await vi.waitFor(() => expect(sent.some((request) => request.method === 'POST')).toBe(true));
    expect(sent.find((request) => request.method === 'POST')).toMatchObject({
      path: '/api/associatedCareProviders',
      body: {
        id_paziente: 7,
        id_cpp: 41,
        id_careprovider: 8,
        assegnazione_confidenzialita: 5,
        visibility: 3,
        tags: [1, 2],
        status: 'update',
      },
    });
  });
});

describe('the mail modal', () => {
  const sender = { name: 'Giulia Bianchi', email: 'giulia.bianchi@example.org' };

  it('shows To and From read-only and requires subject and text', async () => {
    const sent = answerFetch(() => ({ status: 200, body: { message: 'Messaggio inviato' } }));
    const screen = await renderWithApp(
      <MailModal patientId={7} doctor={lombardi} sender={sender} onClose={() => {}} />,
    );
    await expect.element(screen.getByLabelText('A', { exact: true })).toHaveAttribute('readonly');
    await expect
      .element(screen.getByLabelText('Da', { exact: true }))
      .toHaveValue('giulia.bianchi@example.org');
    await screen.getByRole('button', { name: 'Inviare' }).click();
    await expect.element(screen.getByText('Questo campo è obbligatorio!').first()).toBeVisible();
    expect(sent).toEqual([]);
  });

  it("shows the server's reason when the mail is not sent, keeping what was typed", async () => {
    answerFetch(() => ({
      status: 502,
      body: {
        error: { code: 'mail_failed', message: 'Il messaggio non è stato inviato: riprova più tardi.' },
      },
    }));
    const screen = await renderWithApp(
      <MailModal patientId={7} doctor={lombardi} sender={sender} onClose={() => {}} />,
    );
    await screen.getByLabelText('Oggetto').fill('Controllo');
    await screen.getByLabelText('Testo').fill('Buongiorno');
    await screen.getByRole('button', { name: 'Inviare' }).click();
    await expect
      .element(screen.getByText('Il messaggio non è stato inviato: riprova più tardi.'))
      .toBeVisible();
    await expect.element(screen.getByLabelText('Oggetto')).toHaveValue('Controllo');
  });
});
