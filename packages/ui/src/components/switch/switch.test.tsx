import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Switch } from './switch.tsx';

describe('Switch', () => {
  describe('given a score item answered no', () => {
    it('turns to yes with Space, shows the state text and passes axe in both states', async () => {
      const onCheckedChange = vi.fn();
      const screen = await render(
        <Switch label="Età superiore a 65 anni" onText="Sì" offText="No" onCheckedChange={onCheckedChange} />,
      );
      const toggle = screen.getByRole('switch', { name: 'Età superiore a 65 anni' });
      await expect.element(toggle).not.toBeChecked();
      await expect.element(screen.getByText('No')).toBeVisible();
      await expectNoAxeViolations(screen.container);
      await userEvent.keyboard('{Tab} ');
      await expect.element(toggle).toBeChecked();
      await expect.element(screen.getByText('Sì')).toBeVisible();
      expect(onCheckedChange).toHaveBeenCalledWith(true);
      await expectNoAxeViolations(screen.container);
      await expect.element(screen.container).toMatchScreenshot('switch-on');
    });
  });
  describe('given a size check', () => {
    it('is at least 24×24 CSS px', async () => {
      const screen = await render(<Switch label="Fumatore" />);
      const box = screen.getByRole('switch').element().getBoundingClientRect();
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    });
  });
});
