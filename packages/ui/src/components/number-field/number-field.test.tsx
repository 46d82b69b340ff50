import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { NumberField, parseDecimal } from './number-field.tsx';

describe('parseDecimal', () => {
  it('reads the Italian comma and the dot alike', () => {
    expect(parseDecimal('72,5')).toBe(72.5);
    expect(parseDecimal(' 72.5 ')).toBe(72.5);
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('7a')).toBeNull();
  });
  it('round-trips any finite decimal written with a comma', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000, max: 100_000 }),
        fc.integer({ min: 0, max: 99 }),
        (whole, cents) => {
          const text = `${whole},${String(cents).padStart(2, '0')}`;
          expect(parseDecimal(text)).toBeCloseTo(Number(`${whole}.${String(cents).padStart(2, '0')}`), 10);
        },
      ),
    );
  });
});

describe('NumberField', () => {
  describe('given a typed value with a comma', () => {
    it('reports the number, reads the unit with the field, submits it with a dot, and passes axe', async () => {
      const onValueChange = vi.fn();
      const screen = await render(
        <form aria-label="Misura">
          <NumberField label="Peso" unit="kg" name="weightKg" onValueChange={onValueChange} />
        </form>,
      );
      const input = screen.getByRole('textbox', { name: 'Peso' });
      await expect.element(input).toHaveAccessibleDescription('kg');
      await userEvent.keyboard('{Tab}72,5');
      expect(onValueChange).toHaveBeenLastCalledWith(72.5, '72,5');
      expect(new FormData(screen.getByRole('form').element() as HTMLFormElement).get('weightKg')).toBe(
        '72.5',
      );
      await expectNoAxeViolations(screen.container);
      await expect.element(screen.container).toMatchScreenshot('number-field');
    });
  });
  describe('given the scroll wheel over the focused field', () => {
    it('leaves the value unchanged', async () => {
      const screen = await render(<NumberField label="Glicemia" unit="mg/dL" defaultValue="90" />);
      const input = screen.getByRole('textbox', { name: 'Glicemia' });
      await input.click();
      await userEvent.wheel(input, { delta: { x: 0, y: -300 } });
      await expect.element(input).toHaveValue('90');
      await expect.element(input).toHaveAttribute('type', 'text');
    });
  });
  describe('given an error', () => {
    it('marks the field invalid and passes axe', async () => {
      const screen = await render(<NumberField label="Peso" unit="kg" error="Valore non valido" />);
      await expect
        .element(screen.getByRole('textbox', { name: 'Peso' }))
        .toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(screen.container);
    });
  });
});
