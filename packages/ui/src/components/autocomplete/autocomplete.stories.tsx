import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Autocomplete } from './autocomplete.tsx';

interface City {
  code: string;
  name: string;
  province: string;
}

const cities: City[] = [
  { code: 'H501', name: 'Roma', province: 'RM' },
  { code: 'H502', name: 'Romagnano Sesia', province: 'NO' },
  { code: 'F205', name: 'Milano', province: 'MI' },
];

function searchCities(query: string) {
  return Promise.resolve(cities.filter((city) => city.name.toLowerCase().includes(query.toLowerCase())));
}

function CityAutocomplete(props: {
  minChars: number;
  debounceMs: number;
  onSelect: (city: City | null) => void;
}) {
  return (
    <Autocomplete<City>
      label="Comune di nascita"
      search={searchCities}
      getOptionKey={(city) => city.code}
      getOptionLabel={(city) => city.name}
      renderOption={(city) => (
        <span>
          {city.name} <span className="opacity-80">({city.province})</span>
        </span>
      )}
      noResults="Nessun comune trovato"
      loadingLabel="Ricerca in corso"
      description="Scrivi almeno 2 lettere"
      maxResults={10}
      {...props}
    />
  );
}

const meta = {
  title: 'Forms/Autocomplete',
  component: CityAutocomplete,
  args: { minChars: 2, debounceMs: 100, onSelect: fn() },
  parameters: {
    docs: {
      description: {
        component: [
          'A text input with suggestions (WAI-ARIA combobox). `minChars`, `debounceMs` and `maxResults` are props: the spec uses 700 ms and 10 rows for cities, 2–3 characters for drugs, vaccines and investigations. A `noResults` slot shows when nothing matches.',
          'Arrow keys move, Enter chooses, Escape closes and then clears. `onSelect(null)` fires when the user edits a chosen value, so the app can apply "Seleziona una delle città".',
          '**Do** pass an abortable `search`; keep rows short.',
          "**Don't** use it for a fixed list of a few options: use Select.",
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof CityAutocomplete>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Chosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Comune di nascita' }), 'Rom');
    await userEvent.click(await canvas.findByRole('option', { name: 'Roma (RM)' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(cities[0]);
  },
};
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'Xyz');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Nessun comune trovato');
  },
};
