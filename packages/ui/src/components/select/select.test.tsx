import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Select } from './select.tsx';

const options = [
  { value: 'it', label: 'Italiano' },
  { value: 'en', label: 'English' },
];

describe('Select', () => {
  describe('given a closed select', () => {
    it('is a labelled combobox that opens and chooses with the keyboard, passing axe open and closed', async () => {
      const onValueChange = vi.fn();
      const screen = await render(
        <Select label="Lingua" options={options} placeholder="Scegli" onValueChange={onValueChange} />,
      );
      const trigger = screen.getByRole('combobox', { name: 'Lingua' });
      await expect.element(trigger).toHaveTextContent('Scegli');
      await expectNoAxeViolations(screen.container);
      await expect.element(trigger).toMatchScreenshot('select-closed');
      await userEvent.keyboard('{Tab}');
      await expect.element(trigger).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect.element(page.getByRole('listbox')).toBeVisible();
      // While open, Radix hides the rest of the page with aria-hidden (the select is modal), so the
      // open state is checked on the listbox itself.
      await expectNoAxeViolations(page.getByRole('listbox').element());
      // Radix moves focus to the first option a frame after opening; an arrow key pressed before
      // that would land on the first option itself (seen on a loaded machine).
      await expect.element(page.getByRole('option', { name: 'Italiano' })).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}{Enter}');
      expect(onValueChange).toHaveBeenCalledWith('en');
      await expect.element(trigger).toHaveTextContent('English');
    });
  });
  describe('given labels that change (the page switched language)', () => {
    it('shows the new labels in the trigger and in the native options a form submits', async () => {
      const english = [
        { value: 'lieve', label: 'Mild' },
        { value: 'forte', label: 'Strong' },
      ];
      const italian = [
        { value: 'lieve', label: 'Lieve' },
        { value: 'forte', label: 'Forte' },
      ];
      // Radix renders the native select inside a form only.
      const inForm = (label: string, options: typeof italian) => (
        <form>
          <Select label={label} name="dolore" options={options} defaultValue="forte" />
        </form>
      );
      const screen = await render(inForm('Dolore', italian));
      await expect.element(screen.getByRole('combobox', { name: 'Dolore' })).toHaveTextContent('Forte');
      await screen.rerender(inForm('Pain', english));
      await expect.element(screen.getByRole('combobox', { name: 'Pain' })).toHaveTextContent('Strong');
      const nativeOptions = () =>
        [...screen.container.querySelectorAll('select option')].map((option) => option.textContent);
      await expect.poll(nativeOptions).toEqual(expect.arrayContaining(['Mild', 'Strong']));
      expect(nativeOptions()).not.toContain('Lieve');
    });
  });
  describe('given an error', () => {
    it('marks the trigger invalid and passes axe', async () => {
      const screen = await render(
        <Select label="Lingua" options={options} error="Questo campo è obbligatorio!" />,
      );
      await expect
        .element(screen.getByRole('combobox', { name: 'Lingua' }))
        .toHaveAttribute('aria-invalid', 'true');
      await expect
        .element(screen.getByRole('combobox', { name: 'Lingua' }))
        .toHaveAccessibleDescription('Questo campo è obbligatorio!');
      await expectNoAxeViolations(screen.container);
    });
  });
  describe('given a name inside a form', () => {
    it('submits the chosen value', async () => {
      const screen = await render(
        <form aria-label="Preferenze">
          <Select label="Lingua" name="language" options={options} defaultValue="it" />
        </form>,
      );
      const form = screen.getByRole('form').element() as HTMLFormElement;
      expect(new FormData(form).get('language')).toBe('it');
    });
  });
});
