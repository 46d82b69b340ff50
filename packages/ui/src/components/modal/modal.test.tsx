import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Button } from '../button/button.tsx';
import { Modal } from './modal.tsx';

const labels = {
  title: 'Modifica nota',
  confirmLabel: 'Salva',
  cancelLabel: 'Annulla',
  closeLabel: 'Chiudi',
};

/** A row action that opens a modal from state; confirming may remove the row. */
function RowWithDialog({ removeOnConfirm }: { removeOnConfirm: boolean }) {
  const [open, setOpen] = useState(false);
  const [rowShown, setRowShown] = useState(true);
  return (
    <section aria-label="Terapie">
      {rowShown ? <Button onClick={() => setOpen(true)}>Modifica Aspirina</Button> : null}
      <Modal
        {...labels}
        open={open}
        onOpenChange={setOpen}
        onConfirm={() => {
          if (removeOnConfirm) setRowShown(false);
        }}
      />
    </section>
  );
}

/** A download button that asks first and is disabled while the download runs. */
function DownloadWithQuestion() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <section aria-label="Report">
      <Button disabled={busy} onClick={() => setOpen(true)}>
        Scarica Report
      </Button>
      <Modal
        {...labels}
        open={open}
        onOpenChange={setOpen}
        onResult={(confirmed) => {
          if (confirmed) setTimeout(() => setBusy(true), 50);
        }}
      />
    </section>
  );
}

/** A save that resets its form (its button goes) and says so in a modal opened from state. */
function SaveThenNotice() {
  const [saved, setSaved] = useState(false);
  const [open, setOpen] = useState(false);
  const save = () => {
    setSaved(true);
    setOpen(true);
  };
  return (
    <>
      {saved ? null : <Button onClick={save}>Salva punteggio</Button>}
      <Modal
        {...labels}
        title="Dati salvati"
        open={open}
        onOpenChange={setOpen}
        focusAfterClose={() => document.getElementById('history')}
      />
      <h2 id="history">Storico</h2>
    </>
  );
}

describe('Modal', () => {
  describe('given it is opened from its trigger with the keyboard', () => {
    it('moves focus inside, passes axe, and ends with true on confirm', async () => {
      const onResult = vi.fn();
      await render(
        <Modal
          {...labels}
          description="La nota è visibile solo a te."
          trigger={<Button>Apri</Button>}
          onResult={onResult}
        />,
      );
      await userEvent.keyboard('{Tab}{Enter}');
      const dialog = page.getByRole('dialog', { name: 'Modifica nota' });
      await expect.element(dialog).toBeVisible();
      await expect.element(dialog).toHaveAccessibleDescription('La nota è visibile solo a te.');
      await expectNoAxeViolations(document.body);
      await expect.element(dialog).toMatchScreenshot('modal-open');
      await page.getByRole('button', { name: 'Salva' }).click();
      await expect.element(dialog).not.toBeInTheDocument();
      expect(onResult).toHaveBeenCalledWith(true);
    });
  });
  describe('given the user presses Escape', () => {
    it('ends with false and returns focus to the trigger', async () => {
      const onResult = vi.fn();
      await render(<Modal {...labels} trigger={<Button>Apri</Button>} onResult={onResult} />);
      await userEvent.keyboard('{Tab}{Enter}');
      await expect.element(page.getByRole('dialog')).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
      expect(onResult).toHaveBeenCalledWith(false);
      await expect.element(page.getByRole('button', { name: 'Apri' })).toHaveFocus();
    });
  });
  describe('given it is opened from state by a row action, not by a trigger', () => {
    it('returns focus to the action that opened it when it closes', async () => {
      await render(<RowWithDialog removeOnConfirm={false} />);
      await page.getByRole('button', { name: 'Modifica Aspirina' }).click();
      await expect.element(page.getByRole('dialog')).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await expect.element(page.getByRole('button', { name: 'Modifica Aspirina' })).toHaveFocus();
    });
    it('focuses the section around it when that action is gone, never the page body', async () => {
      await render(<RowWithDialog removeOnConfirm />);
      await page.getByRole('button', { name: 'Modifica Aspirina' }).click();
      await page.getByRole('button', { name: 'Salva' }).click();
      await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
      await expect.element(page.getByRole('region', { name: 'Terapie' })).toHaveFocus();
    });
  });
  describe('given the action that opened it is disabled just after it closes', () => {
    it('moves the focus to the section around it rather than letting it fall to the page body', async () => {
      await render(<DownloadWithQuestion />);
      await page.getByRole('button', { name: 'Scarica Report' }).click();
      await page.getByRole('button', { name: 'Salva' }).click();
      await expect.element(page.getByRole('button', { name: 'Scarica Report' })).toBeDisabled();
      await expect.element(page.getByRole('region', { name: 'Report' })).toHaveFocus();
    });
  });
  describe('given it opened after the control that caused it had gone', () => {
    it('focuses the place it was given when it closes', async () => {
      await render(<SaveThenNotice />);
      await page.getByRole('button', { name: 'Salva punteggio' }).click();
      await expect.element(page.getByRole('dialog', { name: 'Dati salvati' })).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await expect.element(page.getByRole('heading', { name: 'Storico' })).toHaveFocus();
    });
  });
  describe('given onConfirm returns false', () => {
    it('stays open and reports nothing', async () => {
      const onResult = vi.fn();
      await render(<Modal {...labels} defaultOpen onConfirm={async () => false} onResult={onResult} />);
      await page.getByRole('button', { name: 'Salva' }).click();
      await expect.element(page.getByRole('dialog')).toBeVisible();
      expect(onResult).not.toHaveBeenCalled();
      await page.getByRole('button', { name: 'Annulla' }).click();
      expect(onResult).toHaveBeenCalledWith(false);
    });
  });
});
