import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { TextArea } from './text-area.tsx';

describe('TextArea', () => {
  describe('given a maximum length', () => {
    it('counts typed characters, describes the field with the counter, stops at the limit and passes axe', async () => {
      const screen = await render(
        <TextArea label="Note" maxLength={10} formatCounter={(used, max) => `${used} di ${max} caratteri`} />,
      );
      const field = screen.getByRole('textbox', { name: 'Note' });
      await userEvent.keyboard('{Tab}ciao');
      await expect.element(field).toHaveAccessibleDescription('4 di 10 caratteri');
      await expectNoAxeViolations(screen.container);
      await userEvent.keyboard(' a tutti voi');
      await expect.element(field).toHaveValue('ciao a tut');
      await expect.element(screen.getByText('10 di 10 caratteri')).toHaveAttribute('data-state', 'full');
      await expectNoAxeViolations(screen.container);
      await expect.element(screen.container).toMatchScreenshot('text-area-full');
    });
  });
  describe('given an error', () => {
    it('marks the field invalid and passes axe', async () => {
      const screen = await render(<TextArea label="Note" error="Questo campo è obbligatorio!" />);
      await expect
        .element(screen.getByRole('textbox', { name: 'Note' }))
        .toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(screen.container);
    });
  });
});
