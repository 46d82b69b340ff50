import { beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { CollapsibleSection } from './collapsible-section.tsx';

beforeEach(() => {
  sessionStorage.clear();
});

describe('CollapsibleSection', () => {
  describe('given an open section', () => {
    it('closes and opens with the keyboard, passing axe in both states', async () => {
      const screen = await render(
        <CollapsibleSection title="Contatti di emergenza">
          <p>Mario Rossi</p>
        </CollapsibleSection>,
      );
      const toggle = screen.getByRole('button', { name: 'Contatti di emergenza' });
      await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
      await expectNoAxeViolations(screen.container);
      await expect.element(screen.getByRole('region')).toMatchScreenshot('collapsible-open');
      await userEvent.keyboard('{Tab}{Enter}');
      await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect.element(screen.getByText('Mario Rossi')).not.toBeInTheDocument();
      await expectNoAxeViolations(screen.container);
      await userEvent.keyboard(' ');
      await expect.element(screen.getByText('Mario Rossi')).toBeVisible();
    });
  });
  describe('given a storage key', () => {
    it('remembers being closed for the session', async () => {
      const first = await render(
        <CollapsibleSection title="Altri contatti" storageKey="contacts.other">
          <p>Anna</p>
        </CollapsibleSection>,
      );
      await first.getByRole('button', { name: 'Altri contatti' }).click();
      expect(sessionStorage.getItem('cartella-ui:collapsible:contacts.other')).toBe('closed');
      first.unmount();
      const second = await render(
        <CollapsibleSection title="Altri contatti" storageKey="contacts.other">
          <p>Anna</p>
        </CollapsibleSection>,
      );
      await expect
        .element(second.getByRole('button', { name: 'Altri contatti' }))
        .toHaveAttribute('aria-expanded', 'false');
    });
  });
  describe('given each tone', () => {
    it('passes axe colour contrast', async () => {
      const screen = await render(
        <>
          <CollapsibleSection title="Terapie in Corso" tone="current">
            <p>Uno</p>
          </CollapsibleSection>
          <CollapsibleSection title="Terapie Concluse" tone="ended">
            <p>Due</p>
          </CollapsibleSection>
          <CollapsibleSection title="Farmaci Vietati" tone="forbidden">
            <p>Tre</p>
          </CollapsibleSection>
        </>,
      );
      await expectNoAxeViolations(screen.container);
    });
  });
});
