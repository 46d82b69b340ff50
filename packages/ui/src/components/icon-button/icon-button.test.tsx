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
      await userEvent.keyboard('{Enter}');
      expect(onClick).toHaveBeenCalledOnce();
      await expectNoAxeViolations(document.body);
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
