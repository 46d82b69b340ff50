import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { BreakableAddress } from './breakable-address.tsx';

describe('a breakable address', () => {
  it('reads as the whole address, with a wrapping point only after the @, the dots and the slashes', async () => {
    const screen = await render(<BreakableAddress address="giulia.bianchi@example.org" />);
    const address = screen.container.querySelector('span');
    expect(address?.textContent).toBe('giulia.bianchi@example.org');
    expect(address?.innerHTML).toBe('giulia.<wbr>bianchi@<wbr>example.<wbr>org');
  });

  it('wraps in a narrow box after the @ and the dots, keeping each word on one line', async () => {
    const screen = await render(
      <div style={{ width: '9ch', fontFamily: 'monospace' }}>
        <BreakableAddress address="giulia.bianchi@example.org" />
      </div>,
    );
    const address = screen.container.querySelector('span') as HTMLElement;
    const linesOf = (node: Node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    };
    expect(linesOf(address)).toBe(4);
    const words = [...address.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE);
    expect(words.map((word) => word.textContent)).toEqual(['giulia.', 'bianchi@', 'example.', 'org']);
    for (const word of words) expect(linesOf(word)).toBe(1);
  });
});
