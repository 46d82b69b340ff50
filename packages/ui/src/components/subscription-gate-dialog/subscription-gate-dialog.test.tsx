import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { SubscriptionGateDialog } from './subscription-gate-dialog.tsx';

const message = 'Questa sezione non è prevista nella tua sottoscrizione';

/** The dialog, open, with the spec's message and buttons. */
function renderOpenGate({ onCancel = vi.fn(), onSubscribe = vi.fn() }) {
  return render(
    <SubscriptionGateDialog
      open
      message={message}
      cancelLabel="Annulla"
      subscribeLabel="Iscriviti"
      onCancel={onCancel}
      onSubscribe={onSubscribe}
    />,
  );
}

describe('SubscriptionGateDialog', () => {
  describe('given it is open', () => {
    it('names the dialog with the message, passes axe, and Iscriviti calls onSubscribe', async () => {
      const onSubscribe = vi.fn();
      await renderOpenGate({ onSubscribe });
      const dialog = page.getByRole('alertdialog', { name: message });
      await expect.element(dialog).toBeVisible();
      await expectNoAxeViolations(document.body);
      await expect.element(dialog).toMatchScreenshot('subscription-gate');
      await userEvent.keyboard('{Tab}{Enter}');
      expect(onSubscribe).toHaveBeenCalledOnce();
    });
  });
  describe('given Escape', () => {
    it('calls onCancel', async () => {
      const onCancel = vi.fn();
      await renderOpenGate({ onCancel });
      await expect.element(page.getByRole('alertdialog')).toBeVisible();
      await userEvent.keyboard('{Escape}');
      expect(onCancel).toHaveBeenCalledOnce();
    });
  });
});
