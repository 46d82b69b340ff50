import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { BirthDateWithFutureRule } from './date-field.fixtures.tsx';
import { DateField, formatItalianDate, parseItalianDate } from './date-field.tsx';

describe('parseItalianDate', () => {
  it('reads day/month/year with slashes, dots or dashes and rejects impossible dates', () => {
    expect(parseItalianDate('7/3/1950')).toBe('1950-03-07');
    expect(parseItalianDate('07.03.1950')).toBe('1950-03-07');
    expect(parseItalianDate('29-02-2023')).toBeNull();
    expect(parseItalianDate('31/04/2020')).toBeNull();
    expect(parseItalianDate('1950-03-07')).toBeNull();
  });
  it('round-trips with formatItalianDate for every real date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          expect(parseItalianDate(formatItalianDate(iso))).toBe(iso);
        },
      ),
    );
  });
});

describe('DateField', () => {
  describe('given a typed date', () => {
    it('reports the ISO date, shows DD/MM/YYYY after leaving, submits ISO and passes axe', async () => {
      const onValueChange = vi.fn();
      const screen = await render(
        <form aria-label="Nascita">
          <DateField
            label="Data di nascita"
            name="birthDate"
            description="gg/mm/aaaa"
            onValueChange={onValueChange}
          />
        </form>,
      );
      const input = screen.getByRole('textbox', { name: 'Data di nascita' });
      await userEvent.keyboard('{Tab}7/3/1950{Tab}');
      expect(onValueChange).toHaveBeenLastCalledWith('1950-03-07', '7/3/1950');
      await expect.element(input).toHaveValue('07/03/1950');
      expect(new FormData(screen.getByRole('form').element() as HTMLFormElement).get('birthDate')).toBe(
        '1950-03-07',
      );
      await expectNoAxeViolations(screen.container);
      await expect.element(screen.container).toMatchScreenshot('date-field');
    });
  });
  describe('given the future-date rule', () => {
    it('resets a future date to today on leaving the field and shows the message', async () => {
      const screen = await render(<BirthDateWithFutureRule />);
      const input = screen.getByRole('textbox', { name: 'Data di nascita' });
      await userEvent.keyboard('{Tab}01/01/2030');
      await expect.element(input).toHaveValue('01/01/2030');
      await userEvent.keyboard('{Tab}');
      await expect.element(input).toHaveValue('22/11/2026');
      await expect.element(screen.getByRole('alert')).toHaveTextContent('La data inserita non è valida!');
      await expectNoAxeViolations(screen.container);
    });
  });
});
