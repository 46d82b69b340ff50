import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { TextField } from './text-field.tsx';

describe('TextField', () => {
  describe('given a label and a hint', () => {
    it('is reachable by keyboard, takes typing, and passes axe', async () => {
      const screen = await render(
        <TextField label="Nome" description="Come sul documento" name="firstName" />,
      );
      await userEvent.keyboard('{Tab}');
      const input = screen.getByRole('textbox', { name: 'Nome' });
      await expect.element(input).toHaveFocus();
      await expect.element(input).toHaveAccessibleDescription('Come sul documento');
      await userEvent.keyboard('Maria');
      await expect.element(input).toHaveValue('Maria');
      await expectNoAxeViolations(screen.container);
      await expect.element(screen.getByRole('textbox')).toMatchScreenshot('text-field');
    });
  });
  describe('given an error', () => {
    it('marks the input invalid, describes it with the message and passes axe', async () => {
      const screen = await render(<TextField label="Cognome" error="Questo campo è obbligatorio!" />);
      const input = screen.getByRole('textbox', { name: 'Cognome' });
      await expect.element(input).toHaveAttribute('aria-invalid', 'true');
      await expect.element(input).toHaveAccessibleDescription('Questo campo è obbligatorio!');
      await expect.element(screen.getByRole('alert')).toBeVisible();
      await expectNoAxeViolations(screen.container);
    });
  });
});
