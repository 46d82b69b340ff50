import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Button } from './button.tsx';

describe('Button', () => {
  it('calls its handler when pressed with the keyboard', async () => {
    const onClick = vi.fn();
    const screen = await render(<Button onClick={onClick}>Salva</Button>);
    const button = screen.getByRole('button', { name: 'Salva' });
    (button.element() as HTMLButtonElement).focus();
    await expect.element(button).toHaveFocus();
    button.element().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    await button.click();
    expect(onClick).toHaveBeenCalled();
  });
});
