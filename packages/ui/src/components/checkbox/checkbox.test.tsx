import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Checkbox } from './checkbox.tsx';

describe('Checkbox', () => {
  describe('given an unchecked box', () => {
    it('toggles with Space, reports the state and passes axe in both states', async () => {
      const onCheckedChange = vi.fn();
      const screen = await render(
        <Checkbox label="Accetto il trattamento dei dati" onCheckedChange={onCheckedChange} />,
      );
      const box = screen.getByRole('checkbox', { name: 'Accetto il trattamento dei dati' });
      await expect.element(box).not.toBeChecked();
      await expectNoAxeViolations(screen.container);
      await userEvent.keyboard('{Tab} ');
      await expect.element(box).toBeChecked();
      expect(onCheckedChange).toHaveBeenCalledWith(true);
      await expectNoAxeViolations(screen.container);
      await expect.element(screen.container).toMatchScreenshot('checkbox-checked');
    });
  });
  describe('given an error', () => {
    it('is invalid, described by the message and passes axe', async () => {
      const screen = await render(<Checkbox label="Accetto" error="Il consenso è obbligatorio" />);
      const box = screen.getByRole('checkbox', { name: 'Accetto' });
      await expect.element(box).toHaveAttribute('aria-invalid', 'true');
      await expect.element(box).toHaveAccessibleDescription('Il consenso è obbligatorio');
      await expectNoAxeViolations(screen.container);
    });
  });
});
