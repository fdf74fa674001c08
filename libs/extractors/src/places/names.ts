import type { Lang } from '../types';
import type { PlacesData } from './types';

const COLUMN: Record<Lang, number> = { en: 0, fr: 1, es: 2 };

/** A city's display name in the request language (English when the language has none of its own). */
export function cityName(data: PlacesData, idx: number, lang: Lang): string {
  return data.cities.name(idx, COLUMN[lang]) || data.cities.name(idx, 0);
}

export function countryName(data: PlacesData, idx: number, lang: Lang): string {
  return data.countries[idx]![COLUMN[lang] + 1]!;
}

export function languageName(data: PlacesData, idx: number, lang: Lang): string {
  return data.languages[idx]![COLUMN[lang] + 1]!;
}

/** The city a name means: the most populous one, or the one in the country named after it. */
export function pickCity(data: PlacesData, candidates: readonly number[], countryIdx?: number): number | undefined {
  if (countryIdx === undefined) return candidates[0];
  return candidates.find((c) => data.cities.country(c) === countryIdx);
}
