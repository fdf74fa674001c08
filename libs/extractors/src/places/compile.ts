import { LANGS, type Lang } from '../types';
import { packLevel, PlaceLookups, type CityTable, type PlaceEntry, type PlacesData, type PlacesJson, type PlaceTable } from './types';

/**
 * Builds the lookup tables once, at load time. City and country names (the bulk) live in one table
 * shared by the three languages, their evidence level packed per language; the few language,
 * nationality and street words get a small map per language. A sentence is scanned once for all.
 */
export function compilePlaces(json: PlacesJson): PlacesData {
  if (json.version !== 5) throw new Error(`places data version ${String(json.version)}: rebuild it (npm run build:data:places)`);
  const countryIndex = new Map(json.countries.map(([code], i) => [code, i]));
  const shared = new SharedPlaces(json);
  const index = {} as Record<Lang, Map<string, PlaceEntry>>;
  const prefixes = {} as Record<Lang, Set<string>>;
  for (const lang of LANGS) {
    const map = new Map<string, PlaceEntry>();
    const levels = json.levels[lang];
    const entry = (key: string): PlaceEntry => {
      let e = map.get(key);
      if (!e) {
        const s = shared.get(key);
        map.set(key, (e = { ...s, levels: packLevel(s?.levels ?? 0, lang, levels[key] ?? 0) }));
      }
      return e;
    };
    const langs = json.languageKeys[lang];
    for (const key in langs) entry(key).language = langs[key];
    const nats = json.nationalityKeys[lang];
    for (const key in nats) entry(key).nationality = nats[key];
    const streets = json.streetTypes[lang];
    for (const key in streets) entry(key).street = streets[key];
    // French "Mexico" is the city, not the country ("le Mexique").
    for (const key of json.cityNotCountry[lang]) delete entry(key).country;
    const own = new Set<string>();
    for (const key of map.keys()) properPrefixes(key, (p) => own.add(p));
    index[lang] = map;
    prefixes[lang] = own;
  }
  const recent = {} as Record<Lang, PlaceLookups>;
  for (const lang of LANGS) {
    const own = index[lang];
    const starts = prefixes[lang];
    recent[lang] = new PlaceLookups(RECENT_MAX, (key) => {
      const code = shared.code(key);
      return { entry: own.get(key) ?? shared.entryOf(code), more: shared.continues(code) || starts.has(key) };
    });
  }
  const cities = new Cities(json.cities, countryIndex, json.zones, json.cityZones);
  return {
    cities,
    zoneUnclear: new Set(json.zoneUnclear),
    countries: json.countries,
    languages: json.languages,
    shared,
    index,
    prefixes,
    recent,
  };
}

/** Calls `f` with each proper word prefix of a key: "a b c" gives "a" and "a b". */
function properPrefixes(key: string, f: (prefix: string) => void): void {
  for (let sp = key.indexOf(' '); sp >= 0; sp = key.indexOf(' ', sp + 1)) f(key.slice(0, sp));
}

/**
 * City and country names: one Map from key to a row number, the rows in typed arrays. About 70k
 * keys: an object per key with an array of cities was ~15 MB of heap; this is about a third.
 * Entries are made on lookup (a few per sentence).
 */
class SharedPlaces implements PlaceTable {
  /** Key -> (row + 1) * 2 + (1 when a longer key starts with it); row -1 for a key that is only a prefix. */
  private readonly ids = new Map<string, number>();
  /** Row r's cities are list[start[r]] .. list[start[r + 1]]. */
  private readonly start: Uint32Array;
  private readonly list: Uint32Array;
  /** Country index + 1 (0: none). */
  private readonly country: Uint16Array;
  private readonly levels: Uint16Array;

