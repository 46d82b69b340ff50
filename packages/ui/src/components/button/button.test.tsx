import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from './button.tsx';

describe('a button used with the keyboard alone', () => {
  it('is reached with Tab', async () => {
    const screen = await render(<Button onClick={() => {}}>Salva</Button>);
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Salva' })).toHaveFocus();
  });

  it('runs its action once when Enter is pressed', async () => {
    const onClick = vi.fn();
    const screen = await render(<Button onClick={onClick}>Salva</Button>);
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Salva' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('runs its action once when Space is pressed', async () => {
    const onClick = vi.fn();
    const screen = await render(<Button onClick={onClick}>Salva</Button>);
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Salva' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is skipped by Tab and ignores the keys while disabled', async () => {
    const onClick = vi.fn();
    const screen = await render(
      <Button onClick={onClick} disabled>
        Salva
      </Button>,
    );
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Salva' })).not.toHaveFocus();
    await userEvent.keyboard('{Enter} ');
    expect(onClick).not.toHaveBeenCalled();
  });
});
