import { readFileSync } from 'node:fs';
import { CITY_LIST_SIZE, type City } from '@cartella/domain';

/**
 * Italian municipalities for the city search and the tax code birthplace check, read once from the
 * repository copy written by scripts/import-comuni.mjs (data/comuni/SOURCE.md: ISTAT, CC BY 4.0).
 */
interface IndexedCity extends City {
  /** The folded name and each of its language parts ("bolzano/bozen", "bozen"), for prefix matching. */
  keys: string[];
  folded: string;
}

/** Lower case, accents removed, apostrophes and dashes as spaces: "Sant'Angelo" -> "sant angelo". */
export function foldCityText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’'`-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

let cities: IndexedCity[] | undefined;
let cadastralCodes: Set<string> | undefined;

function dataFile(name: string): string {
  return readFileSync(new URL(`../../data/comuni/${name}`, import.meta.url), 'utf8');
}

function loadCities(): IndexedCity[] {
  if (cities === undefined) {
    const rows = JSON.parse(dataFile('comuni.json')) as [string, string, string][];
    cities = rows.map(([comune, provincia, codice_catastale]) => {
      const folded = foldCityText(comune);
      const parts = comune.split('/').map(foldCityText);
      return { comune, provincia, codice_catastale, folded, keys: [folded, ...parts.slice(1)] };
    });
  }
  return cities;
}

/** Whether a Belfiore code names a comune, past or present, or a foreign state (tax code birthplace). */
export function birthplaceExists(belfiore: string): boolean {
  cadastralCodes ??= new Set(dataFile('codici-catastali.txt').split('\n').filter(Boolean));
  return cadastralCodes.has(belfiore.toUpperCase());
}

/** The current comune with this Belfiore code, if any. */
export function findCityByCode(code: string): City | undefined {
  const found = loadCities().find((city) => city.codice_catastale === code.toUpperCase());
  return (
    found && { comune: found.comune, provincia: found.provincia, codice_catastale: found.codice_catastale }
  );
}

/**
 * Current comuni whose name (or one of its language parts) starts with the text, ignoring case and
 * accents: an exact name first, then alphabetical; at most 10 (spec 000 sections 5 and 9).
 */
export function searchCities(text: string, limit = CITY_LIST_SIZE): City[] {
  const query = foldCityText(text);
  if (query === '') return [];
  return loadCities()
    .filter((city) => city.keys.some((key) => key.startsWith(query)))
    .sort((a, b) => Number(b.folded === query) - Number(a.folded === query))
    .slice(0, limit)
    .map(({ comune, provincia, codice_catastale }) => ({ comune, provincia, codice_catastale }));
}
