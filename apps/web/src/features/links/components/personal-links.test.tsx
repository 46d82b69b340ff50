import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { openWebLink } from './personal-links.tsx';

afterEach(() => vi.restoreAllMocks());

describe('opening a personal link', () => {
  it('opens an https address in a new tab, without access to this page', async () => {
    await renderWithApp(<p>Altro</p>);
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    expect(openWebLink(' https://www.salute.gov.it/ ')).toBeNull();
    expect(open).toHaveBeenCalledWith('https://www.salute.gov.it/', '_blank', 'noopener,noreferrer');
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', ''])(
    "never opens %j and says 'URL non valido o mancante!'",
    async (address) => {
      await renderWithApp(<p>Altro</p>);
      const open = vi.spyOn(window, 'open').mockImplementation(() => null);
      expect(openWebLink(address)).toBe('URL non valido o mancante!');
      expect(open).not.toHaveBeenCalled();
    },
  );
});
