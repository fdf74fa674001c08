import { LANGS, type Lang } from '../types';
import type { PlaceEntry, PlacesData, PlacesJson } from './types';

/**
 * Builds the per-language lookup maps once, at load time: one map of folded n-grams per request
 * language holding every kind of place name, so a sentence is scanned once for all dimensions.
 */
export function compilePlaces(json: PlacesJson): PlacesData {
  const index = {} as Record<Lang, Map<string, PlaceEntry>>;
  const span = {} as Record<Lang, Map<string, number>>;
  // Entries without evidence needs are shared between languages where they hold the same names.
  for (const lang of LANGS) {
    const map = new Map<string, PlaceEntry>();
    const levels = json.levels[lang];
    const entry = (key: string): PlaceEntry => {
      let e = map.get(key);
      if (!e) map.set(key, (e = { level: levels[key] ?? 0 }));
      return e;
    };
    for (const key in json.cityKeys) entry(key).cities = json.cityKeys[key];
    for (const key in json.countryKeys) entry(key).country = json.countryKeys[key];
    const langs = json.languageKeys[lang];
    for (const key in langs) entry(key).language = langs[key];
    const nats = json.nationalityKeys[lang];
    for (const key in nats) entry(key).nationality = nats[key];
    const streets = json.streetTypes[lang];
    for (const key in streets) entry(key).street = streets[key];
    const longest = new Map<string, number>();
    for (const key of map.keys()) {
      const words = key.split(' ');
      if ((longest.get(words[0]!) ?? 0) < words.length) longest.set(words[0]!, words.length);
    }
    index[lang] = map;
    span[lang] = longest;
  }
  return { cities: json.cities, countries: json.countries, languages: json.languages, index, span };
}
