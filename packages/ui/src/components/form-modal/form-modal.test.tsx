import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { TextField } from '../text-field/text-field.tsx';
import { FormModal } from './form-modal.tsx';

const labels = { title: 'Nuovo contatto', confirmLabel: 'Salva', cancelLabel: 'Annulla' };

describe('FormModal', () => {
  describe('given a valid submission by Enter', () => {
    it('passes the data and ends with true', async () => {
      const onSubmit = vi.fn();
      const onResult = vi.fn();
      await render(
        <FormModal {...labels} defaultOpen onSubmit={onSubmit} onResult={onResult}>
          <TextField label="Nome" name="name" />
        </FormModal>,
      );
      await expectNoAxeViolations(document.body);
      await expect
        .element(page.getByRole('dialog', { name: 'Nuovo contatto' }))
        .toMatchScreenshot('form-modal');
      await page.getByRole('textbox', { name: 'Nome' }).fill('Anna');
      await userEvent.keyboard('{Enter}');
      await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
      expect(onSubmit.mock.calls[0]?.[0].get('name')).toBe('Anna');
      expect(onResult).toHaveBeenCalledWith(true);
    });
  });
  describe('given the server rejects the submission', () => {
    it('stays open, keeps the typed value, shows the error and passes axe', async () => {
      const onResult = vi.fn();
      await render(
        <FormModal
          {...labels}
          defaultOpen
          error="Questo campo è obbligatorio!"
          onSubmit={async () => false}
          onResult={onResult}
        >
          <TextField label="Nome" name="name" />
        </FormModal>,
      );
      await page.getByRole('textbox', { name: 'Nome' }).fill('Anna');
      await page.getByRole('button', { name: 'Salva' }).click();
      await expect.element(page.getByRole('dialog')).toBeVisible();
      await expect.element(page.getByRole('textbox', { name: 'Nome' })).toHaveValue('Anna');
      await expect.element(page.getByRole('alert')).toHaveTextContent('Questo campo è obbligatorio!');
      expect(onResult).not.toHaveBeenCalled();
      await expectNoAxeViolations(document.body);
    });
  });
  describe('given a save that is still running', () => {
    it('marks Salva as busy and keeps the focus on it until the save ends', async () => {
      let finish: (saved: boolean) => void = () => undefined;
      const onResult = vi.fn();
      await render(
        <FormModal
          {...labels}
          defaultOpen
          onSubmit={() => new Promise<boolean>((resolve) => (finish = resolve))}
          onResult={onResult}
        >
          <TextField label="Nome" name="name" />
        </FormModal>,
      );
      const save = page.getByRole('button', { name: 'Salva' });
      await save.click();
      await expect.element(save).toHaveAttribute('aria-busy', 'true');
      expect(document.activeElement).toBe(save.element());
      await expect.element(save).toHaveAttribute('aria-disabled', 'true');
      finish(true);
      await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
      expect(onResult).toHaveBeenCalledTimes(1);
    });
  });
  describe('given Annulla', () => {
    it('ends with false', async () => {
      const onResult = vi.fn();
      await render(
        <FormModal {...labels} defaultOpen onSubmit={() => undefined} onResult={onResult}>
          <TextField label="Nome" name="name" />
        </FormModal>,
      );
      await page.getByRole('button', { name: 'Annulla' }).click();
      expect(onResult).toHaveBeenCalledWith(false);
    });
  });
});
