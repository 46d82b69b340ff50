import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { FieldError } from './field-error.tsx';

describe('FieldError', () => {
  describe('given a message', () => {
    it('announces it as an alert and passes axe', async () => {
      const screen = await render(<FieldError>Questo campo è obbligatorio!</FieldError>);
      await expect.element(screen.getByRole('alert')).toHaveTextContent('Questo campo è obbligatorio!');
      await expectNoAxeViolations(screen.container);
      await expect.element(screen.getByRole('alert')).toMatchScreenshot('field-error');
    });
  });
  describe('given no message', () => {
    it('renders nothing', async () => {
      const screen = await render(<FieldError>{undefined}</FieldError>);
      expect(screen.container.querySelector('[role="alert"]')).toBeNull();
    });
  });
});
