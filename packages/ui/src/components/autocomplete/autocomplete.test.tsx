import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Autocomplete } from './autocomplete.tsx';

interface City {
  code: string;
  name: string;
}

const cities: City[] = [
  { code: 'H501', name: 'Roma' },
  { code: 'H502', name: 'Romagnano Sesia' },
  { code: 'H503', name: 'Romano di Lombardia' },
  { code: 'F205', name: 'Milano' },
];

function searchCities(query: string) {
  return Promise.resolve(cities.filter((city) => city.name.toLowerCase().startsWith(query.toLowerCase())));
}

const common = {
  label: 'Comune di nascita',
  getOptionKey: (city: City) => city.code,
  getOptionLabel: (city: City) => city.name,
  noResults: 'Nessun risultato',
  loadingLabel: 'Ricerca in corso',
};

describe('Autocomplete', () => {
  describe('given fewer characters than the minimum', () => {
    it('does not search', async () => {
      const search = vi.fn(searchCities);
      await render(<Autocomplete {...common} search={search} minChars={3} debounceMs={10} />);
      await userEvent.keyboard('{Tab}Ro');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(search).not.toHaveBeenCalled();
    });
  });
  describe('given fast typing', () => {
    it('searches once with the whole text after the debounce, limited to maxResults', async () => {
      // The debounce's clock stands still while the keys go in, however slowly a busy machine
      // types them; then it moves on by exactly the debounce.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      onTestFinished(() => {
        vi.useRealTimers();
      });
      const search = vi.fn(searchCities);
      const screen = await render(
        <Autocomplete {...common} search={search} minChars={2} debounceMs={80} maxResults={2} />,
      );
      await userEvent.keyboard('{Tab}Rom');
      await vi.advanceTimersByTimeAsync(79);
      expect(search).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await expect.element(screen.getByRole('listbox')).toBeVisible();
      expect(search).toHaveBeenCalledOnce();
      expect(search.mock.calls[0]?.[0]).toBe('Rom');
      expect(screen.getByRole('option').elements()).toHaveLength(2);
    });
  });
  describe('given suggestions', () => {
    it('moves with the arrow keys, chooses with Enter, and passes axe open and closed', async () => {
      const onSelect = vi.fn();
      const screen = await render(
        <form aria-label="Nascita">
          <Autocomplete
            {...common}
            name="birthCity"
            search={searchCities}
            minChars={2}
            debounceMs={10}
            onSelect={onSelect}
          />
        </form>,
      );
      const input = screen.getByRole('combobox', { name: 'Comune di nascita' });
      await userEvent.keyboard('{Tab}Rom');
      await expect.element(screen.getByRole('listbox')).toBeVisible();
      await expect.element(input).toHaveAttribute('aria-expanded', 'true');
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      await expect
        .element(screen.getByRole('option', { name: 'Romagnano Sesia' }))
        .toHaveAttribute('aria-selected', 'true');
      await expect
        .element(input)
        .toHaveAttribute(
          'aria-activedescendant',
          screen.getByRole('option', { name: 'Romagnano Sesia' }).element().id,
        );
      await expectNoAxeViolations(screen.container);
      await expect.element(screen.getByRole('listbox')).toMatchScreenshot('autocomplete-open');
      await userEvent.keyboard('{Enter}');
      await expect.element(input).toHaveValue('Romagnano Sesia');
      await expect.element(input).toHaveAttribute('aria-expanded', 'false');
      expect(onSelect).toHaveBeenLastCalledWith(cities[1]);
      expect(new FormData(screen.getByRole('form').element() as HTMLFormElement).get('birthCity')).toBe(
        'H502',
      );
      await expectNoAxeViolations(screen.container);
    });
  });
  describe('given a search with no match', () => {
    it('shows the no-results slot as a status and passes axe', async () => {
      const screen = await render(
        <Autocomplete {...common} search={searchCities} minChars={2} debounceMs={10} />,
      );
      await userEvent.keyboard('{Tab}Zz');
      await expect.element(screen.getByRole('status')).toHaveTextContent('Nessun risultato');
      await expectNoAxeViolations(screen.container);
    });
  });
  describe('given Escape', () => {
    it('closes the list, then clears the text and the choice', async () => {
      const onSelect = vi.fn();
      const screen = await render(
        <Autocomplete {...common} search={searchCities} minChars={2} debounceMs={10} onSelect={onSelect} />,
      );
      const input = screen.getByRole('combobox');
      await userEvent.keyboard('{Tab}Mil');
      await expect.element(screen.getByRole('listbox')).toBeVisible();
      await userEvent.keyboard('{ArrowDown}{Enter}');
      expect(onSelect).toHaveBeenLastCalledWith(cities[3]);
      await userEvent.keyboard('{Escape}');
      await expect.element(input).toHaveValue('');
      expect(onSelect).toHaveBeenLastCalledWith(null);
    });
  });
});
