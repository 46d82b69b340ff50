import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { LinkedSelectionDialog } from './selection-dialog.tsx';

const roles = [
  { id: 1, name: 'Paziente' },
  { id: 2, name: 'Medico' },
];

function loaded<Item>(data: readonly Item[]) {
  return { data, isError: false, error: null };
}

const pending = { data: undefined, isError: false, error: null };

function renderDialog(all: Parameters<typeof LinkedSelectionDialog>[0]['all'], linked = loaded([{ id: 2 }])) {
  return renderWithApp(
    <LinkedSelectionDialog
      title="Ruoli di Base"
      legend="Ruoli della licenza"
      all={all}
      linked={linked}
      onSave={async () => {}}
      onClose={() => {}}
    />,
  );
}

describe('the selection dialog over two loaded lists', () => {
  it('ticks the options linked now among all the options', async () => {
    const screen = await renderDialog(loaded(roles));
    await expect.element(screen.getByRole('dialog', { name: 'Ruoli di Base' })).toBeVisible();
    await expect.element(screen.getByRole('checkbox', { name: 'Medico' })).toBeChecked();
    await expect.element(screen.getByRole('checkbox', { name: 'Paziente' })).not.toBeChecked();
  });

  it('shows nothing while a list is still loading', async () => {
    const screen = await renderDialog(pending);
    expect(screen.container.textContent).toBe('');
  });

  it("shows the failure's message as an alert when a list could not load", async () => {
    const screen = await renderDialog({
      data: undefined,
      isError: true,
      error: new Error('Servizio non disponibile'),
    });
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Servizio non disponibile');
  });
});
