import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, renderWithApp } from '../../../test/render-with-app.tsx';
import { RegisterPage } from './register-page.tsx';

afterEach(() => vi.restoreAllMocks());

/** The page under a router of its own (its links need one), in Italian. */
function renderRegisterPage() {
  const router = createRouter({
    routeTree: createRootRoute({ component: RegisterPage }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return renderWithApp(<RouterProvider router={router} />);
}

const NAME_REFUSED = 'Il nome può contenere solo lettere, spazi, apostrofi e trattini.';

describe('the registration form, given a name that is not a name (issue #34, T3b)', () => {
  it('shows why under the field, keeps what was typed and sends nothing', async () => {
    const sent = answerFetch(() => ({ status: 500, body: {} }));
    const screen = await renderRegisterPage();
    await screen.getByLabelText('Nome', { exact: true }).fill('Hai vinto! https://example.com/premio');
    await screen.getByLabelText('Cognome').fill("D'Alò-Rossi");
    await screen.getByRole('button', { name: 'Registrati' }).click();
    await expect.element(screen.getByText(NAME_REFUSED)).toBeVisible();
    await expect
      .element(screen.getByLabelText('Nome', { exact: true }))
      .toHaveValue('Hai vinto! https://example.com/premio');
    await expect
      .element(screen.getByLabelText('Nome', { exact: true }))
      .toHaveAttribute('aria-invalid', 'true');
    await expect.element(screen.getByLabelText('Cognome')).not.toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });
});
