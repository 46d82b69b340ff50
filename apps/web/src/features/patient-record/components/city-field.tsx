import { CITY_LIST_SIZE, CITY_SEARCH_DEBOUNCE_MS, type City } from '@cartella/domain';
import { Autocomplete } from '@cartella/ui/autocomplete';
import { useLingui } from '@lingui/react/macro';
import { searchCities } from '../api/patient.ts';

export interface CityValue {
  name: string;
  /** Belfiore code of the picked suggestion; null once the text is edited after picking. */
  code: string | null;
}

/** A city field whose value counts only when picked from the suggestions ('Seleziona una delle città'). */
export function CityField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: CityValue;
  onChange: (next: CityValue) => void;
  error?: string;
}) {
  const { t } = useLingui();
  return (
    <Autocomplete<City>
      label={label}
      search={(text, signal) => searchCities(text, signal)}
      getOptionKey={(city) => city.codice_catastale}
      getOptionLabel={(city) => city.comune}
      renderOption={(city) => `${city.comune} (${city.provincia})`}
      onSelect={(city) =>
        onChange(city ? { name: city.comune, code: city.codice_catastale } : { ...value, code: null })
      }
      onInputChange={(text) => onChange({ name: text, code: null })}
      debounceMs={CITY_SEARCH_DEBOUNCE_MS}
      maxResults={CITY_LIST_SIZE}
      noResults={t`Nessun risultato`}
      loadingLabel={t`Ricerca in corso`}
      defaultInputValue={value.name}
      error={error}
    />
  );
}
