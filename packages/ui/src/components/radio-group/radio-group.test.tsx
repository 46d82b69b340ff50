import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { RadioGroup } from './radio-group.tsx';

const options = [
  { value: '1', label: 'Totale' },
  { value: '2', label: 'Minima' },
  { value: '3', label: 'Parziale' },
];

describe('RadioGroup', () => {
  describe('given no choice yet', () => {
    it('is a named group whose arrow keys move and select, passing axe', async () => {
      const onValueChange = vi.fn();
      const screen = await render(
        <RadioGroup label="Visibilità" options={options} onValueChange={onValueChange} />,
      );
      await expect.element(screen.getByRole('radiogroup', { name: 'Visibilità' })).toBeVisible();
      await expectNoAxeViolations(screen.container);
      await userEvent.keyboard('{Tab}');
      await expect.element(screen.getByRole('radio', { name: 'Totale' })).toHaveFocus();
      // Radix checks the radio that receives focus while the arrow key is down, so the key is
      // held as a person's finger would be; a scripted tap can release before focus moves.
      await userEvent.keyboard('{ArrowDown>}');
      await expect.element(screen.getByRole('radio', { name: 'Minima' })).toBeChecked();
      await userEvent.keyboard('{/ArrowDown}');
      expect(onValueChange).toHaveBeenLastCalledWith('2');
      await expectNoAxeViolations(screen.container);
      await expect.element(screen.getByRole('radiogroup')).toMatchScreenshot('radio-group');
    });
  });
  describe('given an error', () => {
    it('describes the group with it and passes axe', async () => {
      const screen = await render(
        <RadioGroup label="Visibilità" options={options} error="Scegli una voce" />,
      );
      await expect.element(screen.getByRole('radiogroup')).toHaveAccessibleDescription('Scegli una voce');
      await expectNoAxeViolations(screen.container);
    });
  });
});
