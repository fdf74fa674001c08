import { LANGS, type Lang } from '../types';
import { packLevel, type PlaceEntry, type PlacesData, type PlacesJson } from './types';

/**
 * Builds the lookup maps once, at load time. City and country names (the bulk) live in one map
 * shared by the three languages, their evidence level packed per language; the few language,
 * nationality and street words get a small map per language. A sentence is scanned once for all.
 */
export function compilePlaces(json: PlacesJson): PlacesData {
  const shared = new Map<string, PlaceEntry>();
  const sharedEntry = (key: string): PlaceEntry => {
    let e = shared.get(key);
    if (!e) shared.set(key, (e = { levels: 0 }));
    return e;
  };
  for (const key in json.cityKeys) sharedEntry(key).cities = json.cityKeys[key];
  for (const key in json.countryKeys) sharedEntry(key).country = json.countryKeys[key];
  for (const lang of LANGS) {
    const levels = json.levels[lang];
    for (const key in levels) {
      const e = shared.get(key);
      if (e) e.levels = packLevel(e.levels, lang, levels[key]!);
    }
  }
  const sharedSpan = spans(shared.keys());

  const index = {} as Record<Lang, Map<string, PlaceEntry>>;
  const span = {} as Record<Lang, Map<string, number>>;
  for (const lang of LANGS) {
    const map = new Map<string, PlaceEntry>();
    const levels = json.levels[lang];
    const entry = (key: string): PlaceEntry => {
      let e = map.get(key);
      if (!e) map.set(key, (e = { ...shared.get(key), levels: packLevel(shared.get(key)?.levels ?? 0, lang, levels[key] ?? 0) }));
      return e;
    };
    const langs = json.languageKeys[lang];
    for (const key in langs) entry(key).language = langs[key];
    const nats = json.nationalityKeys[lang];
    for (const key in nats) entry(key).nationality = nats[key];
    const streets = json.streetTypes[lang];
    for (const key in streets) entry(key).street = streets[key];
    const own = spans(map.keys());
    const merged = new Map(sharedSpan);
    for (const [w, n] of own) if ((merged.get(w) ?? 0) < n) merged.set(w, n);
    index[lang] = map;
    span[lang] = merged;
  }
  return { cities: json.cities, countries: json.countries, languages: json.languages, shared, index, span };
}

function spans(keys: Iterable<string>): Map<string, number> {
  const longest = new Map<string, number>();
  for (const key of keys) {
    const sp = key.indexOf(' ');
    const first = sp < 0 ? key : key.slice(0, sp);
    const n = sp < 0 ? 1 : key.split(' ').length;
    if ((longest.get(first) ?? 0) < n) longest.set(first, n);
  }
  return longest;
}
