import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render-with-app.tsx';
import { SaveFormModal } from './save-form.tsx';

function renderModal(onSubmit: () => Promise<boolean>, onClose = vi.fn()) {
  const rendered = renderWithApp(
    <SaveFormModal title="Nuova visita" onSubmit={onSubmit} onClose={onClose}>
      <label>
        Motivo
        <input name="motivo" />
      </label>
    </SaveFormModal>,
  );
  return { rendered, onClose };
}

describe('the add or edit dialog of a form', () => {
  it('is open, saves with Salva and closes once saved', async () => {
    const onSubmit = vi.fn(async () => true);
    const { rendered, onClose } = renderModal(onSubmit);
    const screen = await rendered;
    await screen.getByRole('dialog', { name: 'Nuova visita' }).getByRole('button', { name: 'Salva' }).click();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('stays open with what was typed when the save is refused', async () => {
    const { rendered, onClose } = renderModal(async () => false);
    const screen = await rendered;
    await screen.getByRole('textbox', { name: 'Motivo' }).fill('Controllo');
    await screen.getByRole('button', { name: 'Salva' }).click();
    await expect.element(screen.getByRole('textbox', { name: 'Motivo' })).toHaveValue('Controllo');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes without saving on Annulla', async () => {
    const onSubmit = vi.fn(async () => true);
    const { rendered, onClose } = renderModal(onSubmit);
    const screen = await rendered;
    await screen.getByRole('button', { name: 'Annulla' }).click();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
