import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Button } from '../button/button.tsx';
import { TextField } from '../text-field/text-field.tsx';
import { Form, FormActions } from './form.tsx';

function RejectingForm({ onSubmit }: { onSubmit: (data: FormData) => void }) {
  const [error, setError] = useState<string>();
  return (
    <Form
      error={error}
      onSubmit={async (data) => {
        onSubmit(data);
        await new Promise((resolve) => setTimeout(resolve, 20));
        setError('Codice Fiscale non valido!');
      }}
    >
      <TextField label="Nome" name="firstName" />
      <TextField label="Codice fiscale" name="taxCode" />
      <FormActions>
        <Button type="submit">Salva</Button>
      </FormActions>
    </Form>
  );
}

describe('Form', () => {
  describe('given the server rejects the submission', () => {
    it('keeps every typed value, shows the error as an alert, and passes axe', async () => {
      const onSubmit = vi.fn();
      const screen = await render(<RejectingForm onSubmit={onSubmit} />);
      await userEvent.keyboard('{Tab}Maria{Tab}RSSMRA{Tab}{Enter}');
      await expect.element(screen.getByRole('alert')).toHaveTextContent('Codice Fiscale non valido!');
      expect(onSubmit).toHaveBeenCalledOnce();
      expect(onSubmit.mock.calls[0]?.[0].get('firstName')).toBe('Maria');
      await expect.element(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Maria');
      await expect.element(screen.getByRole('textbox', { name: 'Codice fiscale' })).toHaveValue('RSSMRA');
      await expectNoAxeViolations(screen.container);
      await expect.element(screen.container).toMatchScreenshot('form-rejected');
    });
  });
  describe('given a pending submission', () => {
    it('is aria-busy and ignores a second submit', async () => {
      let release: () => void = () => {};
      const onSubmit = vi.fn(
        () =>
          new Promise<void>((resolve) => {
            release = resolve;
          }),
      );
      const screen = await render(
        <Form onSubmit={onSubmit} aria-label="Profilo">
          <Button type="submit">Salva</Button>
        </Form>,
      );
      await screen.getByRole('button', { name: 'Salva' }).click();
      await expect
        .element(screen.getByRole('form', { name: 'Profilo' }))
        .toHaveAttribute('aria-busy', 'true');
      await screen.getByRole('button', { name: 'Salva' }).click();
      expect(onSubmit).toHaveBeenCalledOnce();
      release();
      await expect.element(screen.getByRole('form', { name: 'Profilo' })).not.toHaveAttribute('aria-busy');
    });
  });
});
