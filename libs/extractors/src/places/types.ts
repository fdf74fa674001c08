import type { Lang } from '../types';

/**
 * How much evidence a name needs before it counts as a place (see evidence.ts):
 * 0 none; 1 an everyday word ("Nice", "Reading"); 2 a function word ("us", "come");
 * 3 a forename ("Florence", "Austin"); 4 a rare English word that names a city of a million or more ("phoenix",
 * "hamburg", "manila"), or the plural of a rare English noun ("cairns"): an everyday word's evidence, or a place
 * preposition before it in any case ("i'm in phoenix", "i'm in cairns");
 * 5 a rare French or Spanish word that names a city of a million or more ("milan", "lima", "damas"): an everyday word's
 * evidence, or a preposition of going or being before it (evidence.ts, `goingLead`: "je vais à milan", "voy a lima"); so
 * does a country name that is a frequent verb form (Spanish "usa": "vivo en usa", "soy de usa"; "usa el código" is the verb);
 * 6 a French or Spanish everyday word among the language's most frequent ("pueblo", "mesa", "coin"): an everyday word's
 * evidence but none from lower case ("voy a pueblo", "le va a mesa" are words; "voy a Mesa" is the city).
 */
export type Level = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Street type entry: the full word and whether the key is an abbreviation ("st", "bd", "c/"). */
export type StreetTypeJson = [full: string, abbreviation: 0 | 1];

/**
 * The generated file `data/places/generated/places.json` (scripts/build-places-data.ts).
 * Keys are folded (see fold.ts). The two big tables (25k cities, 67k city names) are single strings
 * of tab-separated lines: parsing them makes a few large strings instead of ~100k small arrays,
 * which kept the process ~50 MB larger after load.
 */
export interface PlacesJson {
  version: 5;
  /** One line per city: en, fr, es display names ('' = same as English), ISO country code; tab-separated. */
  cities: string;
  /** The IANA time zones of the cities that carry one. */
  zones: string[];
  /** Per city, comma-separated: its zone's index in `zones` plus one, 0 for a city too small to carry one. */
  cityZones: string;
  /** Folded names whose first city carries a zone, but that also name a city of comparable size in other offsets. */
  zoneUnclear: string[];
  /** One line per folded name: the name, a tab, its city indexes (most populous first) joined by commas. */
  cityKeys: string;
  /** Per country (ISO alpha-2 code): en, fr, es display names. */
  countries: [code: string, en: string, fr: string, es: string][];
  /** Folded name (any language) -> country index. */
  countryKeys: Record<string, number>;
  /** Per language (ISO 639-1 code): en, fr, es display names. */
  languages: [code: string, en: string, fr: string, es: string][];
  /** Per request language: folded name -> language index. */
  languageKeys: Record<Lang, Record<string, number>>;
  /** Per request language: folded nationality form -> country index. */
  nationalityKeys: Record<Lang, Record<string, number>>;
  /** Per request language: folded street-type spelling -> entry. */
  streetTypes: Record<Lang, Record<string, StreetTypeJson>>;
  /** Folded keys needing evidence, with their level (absent = 0). Per request language. */
  levels: Record<Lang, Record<string, Level>>;
  /** Per request language: folded names of a city there that also spell a country in another language (fr "mexico"). */
  cityNotCountry: Record<Lang, string[]>;
}

/** What one folded n-gram of the sentence may be. */
export interface PlaceEntry {
  cities?: readonly number[];
  country?: number;
  language?: number;
  nationality?: number;
  street?: StreetTypeJson;
  /** Level per request language, packed three bits each (en, fr, es): read it with levelOf(). */
  levels: number;
}

/** Looks up folded n-grams: the city and country names shared by the three languages. */
export interface PlaceTable {
  get(key: string): PlaceEntry | undefined;
  /**
   * One lookup for the scan: -1 when `key` is neither a name nor the first words of one; else a
   * code to read with `entryOf` and `continues`.
   */
  code(key: string): number;
  /** The entry of a code, when its key is a name. */
  entryOf(code: number): PlaceEntry | undefined;
  /** Whether some longer name starts with the code's key (then the scan reads one more word). */
  continues(code: number): boolean;
}

/** City display names and countries, by city index (compile.ts keeps them in one string). */
export interface CityTable {
  /** Display name in column 0 (en), 1 (fr) or 2 (es); '' when that language has none of its own. */
  name(idx: number, column: number): string;
  /** Index of the city's country in `countries`, -1 when it has none there. */
  country(idx: number): number;
  /** The city's IANA time zone, when it is large enough to carry one. */
  zone(idx: number): string | undefined;
  /** Whether the city has 100,000 inhabitants or more (those carry their time zone). */
  large(idx: number): boolean;
}

/** Places data as the rules use it: built once from PlacesJson by compilePlaces(). */
export interface PlacesData {
  cities: CityTable;
  /** Folded city names that do not tell a time zone by themselves (see PlacesJson.zoneUnclear). */
  zoneUnclear: ReadonlySet<string>;
  countries: PlacesJson['countries'];
  languages: PlacesJson['languages'];
  /** City and country names, shared by the three languages: folded n-gram -> entry. */
  shared: PlaceTable;
  /** Per request language: language, nationality and street-type words (merged with `shared` when both hold a key). */
  index: Record<Lang, Map<string, PlaceEntry>>;
  /** Per request language: the first words ("new", "rue de") of its own keys of several words. */
  prefixes: Record<Lang, Set<string>>;
  /** Per request language: what the scan reads for a key (see scan.ts), for the keys read lately. */
  recent: Record<Lang, PlaceLookups>;
}

/** What the scan needs to know of a key: its entry if it is a name, and whether longer names start with it. */
export interface PlaceLookup {
  entry: PlaceEntry | undefined;
  more: boolean;
}

/**
 * The lookups of the keys read lately: the 70k-key map and the entries built from its rows cost
 * cache misses and allocations; chat words repeat, so a small map of them stays cached. Bounded:
 * emptied when full. Entries are shared between sentences (nothing changes them).
 */
export class PlaceLookups {
  private map = new Map<string, PlaceLookup>();

  constructor(
    private readonly max: number,
    private readonly compute: (key: string) => PlaceLookup,
  ) {}

  get(key: string): PlaceLookup {
    let hit = this.map.get(key);
    if (hit === undefined) {
      hit = this.compute(key);
      if (this.map.size >= this.max) this.map = new Map();
      this.map.set(key, hit);
    }
    return hit;
  }
}

const SHIFT: Record<Lang, number> = { en: 0, fr: 3, es: 6 };

export function levelOf(entry: PlaceEntry, lang: Lang): Level {
  return ((entry.levels >> SHIFT[lang]) & 7) as Level;
}

export function packLevel(levels: number, lang: Lang, level: Level): number {
  return (levels & ~(7 << SHIFT[lang])) | (level << SHIFT[lang]);
}
