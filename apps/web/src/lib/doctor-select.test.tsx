import { type AssociatedDoctor, infoMessages } from '@cartella/domain';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render-with-app.tsx';
import { DoctorSelect, doctorOption } from './doctor-select.tsx';
import { domainText } from './i18n.ts';

function doctor(id: number, fullname: string, specializzation: string): AssociatedDoctor {
  return {
    id_cpp: id,
    id_paziente: 7,
    id_careprovider: id,
    id_utente_cpp: null,
    assegnazione_confidenzialita: 1,
    visibility: 2,
    tags: [],
    care_provider: { id_careprovider: id, fullname, cpp_localita_iscrizione: 'Torino', specializzation },
    email: 'medico@example.org',
  };
}

const lombardi = doctor(8, 'Dott. Davide Lombardi', 'Cardiologia');
const rossi = doctor(9, 'Dott.ssa Anna Rossi', '');

async function renderSelect(chosen: number | null | undefined, onChoose = vi.fn()) {
  const screen = await renderWithApp(
    <DoctorSelect label="Medico" doctors={[lombardi, rossi]} chosen={chosen} onChoose={onChoose} />,
  );
  return { screen, onChoose };
}

describe('a doctor as the select offers it', () => {
  it('is named with the specialty when the doctor has one', () => {
    expect(doctorOption(lombardi)).toEqual({ value: '8', label: 'Dott. Davide Lombardi (Cardiologia)' });
  });

  it('is named alone when the specialty is unknown', () => {
    expect(doctorOption(rossi)).toEqual({ value: '9', label: 'Dott.ssa Anna Rossi' });
  });
});

describe("a record form's doctor select", () => {
  it('shows the chosen doctor', async () => {
    const { screen } = await renderSelect(8);
    await expect
      .element(screen.getByRole('combobox', { name: 'Medico' }))
      .toHaveTextContent('Dott. Davide Lombardi (Cardiologia)');
  });

  it('gives the doctor the patient picks', async () => {
    const { screen, onChoose } = await renderSelect(undefined);
    await screen.getByRole('combobox', { name: 'Medico' }).click();
    await screen.getByRole('option', { name: 'Dott.ssa Anna Rossi' }).click();
    expect(onChoose).toHaveBeenCalledWith(rossi);
  });

  it("gives no doctor when the patient picks 'another doctor'", async () => {
    const { screen, onChoose } = await renderSelect(undefined);
    await screen.getByRole('combobox', { name: 'Medico' }).click();
    await screen.getByRole('option', { name: domainText(infoMessages.newCareProvider) }).click();
    expect(onChoose).toHaveBeenCalledWith(null);
  });

  it("shows 'another doctor' for a doctor typed by hand", async () => {
    const { screen } = await renderSelect(null);
    await expect
      .element(screen.getByRole('combobox', { name: 'Medico' }))
      .toHaveTextContent(domainText(infoMessages.newCareProvider));
  });
});

describe('a doctor select that lets the patient report it (an allergy, issue #37)', () => {
  async function renderWithSelf(chosenLeading: string | undefined) {
    const onChoose = vi.fn();
    const onChooseLeading = vi.fn();
    const screen = await renderWithApp(
      <DoctorSelect
        label="Medico"
        doctors={[lombardi, rossi]}
        leadingOptions={[{ value: 'paziente', label: 'Segnalata da me' }]}
        chosen={undefined}
        onChoose={onChoose}
        {...(chosenLeading === undefined ? {} : { chosenLeading })}
        onChooseLeading={onChooseLeading}
      />,
    );
    return { screen, onChoose, onChooseLeading };
  }

  it('shows the leading choice as chosen', async () => {
    const { screen } = await renderWithSelf('paziente');
    await expect
      .element(screen.getByRole('combobox', { name: 'Medico' }))
      .toHaveTextContent('Segnalata da me');
  });

  it('gives the leading choice, not a doctor, when the patient picks it', async () => {
    const { screen, onChoose, onChooseLeading } = await renderWithSelf(undefined);
    await screen.getByRole('combobox', { name: 'Medico' }).click();
    await screen.getByRole('option', { name: 'Segnalata da me' }).click();
    expect(onChooseLeading).toHaveBeenCalledWith('paziente');
    expect(onChoose).not.toHaveBeenCalled();
  });
});
