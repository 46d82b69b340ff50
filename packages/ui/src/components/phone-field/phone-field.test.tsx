import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { PhoneField, parsePhone } from './phone-field.tsx';

describe('parsePhone', () => {
  it('takes numbers without a prefix as Italian and keeps foreign prefixes', () => {
    expect(parsePhone('333 123 4567')).toEqual({
      e164: '+393331234567',
      valid: true,
      international: '+39 333 123 4567',
    });
    expect(parsePhone('+44 20 7946 0958').e164).toBe('+442079460958');
    expect(parsePhone('12').valid).toBe(false);
  });
});

describe('PhoneField', () => {
  describe('given an Italian mobile number', () => {
    it('reports it as valid E.164, tidies it on blur, submits it and passes axe', async () => {
      const onValueChange = vi.fn();
      const screen = await render(
        <form aria-label="Contatto">
          <PhoneField label="Telefono" name="phone" onValueChange={onValueChange} />
        </form>,
      );
      const input = screen.getByRole('textbox', { name: 'Telefono' });
      await userEvent.keyboard('{Tab}3331234567{Tab}');
      expect(onValueChange.mock.lastCall?.[0]).toEqual({
        e164: '+393331234567',
        valid: true,
        international: '+39 333 123 4567',
      });
      await expect.element(input).toHaveValue('+39 333 123 4567');
      expect(new FormData(screen.getByRole('form').element() as HTMLFormElement).get('phone')).toBe(
        '+393331234567',
      );
      await expectNoAxeViolations(screen.container);
      await expect.element(screen.container).toMatchScreenshot('phone-field');
    });
  });
  describe('given an incomplete number and an error', () => {
    it('submits nothing, is invalid and passes axe', async () => {
      const screen = await render(
        <form aria-label="Contatto">
          <PhoneField label="Telefono" name="phone" defaultValue="333" error="Numero non valido" />
        </form>,
      );
      expect(new FormData(screen.getByRole('form').element() as HTMLFormElement).get('phone')).toBe('');
      await expect
        .element(screen.getByRole('textbox', { name: 'Telefono' }))
        .toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(screen.container);
    });
  });
});
