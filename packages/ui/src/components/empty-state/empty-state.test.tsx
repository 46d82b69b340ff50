import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Button } from '../button/button.tsx';
import { EmptyState } from './empty-state.tsx';

describe('EmptyState', () => {
  describe('given a title, description and action', () => {
    it('shows them and passes axe', async () => {
      const screen = await render(
        <EmptyState
          title="Nessun contatto"
          description="Aggiungi chi chiamare in caso di emergenza."
          action={<Button>Aggiungi contatto</Button>}
        />,
      );
      await expect.element(screen.getByText('Nessun contatto')).toBeVisible();
      await expect.element(screen.getByRole('button', { name: 'Aggiungi contatto' })).toBeVisible();
      await expectNoAxeViolations(screen.container);
      await expect.element(screen.container).toMatchScreenshot('empty-state');
    });
  });
  describe('given only a title', () => {
    it('has no button and passes axe', async () => {
      const screen = await render(<EmptyState title="Nessun file" />);
      expect(screen.container.querySelector('button')).toBeNull();
      await expectNoAxeViolations(screen.container);
    });
  });
});
