import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from './button.tsx';

/** A download button that stays pending once pressed. */
function Download({ onClick }: { onClick: () => void }) {
  const [pending, setPending] = useState(false);
  return (
    <Button
      pending={pending}
      onClick={() => {
        onClick();
        setPending(true);
      }}
    >
      Scarica
    </Button>
  );
}

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

  it('keeps the focus while its action runs, says it is busy, and ignores the keys until it ends', async () => {
    const onClick = vi.fn();
    const screen = await render(<Download onClick={onClick} />);
    await userEvent.keyboard('{Tab}{Enter}');
    const button = screen.getByRole('button', { name: 'Scarica' });
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    await expect.element(button).toHaveAttribute('aria-disabled', 'true');
    await expect.element(button).toHaveFocus();
    await userEvent.keyboard('{Enter} ');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not submit its form again while pending', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const screen = await render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" pending>
          Salva
        </Button>
      </form>,
    );
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Salva' })).toHaveFocus();
    await userEvent.keyboard('{Enter} ');
    expect(onSubmit).not.toHaveBeenCalled();
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
