import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Card } from './card.tsx';

describe('Card', () => {
  describe('given an edit action', () => {
    it('is a named region whose pen button works from the keyboard, and passes axe', async () => {
      const onEdit = vi.fn();
      const screen = await render(
        <Card title="Dati anagrafici" editLabel="Modifica dati anagrafici" onEdit={onEdit}>
          <p>Maria Rossi, nata a Roma</p>
        </Card>,
      );
      await expect.element(screen.getByRole('region', { name: 'Dati anagrafici' })).toBeVisible();
      await userEvent.keyboard('{Tab}');
      await expect.element(screen.getByRole('button', { name: 'Modifica dati anagrafici' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(onEdit).toHaveBeenCalledOnce();
      await expectNoAxeViolations(screen.container);
      await expect.element(screen.getByRole('region')).toMatchScreenshot('card');
    });
  });
  describe('given no edit action', () => {
    it('has no button and passes axe', async () => {
      const screen = await render(<Card title="Contatti">Nessun contatto</Card>);
      expect(screen.container.querySelector('button')).toBeNull();
      await expectNoAxeViolations(screen.container);
    });
  });
});
