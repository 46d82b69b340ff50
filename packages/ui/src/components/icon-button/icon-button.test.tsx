import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { IconButton, type IconLabels, IconLabelsProvider } from './icon-button.tsx';

const labels: IconLabels = { trash: 'Elimina', pen: 'Modifica', unknown: 'Titolo non disponibile' };

describe('IconButton', () => {
  describe('given a known icon and the labels map', () => {
    it('is named by the map, shows the tooltip on keyboard focus, and activates with Enter', async () => {
      const onClick = vi.fn();
      const screen = await render(
        <IconLabelsProvider labels={labels}>
          <IconButton icon="pen" onClick={onClick} />
          <IconButton icon="trash" />
        </IconLabelsProvider>,
      );
      await expect.element(screen.container).toMatchScreenshot('icon-buttons');
      await userEvent.keyboard('{Tab}');
      const pen = screen.getByRole('button', { name: 'Modifica' });
      await expect.element(pen).toHaveFocus();
      await expect.element(page.getByRole('tooltip')).toHaveTextContent('Modifica');
      await expectNoAxeViolations(document.body);
      await userEvent.keyboard('{Enter}');
      expect(onClick).toHaveBeenCalledOnce();
      await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
    });
  });
  describe('given its tooltip (WCAG 1.4.13)', () => {
    it('hides it with Escape and keeps the focus on the button', async () => {
      const screen = await render(
        <IconLabelsProvider labels={labels}>
          <IconButton icon="pen" />
        </IconLabelsProvider>,
      );
      await userEvent.keyboard('{Tab}');
      await expect.element(page.getByRole('tooltip')).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
      await expect.element(screen.getByRole('button', { name: 'Modifica' })).toHaveFocus();
    });

    it('shows it when the mouse rests on the button and keeps it while the mouse moves onto it', async () => {
      const screen = await render(
        <IconLabelsProvider labels={labels}>
          <IconButton icon="pen" />
        </IconLabelsProvider>,
      );
      await userEvent.hover(screen.getByRole('button', { name: 'Modifica' }));
      await expect.element(page.getByRole('tooltip')).toHaveTextContent('Modifica');
      await userEvent.hover(page.getByRole('tooltip'));
      await expect.element(page.getByRole('tooltip')).toBeVisible();
      await userEvent.unhover(page.getByRole('tooltip'));
      await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
    });

    it('stays inside the viewport for a button at its right edge', async () => {
      await render(
        <div style={{ position: 'fixed', right: 0, top: 100 }}>
          <IconButton icon="pen" label="Modifica la terapia selezionata" />
        </div>,
      );
      await userEvent.keyboard('{Tab}');
      const tooltip = page.getByRole('tooltip');
      await expect.element(tooltip).toBeVisible();
      const box = tooltip.element().getBoundingClientRect();
      expect(box.right).toBeLessThanOrEqual(window.innerWidth);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(100);
    });
  });
  describe("given a caller's ref (a Radix trigger passes one)", () => {
    it('hands the button to that ref and still shows the tooltip', async () => {
      const ref = createRef<HTMLButtonElement>();
      const screen = await render(<IconButton ref={ref} icon="pen" label="Modifica" />);
      expect(ref.current).toBe(screen.getByRole('button', { name: 'Modifica' }).element());
      await userEvent.keyboard('{Tab}');
      await expect.element(page.getByRole('tooltip')).toBeVisible();
    });
  });
  describe('given trash', () => {
    it('uses the delete colour #DF2F70', async () => {
      const screen = await render(<IconButton icon="trash" label="Elimina" />);
      const style = getComputedStyle(screen.getByRole('button').element());
      expect(style.color).toBe('rgb(223, 47, 112)');
    });
  });
  describe('given an icon outside the map', () => {
    it('falls back to the unknown label supplied by the app', async () => {
      const screen = await render(
        <IconLabelsProvider labels={labels}>
          <IconButton icon="rocket" />
        </IconLabelsProvider>,
      );
      await expect.element(screen.getByRole('button', { name: 'Titolo non disponibile' })).toBeVisible();
      await expectNoAxeViolations(screen.container);
    });
  });
  describe('given a label prop', () => {
    it('prefers it over the map', async () => {
      const screen = await render(
        <IconLabelsProvider labels={labels}>
          <IconButton icon="trash" label="Elimina contatto" />
        </IconLabelsProvider>,
      );
      await expect.element(screen.getByRole('button', { name: 'Elimina contatto' })).toBeVisible();
    });
  });
  describe('given 40 px targets', () => {
    it('is at least 40×40 CSS px', async () => {
      const screen = await render(<IconButton icon="eye" label="Visualizza" />);
      const box = screen.getByRole('button').element().getBoundingClientRect();
      expect(box.width).toBeGreaterThanOrEqual(40);
      expect(box.height).toBeGreaterThanOrEqual(40);
    });
  });
});
