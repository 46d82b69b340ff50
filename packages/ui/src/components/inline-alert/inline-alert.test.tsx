import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { InlineAlert } from './inline-alert.tsx';

describe('InlineAlert', () => {
  describe('given every variant', () => {
    it('passes axe colour contrast', async () => {
      const screen = await render(
        <>
          <InlineAlert variant="info" title="Informazione">
            Dati aggiornati a ieri.
          </InlineAlert>
          <InlineAlert variant="success" title="Fatto">
            Salvato.
          </InlineAlert>
          <InlineAlert variant="warning" title="Attenzione">
            Interazione possibile.
          </InlineAlert>
          <InlineAlert variant="error" title="Errore">
            Impossibile caricare.
          </InlineAlert>
        </>,
      );
      await expectNoAxeViolations(screen.container);
      await expect.element(screen.container).toMatchScreenshot('inline-alerts');
    });
  });
  describe('given live', () => {
    it('is an alert for errors and a status for information', async () => {
      const screen = await render(
        <>
          <InlineAlert variant="error" live title="Errore" />
          <InlineAlert variant="info" live title="Informazione" />
        </>,
      );
      await expect.element(screen.getByRole('alert')).toHaveTextContent('Errore');
      await expect.element(screen.getByRole('status')).toHaveTextContent('Informazione');
    });
  });
  describe('given not live', () => {
    it('has no live role', async () => {
      const screen = await render(<InlineAlert variant="error" title="Errore" />);
      expect(screen.container.querySelector('[role]')).toBeNull();
    });
  });
});
