import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { LoadingIndicator } from './loading-indicator.tsx';

describe('LoadingIndicator', () => {
  describe('given only a label', () => {
    it('is a status with that accessible text, hidden visually, and passes axe', async () => {
      const screen = await render(<LoadingIndicator label="Caricamento in corso" />);
      const status = screen.getByRole('status');
      await expect.element(status).toHaveTextContent('Caricamento in corso');
      await expect.element(screen.getByText('Caricamento in corso')).toHaveClass('sr-only');
      await expectNoAxeViolations(screen.container);
    });
  });
  describe('given showLabel', () => {
    it('shows the label beside the spinner and passes axe', async () => {
      const screen = await render(<LoadingIndicator label="Sincronizzazione" showLabel size="lg" />);
      await expect.element(screen.getByText('Sincronizzazione')).toBeVisible();
      await expect.element(screen.getByText('Sincronizzazione')).not.toHaveClass('sr-only');
      await expectNoAxeViolations(screen.container);
    });
  });
});
