import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { MoveDialog } from './move-dialog.tsx';

const targets = [
  { value: 'ended', label: 'Terapia Conclusa' },
  { value: 'current', label: 'Terapia in Corso' },
];
const labels = {
  title: 'Sposta farmaco',
  targetsLabel: 'Sposta in',
  confirmLabel: 'Sposta',
  cancelLabel: 'Annulla',
};

describe('MoveDialog', () => {
  describe('given a target and no reason field', () => {
    it('moves to the target chosen with the keyboard and passes axe', async () => {
      const onConfirm = vi.fn();
      await render(<MoveDialog {...labels} defaultOpen targets={targets} onConfirm={onConfirm} />);
      await expectNoAxeViolations(document.body);
      await expect.element(page.getByRole('radio', { name: 'Terapia Conclusa' })).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect.element(page.getByRole('radio', { name: 'Terapia Conclusa' })).toBeChecked();
      await userEvent.keyboard('{Tab}{Tab}');
      await expect.element(page.getByRole('button', { name: 'Sposta' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(onConfirm).toHaveBeenCalledWith({ target: 'ended', reason: '' });
    });
  });
  describe('given a required reason', () => {
    it('refuses to move without it, shows the message, then moves with it', async () => {
      const onConfirm = vi.fn();
      await render(
        <MoveDialog
          {...labels}
          defaultOpen
          targets={targets}
          reason={{ label: 'Motivo', required: true, requiredMessage: 'Questo campo è obbligatorio!' }}
          onConfirm={onConfirm}
        />,
      );
      await page.getByRole('radio', { name: 'Terapia Conclusa' }).click();
      await page.getByRole('button', { name: 'Sposta' }).click();
      await expect.element(page.getByRole('alert')).toHaveTextContent('Questo campo è obbligatorio!');
      expect(onConfirm).not.toHaveBeenCalled();
      await expectNoAxeViolations(document.body);
      await expect.element(page.getByRole('dialog')).toMatchScreenshot('move-dialog-reason');
      await page.getByRole('textbox', { name: 'Motivo' }).click();
      await userEvent.keyboard('Allergia');
      await page.getByRole('button', { name: 'Sposta' }).click();
      expect(onConfirm).toHaveBeenCalledWith({ target: 'ended', reason: 'Allergia' });
    });
  });
});
