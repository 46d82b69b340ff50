import { issueMessages } from '@cartella/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { domainText } from '../../../lib/i18n.ts';
import { answerFetch, renderWithApp } from '../../../test/render-with-app.tsx';
import { DiagnosisForm, type DiagnosisFormDraft } from './diagnosis-form.tsx';

const empty: DiagnosisFormDraft = {
  id_diagnosi: 0,
  id_paziente: 1,
  diagnosi_stato: 1,
  tipo_diagnosi: '',
  diagnosi_patologia: '',
  careprovider: '',
  id_careprovider: null,
  id_livello_confidenzialita: 6,
  bersaglio: null,
};

function renderForm(initial: DiagnosisFormDraft, diagnosesAllowed = true) {
  return renderWithApp(
    <DiagnosisForm
      initial={initial}
      doctors={[]}
      patientName="Giulia Bianchi"
      diagnosesAllowed={diagnosesAllowed}
      onClose={() => {}}
    />,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the diagnosis form, given a new diagnosis left empty', () => {
  it('marks type and text as required and sends nothing', async () => {
    const sent = answerFetch(() => ({ status: 500, body: {} }));
    const screen = await renderForm(empty);
    await screen.getByRole('button', { name: 'Salva' }).click();
    await expect.element(screen.getByText(domainText(issueMessages.required)).nth(1)).toBeVisible();
    await expect.element(screen.getByLabelText('Diagnosi')).toHaveAttribute('aria-invalid', 'true');
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });
});

describe('the diagnosis form, given a Diagnosi without a doctor', () => {
  it("marks the doctor as required: the patient's own name stays disabled", async () => {
    const sent = answerFetch(() => ({ status: 500, body: {} }));
    const screen = await renderForm({ ...empty, tipo_diagnosi: 'Diagnosi', diagnosi_patologia: 'Gastrite' });
    await screen.getByRole('button', { name: 'Salva' }).click();
    await expect
      .element(screen.getByRole('combobox', { name: 'Medico' }))
      .toHaveAttribute('aria-invalid', 'true');
    await screen.getByRole('combobox', { name: 'Medico' }).click();
    await expect
      .element(screen.getByRole('option', { name: 'Giulia Bianchi' }))
      .toHaveAttribute('aria-disabled', 'true');
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });
});

describe('the diagnosis form, given a new allergy the patient reports (issue #37)', () => {
  it("shows 'Segnalata da me' as the doctor and sends no doctor", async () => {
    const sent = answerFetch(() => ({ status: 200, body: { message: 'ok', data: null } }));
    const screen = await renderForm({
      ...empty,
      tipo_diagnosi: 'Allergia',
      diagnosi_patologia: 'Allergia al nichel',
    });
    await expect
      .element(screen.getByRole('combobox', { name: 'Medico' }))
      .toHaveTextContent('Segnalata da me');
    await screen.getByRole('button', { name: 'Salva' }).click();
    await vi.waitFor(() => expect(sent.some((request) => request.path === '/api/diagnosi')).toBe(true));
    expect(sent.find((request) => request.path === '/api/diagnosi')?.body).toMatchObject({
      tipo_diagnosi: 'Allergia',
      careprovider: '',
      id_careprovider: null,
    });
  });
});

describe('the diagnosis form, given a licence without diagnoses (Base)', () => {
  it('offers the type Diagnosi disabled, allergies and intolerances open, and says why', async () => {
    const screen = await renderForm(empty, false);
    await expect.element(screen.getByText(/Il tuo piano comprende allergie e intolleranze/)).toBeVisible();
    await screen.getByRole('combobox', { name: 'Tipo' }).click();
    await expect
      .element(screen.getByRole('option', { name: 'Diagnosi' }))
      .toHaveAttribute('aria-disabled', 'true');
    await expect
      .element(screen.getByRole('option', { name: 'Allergia' }))
      .not.toHaveAttribute('aria-disabled');
  });
});

describe('the diagnosis form, given a stored allergy with a doctor typed by hand', () => {
  it("shows 'Altro Medico' with the name and asks what the allergy is to, then sends the free text", async () => {
    const sent = answerFetch(() => ({ status: 200, body: { message: 'ok', data: null } }));
    const screen = await renderForm({
      ...empty,
      id_diagnosi: 9,
      tipo_diagnosi: 'Allergia',
      diagnosi_patologia: 'Allergia al lattice',
      careprovider: 'Dott. Sala',
    });
    await expect.element(screen.getByLabelText('Altro Medico')).toHaveValue('Dott. Sala');
    await screen.getByLabelText('Oppure scrivilo tu').fill('lattice');
    await screen.getByRole('button', { name: 'Salva' }).click();
    await vi.waitFor(() => expect(sent.some((request) => request.path === '/api/diagnosi/9')).toBe(true));
    expect(sent.find((request) => request.path === '/api/diagnosi/9')?.body).toMatchObject({
      careprovider: 'Dott. Sala',
      id_careprovider: null,
      bersaglio: { tipo_bersaglio: 'testo', codice: 'lattice' },
    });
  });
});

describe('the diagnosis form, like the therapy form', () => {
  it('links to the doctors page in a new tab, so the draft stays open', async () => {
    const screen = await renderForm(empty);
    const link = screen.getByRole('link', { name: /Gestisci i tuoi dottori/ });
    await expect.element(link).toHaveAttribute('href', '/webui/Registro/Dottori');
    await expect.element(link).toHaveAttribute('target', '_blank');
  });
});
