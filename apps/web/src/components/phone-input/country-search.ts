import { DROPDOWN_MIN_SPACE_BELOW_PX } from '@charla/contracts';
import type { CountryEntry } from './countries';

/** Accents and case are ignored so "aland" finds "Åland" and "espana" finds "España". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/** Index of the first country whose name starts with the typed text, or -1. */
export function findCountryIndex(countries: CountryEntry[], typed: string): number {
  const query = fold(typed);
  if (query === '') return -1;
  return countries.findIndex((country) => fold(country.name).startsWith(query));
}

export type DropdownPlacement = 'below' | 'above';

/** Spec §4: the list opens below only when more than the minimum space is free under the field. */
export function chooseDropdownPlacement(fieldBottom: number, viewportHeight: number): DropdownPlacement {
  return viewportHeight - fieldBottom > DROPDOWN_MIN_SPACE_BELOW_PX ? 'below' : 'above';
}
