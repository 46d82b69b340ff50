import { confirmMessages } from '@cartella/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render-with-app.tsx';
import { domainText } from './i18n.ts';
import { SaveFormModal, useConfirmSaveData } from './save-form.tsx';

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

function SaveButton() {
  const confirmSave = useConfirmSaveData();
  const [answer, setAnswer] = useState('');
  return (
    <>
      <button type="button" onClick={async () => setAnswer(String(await confirmSave()))}>
        Registra
      </button>
      <output>{answer}</output>
    </>
  );
}

describe('the question before a record form saves', () => {
  it('asks whether to save the data, and goes on when the patient chooses Salva', async () => {
    const screen = await renderWithApp(<SaveButton />);
    await screen.getByRole('button', { name: 'Registra' }).click();
    const question = screen.getByRole('alertdialog');
    await expect.element(question.getByText(domainText(confirmMessages.confirmSaveData))).toBeVisible();
    await question.getByRole('button', { name: 'Salva' }).click();
    await expect.element(screen.getByText('true')).toBeVisible();
  });

  it('stops when the patient chooses Annulla', async () => {
    const screen = await renderWithApp(<SaveButton />);
    await screen.getByRole('button', { name: 'Registra' }).click();
    await screen.getByRole('alertdialog').getByRole('button', { name: 'Annulla' }).click();
    await expect.element(screen.getByText('false')).toBeVisible();
  });
});
