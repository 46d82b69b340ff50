import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Button } from '../button/button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ConfirmProvider, useConfirm } from './confirm-provider.tsx';

const labels = {
  title: 'Sei sicuro di voler eliminare questo elemento?',
  confirmLabel: 'Elimina',
  cancelLabel: 'Annulla',
};

describe('ConfirmDialog', () => {
  describe('given it opens', () => {
    it('is an alertdialog with focus on Annulla, passes axe, and Enter there answers false', async () => {
      const onResult = vi.fn();
      await render(<ConfirmDialog {...labels} variant="danger" defaultOpen onResult={onResult} />);
      const dialog = page.getByRole('alertdialog', { name: labels.title });
      await expect.element(dialog).toBeVisible();
      await expect.element(page.getByRole('button', { name: 'Annulla' })).toHaveFocus();
      await expectNoAxeViolations(document.body);
      await expect.element(dialog).toMatchScreenshot('confirm-dialog-danger');
      await userEvent.keyboard('{Enter}');
      expect(onResult).toHaveBeenCalledWith(false);
    });
  });
  describe('given the user confirms with the keyboard', () => {
    it('answers true', async () => {
      const onResult = vi.fn();
      await render(<ConfirmDialog {...labels} defaultOpen onResult={onResult} />);
      await expect.element(page.getByRole('button', { name: 'Annulla' })).toHaveFocus();
      await userEvent.keyboard('{Tab}{Enter}');
      expect(onResult).toHaveBeenCalledWith(true);
    });
  });
});

function AskingButton() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('nessuna');
  return (
    <>
      <Button onClick={async () => setAnswer(String(await confirm(labels)))}>Elimina</Button>
      <output>{answer}</output>
    </>
  );
}

describe('useConfirm', () => {
  it('resolves true on confirm and false on cancel', async () => {
    const screen = await render(
      <ConfirmProvider>
        <AskingButton />
      </ConfirmProvider>,
    );
    await screen.getByRole('button', { name: 'Elimina' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Elimina' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('true');
    await screen.getByRole('button', { name: 'Elimina' }).click();
    await page.getByRole('button', { name: 'Annulla' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('false');
  });
});
