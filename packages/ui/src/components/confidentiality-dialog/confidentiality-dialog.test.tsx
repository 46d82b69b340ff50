import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { ConfidentialityDialog } from './confidentiality-dialog.tsx';

const levels = [
  { value: '1', label: 'Nessuna Restrizione' },
  { value: '2', label: 'Basso' },
  { value: '5', label: 'Riservato' },
];

const labels = {
  title: 'Riservatezza',
  levelsLabel: 'Livello di riservatezza',
  confirmLabel: 'Salva',
  cancelLabel: 'Annulla',
};

describe('ConfidentialityDialog', () => {
  describe('given the current level', () => {
    it('preselects it, lets the keyboard pick another, confirms it and passes axe', async () => {
      const onConfirm = vi.fn();
      const onResult = vi.fn();
      await render(
        <ConfidentialityDialog
          {...labels}
          defaultOpen
          levels={levels}
          value="2"
          onConfirm={onConfirm}
          onResult={onResult}
        />,
      );
      await expect.element(page.getByRole('radio', { name: 'Basso' })).toBeChecked();
      await expectNoAxeViolations(document.body);
      await expect.element(page.getByRole('dialog')).toMatchScreenshot('confidentiality-dialog');
      // The dialog moves focus to its first control: the group's tab stop, the checked level.
      await expect.element(page.getByRole('radio', { name: 'Basso' })).toHaveFocus();
      // Arrow moves focus; Space checks the focused level. (Right after the dialog's own
      // auto-focus, Radix moves focus on the first arrow press without checking the radio.)
      await userEvent.keyboard('{ArrowDown}');
      await expect.element(page.getByRole('radio', { name: 'Riservato' })).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect.element(page.getByRole('radio', { name: 'Riservato' })).toBeChecked();
      await page.getByRole('button', { name: 'Salva' }).click();
      expect(onConfirm).toHaveBeenCalledWith('5');
      expect(onResult).toHaveBeenCalledWith(true);
    });
  });
  describe('given no level chosen', () => {
    it('stays open on Salva', async () => {
      const onConfirm = vi.fn();
      await render(<ConfidentialityDialog {...labels} defaultOpen levels={levels} onConfirm={onConfirm} />);
      await page.getByRole('button', { name: 'Salva' }).click();
      await expect.element(page.getByRole('dialog')).toBeVisible();
      expect(onConfirm).not.toHaveBeenCalled();
    });
  });
});
