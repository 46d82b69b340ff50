import { failureMessages, SecondFactorPasswordSchema } from '@cartella/domain';
import { Form } from '@cartella/ui/form';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ApiError } from './api-client.ts';
import { useFormSave } from './use-form-save.ts';

/** A password form whose save answers `answers` in turn, and whose re-read after a failure never ends. */
function PasswordForm({ answers, sent }: { answers: Array<'wrong' | 'right'>; sent: string[] }) {
  const { errors, formError, submit } = useFormSave({
    schema: SecondFactorPasswordSchema,
    save: async (body: { current_password: string }) => {
      sent.push(body.current_password);
      if (answers[sent.length - 1] === 'wrong') {
        throw new ApiError(400, 'validation_failed', 'La password attuale non è corretta.', [
          { path: 'current_password', code: 'current_password_wrong' },
        ]);
      }
      return 'saved';
    },
    feedback: { saved: null, failed: failureMessages.actionFailed, failureText: 'server' },
    onFailed: () => new Promise<void>(() => {}),
    onSaved: () => {
      sent.push('saved');
    },
  });
  return (
    <Form
      aria-label="Conferma"
      error={formError}
      onSubmit={(data) => submit({ current_password: String(data.get('current_password') ?? '') })}
    >
      <label>
        Password attuale
        <input name="current_password" aria-invalid={errors.current_password ? true : undefined} />
      </label>
      <button type="submit">Conferma</button>
    </Form>
  );
}

describe('a form saved through useFormSave', () => {
  it('takes the next try as soon as a refusal is on screen, while its re-read is still running', async () => {
    const sent: string[] = [];
    const screen = await render(<PasswordForm answers={['wrong', 'right']} sent={sent} />);
    await screen.getByLabelText('Password attuale').fill('Sbagliata-2026!');
    await screen.getByRole('button', { name: 'Conferma' }).click();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('La password attuale non è corretta.');

    await screen.getByLabelText('Password attuale').fill('Lampada-Trombone-73!');
    await screen.getByRole('button', { name: 'Conferma' }).click();
    await expect.poll(() => sent).toEqual(['Sbagliata-2026!', 'Lampada-Trombone-73!', 'saved']);
  });
});
