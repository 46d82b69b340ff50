import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { PasswordField } from './password-field.tsx';

const labels = { label: 'Password', showLabel: 'Mostra password', hideLabel: 'Nascondi password' };

describe('PasswordField', () => {
  describe('given a typed password', () => {
    it('hides it until the toggle is pressed with the keyboard, then shows it', async () => {
      const screen = await render(<PasswordField {...labels} />);
      const input = screen.getByLabelText('Password', { exact: true });
      await userEvent.keyboard('{Tab}');
      await expect.element(input).toHaveFocus();
      await userEvent.keyboard('segreta1');
      await expect.element(input).toHaveAttribute('type', 'password');
      await expectNoAxeViolations(screen.container);
      await expect.element(screen.container).toMatchScreenshot('password-field-hidden');

      await userEvent.keyboard('{Tab}');
      await expect.element(screen.getByRole('button', { name: 'Mostra password' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect.element(input).toHaveAttribute('type', 'text');
      await expect
        .element(screen.getByRole('button', { name: 'Nascondi password' }))
        .toHaveAttribute('aria-pressed', 'true');
      await expect.element(input).toHaveValue('segreta1');
      await expectNoAxeViolations(screen.container);
    });
  });
  describe('given an error', () => {
    it('marks the input invalid and passes axe', async () => {
      const screen = await render(<PasswordField {...labels} error="Password errata" />);
      await expect
        .element(screen.getByLabelText('Password', { exact: true }))
        .toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(screen.container);
    });
  });
});
