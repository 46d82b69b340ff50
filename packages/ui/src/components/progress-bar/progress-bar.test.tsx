import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { ProgressBar } from './progress-bar.tsx';

describe('ProgressBar', () => {
  describe('given a known amount', () => {
    it('exposes the value and text to assistive technology and passes axe', async () => {
      const screen = await render(<ProgressBar label="Caricamento del file" value={45} valueText="45%" />);
      const bar = screen.getByRole('progressbar', { name: 'Caricamento del file' });
      await expect.element(bar).toHaveAttribute('aria-valuenow', '45');
      await expect.element(bar).toHaveAttribute('aria-valuetext', '45%');
      await expectNoAxeViolations(screen.container);
      await expect.element(screen.container).toMatchScreenshot('progress-bar');
    });
  });
  describe('given an unknown amount', () => {
    it('is indeterminate and passes axe', async () => {
      const screen = await render(<ProgressBar label="Sincronizzazione del dispositivo" value={null} />);
      const bar = screen.getByRole('progressbar', { name: 'Sincronizzazione del dispositivo' });
      await expect.element(bar).not.toHaveAttribute('aria-valuenow');
      await expect.element(bar).toHaveAttribute('data-state', 'indeterminate');
      await expectNoAxeViolations(screen.container);
    });
  });
});
