export { Autocomplete, type AutocompleteProps } from './autocomplete.tsx';
