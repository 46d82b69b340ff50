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

  it('shows a two-tone focus ring on the dark primary button once reached with Tab', async () => {
    const screen = await render(<Button onClick={() => {}}>Accedi</Button>);
    await userEvent.keyboard('{Tab}');
    const button = screen.getByRole('button', { name: 'Accedi' }).element();
    const style = getComputedStyle(button);
    expect(style.outlineStyle).toBe('solid');
    expect(Number.parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(2);
    expect(style.outlineColor).not.toBe(style.backgroundColor);
    expect(style.boxShadow).toContain('rgb(255, 255, 255)');
  });
});
