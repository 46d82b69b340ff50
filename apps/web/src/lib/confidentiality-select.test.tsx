import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render-with-app.tsx';
import { ConfidentialitySelect } from './confidentiality-select.tsx';

const levels = [
  { id_livello_confidenzialita: 4, confidenzialita_descrizione: 'Normale' },
  { id_livello_confidenzialita: 6, confidenzialita_descrizione: 'Strettamente riservato' },
  { id_livello_confidenzialita: 9, confidenzialita_descrizione: 'Livello di prova' },
];

async function renderSelect(update = vi.fn(), errors: Record<string, string> = {}) {
  const screen = await renderWithApp(
    <ConfidentialitySelect
      levels={levels}
      draft={{ id_livello_confidenzialita: 6 }}
      update={update}
      unknownLevel={1}
      errors={errors}
      required
    />,
  );
  return { screen, update };
}

describe("a record form's confidentiality select", () => {
  it("shows the draft's level among the record's levels", async () => {
    const { screen } = await renderSelect();
    await expect
      .element(screen.getByRole('combobox', { name: 'Livello di confidenzialità' }))
      .toHaveTextContent('Strettamente riservato');
  });

  it('sets the chosen level on the draft', async () => {
    const { screen, update } = await renderSelect();
    await screen.getByRole('combobox', { name: 'Livello di confidenzialità' }).click();
    await screen.getByRole('option', { name: 'Normale' }).click();
    expect(update).toHaveBeenCalledWith({ id_livello_confidenzialita: 4 });
  });

  it('sets the unknown level when the chosen one is none of the six', async () => {
    const { screen, update } = await renderSelect();
    await screen.getByRole('combobox', { name: 'Livello di confidenzialità' }).click();
    await screen.getByRole('option', { name: 'Livello di prova' }).click();
    expect(update).toHaveBeenCalledWith({ id_livello_confidenzialita: 1 });
  });

  it("shows the form's issue of the level under the select", async () => {
    const { screen } = await renderSelect(vi.fn(), { id_livello_confidenzialita: 'Campo obbligatorio' });
    await expect.element(screen.getByText('Campo obbligatorio')).toBeVisible();
  });
});
