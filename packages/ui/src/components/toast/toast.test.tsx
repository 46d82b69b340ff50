import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Button } from '../button/button.tsx';
import { ToastProvider, type ToastVariant, useToast } from './toast.tsx';

function Trigger({ variant, title }: { variant: ToastVariant; title: string }) {
  const toast = useToast();
  return <Button onClick={() => toast.show({ variant, title, duration: 60_000 })}>Mostra</Button>;
}

/** A save shown as 'Dati salvati' and a burst of four different messages. */
function Many() {
  const toast = useToast();
  return (
    <>
      <Button onClick={() => toast.show({ variant: 'success', title: 'Dati salvati', duration: 60_000 })}>
        Salva
      </Button>
      <Button
        onClick={() => {
          for (const n of [1, 2, 3, 4])
            toast.show({ variant: 'success', title: `Avviso ${n}`, duration: 60_000 });
        }}
      >
        Quattro
      </Button>
    </>
  );
}

function Orphan() {
  useToast();
  return null;
}

function renderWith(variant: ToastVariant, title: string) {
  return render(
    <ToastProvider closeLabel="Chiudi" viewportLabel="Notifiche">
      <Trigger variant={variant} title={title} />
    </ToastProvider>,
  );
}

describe('Toast', () => {
  describe('given a success', () => {
    it('shows the text, passes axe, and closes from the keyboard', async () => {
      const screen = await renderWith('success', 'Salvataggio avvenuto con successo');
      await screen.getByRole('button', { name: 'Mostra' }).click();
      const toast = page.getByRole('listitem').filter({ hasText: 'Salvataggio avvenuto con successo' });
      await expect.element(toast).toBeVisible();
      await expect.element(toast).toHaveAttribute('data-variant', 'success');
      await expectNoAxeViolations(document.body);
      await expect.element(toast).toMatchScreenshot('toast-success');
      (page.getByRole('button', { name: 'Chiudi' }).element() as HTMLElement).focus();
      await userEvent.keyboard('{Enter}');
      await expect.element(toast).not.toBeInTheDocument();
    });
  });
  describe('given an error', () => {
    it('shows the error variant in the foreground and passes axe', async () => {
      const screen = await renderWith('error', 'Errore durante il salvataggio');
      await screen.getByRole('button', { name: 'Mostra' }).click();
      const toast = page.getByRole('listitem').filter({ hasText: 'Errore durante il salvataggio' });
      await expect.element(toast).toHaveAttribute('data-variant', 'error');
      await expectNoAxeViolations(document.body);
    });
  });
  describe('given the same message shown again and again', () => {
    it('keeps one toast of it, and never more than three toasts at once', async () => {
      const screen = await render(
        <ToastProvider closeLabel="Chiudi" viewportLabel="Notifiche">
          <Many />
        </ToastProvider>,
      );
      for (const _ of [1, 2, 3]) await screen.getByRole('button', { name: 'Salva' }).click();
      await expect.element(page.getByRole('listitem').filter({ hasText: 'Dati salvati' })).toBeVisible();
      expect(page.getByRole('listitem').filter({ hasText: 'Dati salvati' }).elements()).toHaveLength(1);
      await screen.getByRole('button', { name: 'Quattro' }).click();
      await expect.element(page.getByRole('listitem').filter({ hasText: 'Avviso 4' })).toBeVisible();
      expect(
        page
          .getByRole('listitem')
          .elements()
          .map((item) => item.textContent?.replace('Chiudi', '')),
      ).toEqual(['Avviso 2', 'Avviso 3', 'Avviso 4']);
    });
  });
  describe('given no provider', () => {
    it('throws a clear error from useToast', async () => {
      await expect(render(<Orphan />)).rejects.toThrow('useToast must be used inside <ToastProvider>');
    });
  });
});