  constructor(json: PlacesJson) {
    const text = json.cityKeys;
    const starts: number[] = [];
    const list: number[] = [];
    for (let at = 0; at < text.length; ) {
      let eol = text.indexOf('\n', at);
      if (eol < 0) eol = text.length;
      const tab = text.indexOf('\t', at);
      this.ids.set(text.slice(at, tab), (starts.length + 1) * 2);
      starts.push(list.length);
      let n = 0;
      for (let i = tab + 1; i <= eol; i++) {
        const c = text.charCodeAt(i);
        if (c >= 48 && c <= 57) n = n * 10 + c - 48;
        else {
          list.push(n);
          n = 0;
        }
      }
      at = eol + 1;
    }
    for (const key in json.countryKeys) if (!this.ids.has(key)) this.ids.set(key, (this.ids.size + 1) * 2);
    const rows = this.ids.size;
    for (const key of [...this.ids.keys()]) {
      properPrefixes(key, (p) => this.ids.set(p, (this.ids.get(p) ?? 0) | 1));
    }
    while (starts.length <= rows) starts.push(list.length);
    this.start = Uint32Array.from(starts);
    this.list = Uint32Array.from(list);
    this.country = new Uint16Array(rows);
    for (const key in json.countryKeys) this.country[this.row(key)] = json.countryKeys[key]! + 1;
    this.levels = new Uint16Array(rows);
    for (const lang of LANGS) {
      const levels = json.levels[lang];
      for (const key in levels) {
        const id = this.row(key);
        if (id >= 0) this.levels[id] = packLevel(this.levels[id]!, lang, levels[key]!);
      }
    }
  }

  private row(key: string): number {
    return ((this.ids.get(key) ?? 0) >> 1) - 1;
  }

  code(key: string): number {
    return this.ids.get(key) ?? -1;
  }

  continues(code: number): boolean {
    return code >= 0 && (code & 1) === 1;
  }

  get(key: string): PlaceEntry | undefined {
    return this.entryOf(this.code(key));
  }

  entryOf(code: number): PlaceEntry | undefined {
    const id = (code >> 1) - 1;
    if (id < 0) return undefined;
    const a = this.start[id]!;
    const b = this.start[id + 1]!;
    const entry: PlaceEntry = { levels: this.levels[id]! };
    if (b > a) entry.cities = Array.from(this.list.subarray(a, b));
    if (this.country[id]) entry.country = this.country[id]! - 1;
    return entry;
  }
}

const RECENT_MAX = 4096;

/** Display names of 25k cities kept as the one string they came in, with the offset of each field. */
class Cities implements CityTable {
  /** Start of field f of city i at offsets[i * 4 + f]; each field ends one character before the next starts. */
  private readonly offsets: Uint32Array;
  private readonly countries: Uint16Array;
  /** Zone index + 1 in `zones` (0: none). */
  private readonly zones: Uint16Array;

  constructor(
    private readonly text: string,
    countryIndex: ReadonlyMap<string, number>,
    private readonly zoneNames: readonly string[],
    zones: string,
  ) {
    const offsets: number[] = [];
    const countries: number[] = [];
    for (let at = 0; at < text.length; ) {
      let eol = text.indexOf('\n', at);
      if (eol < 0) eol = text.length;
      for (let f = 0, p = at; f < 4; f++) {
        offsets.push(p);
        p = f < 3 ? text.indexOf('\t', p) + 1 : eol + 1;
      }
      const code = text.slice(offsets[offsets.length - 1]!, eol);
      countries.push((countryIndex.get(code) ?? -1) + 1);
      at = eol + 1;
    }
    offsets.push(text.length + 1);
    this.offsets = Uint32Array.from(offsets);
    this.countries = Uint16Array.from(countries);
    this.zones = Uint16Array.from(zones.split(','), Number);
  }

  name(idx: number, column: number): string {
    const k = idx * 4 + column;
    return this.text.slice(this.offsets[k]!, this.offsets[k + 1]! - 1);
  }

  country(idx: number): number {
    return this.countries[idx]! - 1;
  }

  zone(idx: number): string | undefined {
    const z = this.zones[idx];
    return z ? this.zoneNames[z - 1] : undefined;
  }

  large(idx: number): boolean {
    return this.zones[idx]! > 0;
  }
}
