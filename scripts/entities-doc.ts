import { DIMENSIONS, OUTPUT_DIM, type Dimension, type Entity, type Extractor, type Lang } from '@parley/extractors';
import { AppEntityMatcher, type AppEntity, type AppEntityType } from '@parley/extractors/app-entities';
import { REGISTRY } from '../libs/extractors/src/dimensions';

/**
 * docs/entities.md, written from the engine itself: one real request per dimension, its answer
 * computed by the extractor at a fixed reference time, and the value fields of each dimension
 * checked against that answer. `npm run docs:entities` writes the file; scripts/entities-doc.spec.ts
 * fails when the committed file differs from what this renders.
 */

/** "Now" of every example: Tuesday 17 November 2026, 09:30 UTC (10:30 in Paris). */
export const REFERENCE_TIME = '2026-11-17T09:30:00Z';

interface DimensionDoc {
  /** What the dimension finds. */
  meaning: string;
  /** The example: one sentence, in English unless `lang` says otherwise. */
  sentence: string;
  lang?: Lang;
  /** Query parameters beyond `sentence` and `dimensions`, shown in the request. */
  params?: Record<string, string>;
  /** Every field of `values[0]` and what it holds; checked against the example's answer. */
  fields: Record<string, string>;
  /** What the fields alone do not say. */
  notes?: string;
}

const DIRECTION =
  '`origin` after a preposition of departure ("from Paris"), `destination` after one of arrival ("to Paris", "à Paris"), else null (also after a word placing it beside one: "near", "close to", "far from", "près de", "à côté de", "l\'aéroport de", "cerca de", "junto a"); the preposition is then part of `body`';
const STRING = '`string`';
const NORMALIZED = (unit: string) => `the same quantity in ${unit}: an array of one \`{value, unit}\``;
const NUMBER_TYPE = '`integer` or `float`, as `value` is';

/**
 * One entry per dimension of the engine. A new dimension needs its entry here (the generator
 * says so), then `npm run docs:entities`.
 */
export const DIMENSION_DOCS: Partial<Record<Dimension, DimensionDoc>> = {
  'street-number': {
    meaning: 'The number of a building in a street address, letters included.',
    sentence: 'My address is 221B Baker Street',
    fields: { value: 'the number as written', type: STRING },
  },
  'street-type': {
    meaning: 'The kind of street in an address, abbreviations spelled out.',
    sentence: 'Deliver to 12 Abbey Rd, London',
    fields: { value: 'the street type, lower-cased and spelled out (`Rd` gives `road`)', type: STRING },
  },
  postal: {
    meaning: 'A well-formed UK postcode (its shape is checked, not its existence).',
    sentence: 'My postcode is SW1A 2AA',
    fields: { value: 'the postcode, lower-cased, with one space before the inward code', type: STRING },
  },
  city: {
    meaning: 'A city, by its name in any of the three languages (Londres, Nueva York).',
    sentence: 'I leave from Paris',
    fields: {
      value: 'the city name in the request language (`Londres` in French, `London` in English)',
      type: STRING,
      direction: DIRECTION,
    },
    notes:
      'A city whose name is also an everyday word needs evidence: a capital mid-sentence, a place preposition, its country after it, in French and Spanish a postcode before it ("33000 bordeaux"). In a message typed in lower case, French and Spanish read one after a preposition of going when it ends the clause or comes right after a verb of going ("je vais à tours", "voy a quito por trabajo"), not after words that build a noun ("un sac à rabat", "sabe a lima"), nor an infinitive ("voy a quitar la mesa"); "pour", "para" only after a verb of leaving or a word of travel ("un billet pour orange", "salgo para colonia mañana", and mid-clause "le vol pour tours est annulé", but for a noun\'s complement: "le bus pour tours de ville"; "c\'est pour orange", "es para colonia" say what a thing is for). ' +
      'One of the language\'s most frequent words never counts in lower case: "voy a pueblo", "le va a mesa", "on est à coin" name no city ("voy a Mesa" does). ' +
      'In English the plural of an everyday noun is an everyday word too: "I booked harbour tours" names no city, "I live in Tours" does; the plural of a rare noun is the city after a place preposition in lower case too ("i\'m in cairns"; "interested in tours" stays the word). ' +
      'A word naming a thing of a city said with a city\'s name is that thing, no second city, even where a town bears its name: "Paris Metro", "London Underground", "el Metro de Madrid" give one city; so do "Lyon Tram", "Boston Subway" (no street named after the city, nor a forename "Boston", without a house number). ' +
      'A city\'s office, branch, shop or team named before it is the place, and no origin: "le bureau de Paris", "l\'équipe de Lyon", "la oficina de Sevilla" give the city with `direction` null, as "call Paris office" does; such a noun after a name that otherwise needs a place preposition to be the city (a forename: "Florence") is evidence of the city too: "call Florence office", "our Florence team", "Florence Airport".',
  },
  country: {
    meaning: 'A country, by its name or an everyday alias (the UK, America, Holland).',
    sentence: 'flying to the UK next week',
    fields: { value: 'the country name in the request language', type: STRING, direction: DIRECTION },
  },
  address: {
    meaning: 'A postal address: a number, a street and, when given, the place after it, with a flat said before or after the street ("flat 2, 10 Downing St, London", "5 rue Victor Hugo, appartement 12, 69002 Lyon"; in Spanish the floor and door: "Calle Mayor 5, 3º izq, 28013 Madrid").',
    sentence: 'Livrez au 12 rue de la Paix, Paris',
    lang: 'fr',
    fields: {
      value: 'the address as written, without the preposition',
      street: 'the street, its type included',
      number: 'the street number, or null when the address says it has none (Spanish `s/n`, "sin número")',
      location: 'the city or place after the street, or null',
      type: 'the street type, lower-cased and spelled out (`street`, `road` for `Rd`, `rue`), or null',
      direction: DIRECTION,
    },
  },
  location: {
    meaning: 'A combination of places that name one location (a city with its country).',
    sentence: 'I fly to London, UK tomorrow',
    fields: { value: 'the places, comma-separated, each by its name', type: STRING, direction: DIRECTION },
  },
  language: {
    meaning: 'A spoken language.',
    sentence: 'I speak French',
    fields: { value: 'the language name in the request language', type: STRING },
  },
  nationality: {
    meaning: 'The word for the people of a country (French, française, españoles).',
    sentence: 'I am Spanish',
    fields: { value: 'the country whose people the word names', type: STRING },
  },
  email: {
    meaning:
      'A well-formed e-mail address, also spelled out as a chat or a dictation gives it ("tom dot baker at gmail dot com", "paul point roux arobase gmail point com", "luis punto vega arroba hotmail punto es"); spelled out, a plain word before "at" ("meet john at example dot com") counts only after a word of mail ("my email is ...").',
    sentence: 'write to john.doe@example.com please',
    fields: { value: 'the address (`tom.baker@gmail.com` for "tom dot baker at gmail dot com")', type: STRING },
  },
  handle: {
    meaning: 'A handle: characters after an `@` (not inside an e-mail address).',
    sentence: 'follow @john_doe for updates',
    fields: { value: 'the handle without its `@`', type: STRING },
  },
  hashtag: {
    meaning: 'A hashtag: characters after a `#`.',
    sentence: 'pics from the beach #summer',
    fields: { value: 'the tag without its `#`', type: STRING },
  },
  number: {
    meaning: "A number in digits (with the language's separators) or spelled out.",
    sentence: 'I need twelve tickets',
    fields: { value: 'the number', type: '`integer` or `float`' },
    notes: 'A number that is part of a wider entity (an amount, a distance, a time) is reported as that entity only.',
  },
  ordinal: {
    meaning: 'An ordinal number (3rd, troisième, tercero).',
    sentence: 'the 21st century',
    fields: { value: 'the rank, a number', type: '`ordinal`' },
  },
  time: {
    meaning: 'A point in time (absolute or relative to now) or an interval between two.',
    sentence: 'call me tomorrow at 5pm, I am away from Monday to Wednesday',
    params: { reference_time: REFERENCE_TIME, timezone: 'Europe/Paris' },
    fields: {
      type: '`timestamp` for a point in time, `interval` for an interval',
      'time-stamp':
        'a point in time: ISO 8601 with the offset of the requested `timezone`, or of the zone the sentence says after the hour ("3pm EST" -> `...T15:00:00.000-05:00`, "9am New York time" in July -> `...T09:00:00.000-04:00`)',
      unit: 'a point in time: its precision (`second`, `minute`, `hour`, `day`, `week`, `month`, `year`)',
      milliseconds: 'a point in time: the same instant in epoch milliseconds',
      from: 'an interval: its start, an object `{time-stamp, unit, milliseconds}`',
      to: 'an interval: its end, the same shape',
    },
    notes:
      'Relative times ("tomorrow", "in 2 hours", "next monday") count from `reference_time` (default: the time of the request) in `timezone` (default `UTC`). ' +
      'A zone written after an hour, as an abbreviation in capitals (`UTC`, `GMT`, `CET`, `CEST`, `BST`, `EST`, `EDT`, `CST`, `CDT`, `MST`, `MDT`, `PST`, `PDT`...; Australia\'s `AEST` +10, `AEDT` +11, `ACST` +9:30, `ACDT` +10:30, `AWST` +8) or as `UTC+2` / `GMT-5` / `UTC+5:30`, is the zone of that time instead, at that fixed offset: "the call is at 3pm EST tomorrow" is 15:00 at UTC-5 on the day after the request\'s date there, "call me at 3pm AEST" 15:00 at UTC+10 even while Sydney keeps summer time. ' +
      'In English a North American zone named by its region is too: "3pm Eastern time", "10am Pacific Time", "5pm Mountain Standard Time", or its letters in capitals ("9am CT", "noon ET"), read in that region\'s zone with its summer time (America/New_York, Chicago, Denver, Los_Angeles, Anchorage, Halifax; Pacific/Honolulu); "Eastern time" is always the North American one. So is an Australian one after "Australian": "3pm Australian Eastern time", "Australian Central Time", "Australian Western Standard Time" (Australia/Sydney, Adelaide, Perth, with their summer time). ' +
      'So are their French names, as Canada says them ("à 15h heure de l\'Est", "10h, heure du Pacifique", "9h heure normale des Rocheuses", "heure du Centre", "heure de l\'Atlantique"), and the Spanish "hora del este" ("a las 3 de la tarde hora del este"); "hora del Pacífico", "hora del centro" name Mexico\'s zones as well and read none. ' +
      'So is a city\'s time said after the hour: "10am London time", "at 5pm (Tokyo time)", "à 15h heure de Paris", "10h, heure d\'Ottawa", "a las 10 hora de Madrid", "a las 8 de la mañana hora de Ciudad de México". ' +
      "The time is then read in that city's time zone, with the offset in force on that date (summer time included), its body takes in the zone phrase, and the city in it is not reported beside the time as a `city` (nor a `forename`): it tells the hour, not a place the user speaks of (asked for cities only, the city is still found). " +
      'A city tells its hour when it has at least 100,000 inhabitants and its name is clear: no other city of that name, with other UTC offsets, has more than a tenth of its population (a CLDR time-zone city or a well-known city of our own list is not rivalled by a smaller one that is neither: "Barcelona" is Spain\'s; nor is a city of 500,000 and more by a town too small to carry a zone: "Portland" is Oregon\'s). ' +
      '"Valencia", "Córdoba", "Birmingham", "San José" or "Victoria" (Hong Kong\'s and British Columbia\'s) name cities of comparable size in different zones: the time stays in `timezone` and the city is reported as usual, for the bot to ask which (no `forename` there, and after "heure de", "hora de" no origin: "à 10h heure de Victoria" gives the city with `direction` null). A country\'s name ("Mexico time") tells no hour, and in English a name that is also an everyday word needs its capital ("7pm bath time" is no zone). ' +
      'A decade ("the \'90s", "les années 90", "los \'80") is an interval from its first year to its last, `unit` `year`.',
  },
  duration: {
    meaning: 'A duration with its unit.',
    sentence: 'it takes 2 hours',
    fields: {
      value: 'the amount in `unit`',
      unit: 'the unit, singular (`second`, `minute`, `hour`, `day`, `week`, `month`, `year`)',
      normalized: 'the same duration in seconds: `{value, unit: "second"}`',
      type: NUMBER_TYPE,
    },
  },
  distance: {
    meaning: 'A length with its unit.',
    sentence: 'the hotel is 800 m from the beach',
    fields: {
      value: 'the amount in `unit`',
      unit: 'the unit, singular and spelled out (`metre`, `kilometre`, `mile`, `foot`)',
      normalized: NORMALIZED('metres'),
      type: NUMBER_TYPE,
    },
  },
  area: {
    meaning: 'An area with its unit.',
    sentence: 'a 70m2 apartment',
    fields: {
      value: 'the amount in `unit`',
      unit: 'the unit, singular and spelled out (`square metre`, `hectare`, `acre`)',
      normalized: NORMALIZED('square metres'),
      type: NUMBER_TYPE,
    },
  },
  volume: {
    meaning: 'A volume with its unit.',
    sentence: '2 litres of milk',
    fields: {
      value: 'the amount in `unit`',
      unit: 'the unit, singular and spelled out (`litre`, `millilitre`, `gallon`)',
      type: NUMBER_TYPE,
    },
    notes: 'Volumes have no `normalized` field.',
  },
  weight: {
    meaning: 'A weight with its unit.',
    sentence: 'a 20 kg suitcase',
    fields: {
      value: 'the amount in `unit`',
      unit: 'the unit, singular and spelled out (`kilogram`, `gram`, `pound`)',
      normalized: NORMALIZED('kilograms'),
      type: NUMBER_TYPE,
    },
    notes: '"pounds" alone is an amount of money unless a weight word is in the sentence.',
  },
  temperature: {
    meaning: 'A temperature, with its scale when given.',
    sentence: 'it is -5°C outside',
    fields: {
      value: 'the temperature, possibly negative',
      unit: '`celsius`, `fahrenheit`, or `degree` when no scale is given',
      type: NUMBER_TYPE,
    },
    notes:
      'A body temperature said with its fever and no unit is one too, in `degree`, its body taking in the word of fever: "a fever of 101.5", "her temp was 38.9", "39,2 de fièvre", "38,7 de fiebre" (34 to 43, or 93 to 108). In French, so is the weather\'s after "il fait" ("il fait 30 dehors", "il faisait moins 3": -40 to 50), its body from "il".',
  },
  forename: {
    meaning: 'A common forename.',
    sentence: "I'm Grace",
    fields: { value: 'the forename, lower-cased', sex: '`female`, `male` or `unisex`' },
    notes:
      'A known surname right after a forename is the surname, not a second forename: "John Smith" and "Paul Martin" give one forename each. A double forename stays two forenames ("Mary Ann", "Jean Pierre"); a Spanish one is one ("María José"). ' +
      'A forename that is also a place, capitalised and opening a full name (no place preposition nor article before it, then one space and a capitalised surname: a known one, a forename that is no word nor place, or a word shaped like a surname the lists do not know; opening the sentence before a verb that takes a person, a word of the language too, but none of its most frequent: "Victoria Abril vive en Madrid"), is the person and no `city`: "Paris Hilton", "Sydney Smith", "Austin Butler", "Sydney O\'Brien" (in Spanish too: "ayer vi a Paris Hilton"; "París", with the accent of the city\'s Spanish name, is the city only). In French, where "Paris" is the capital before all, it is a person only with strong evidence: a person\'s name the lists know right after it (a surname, or a forename that is no word nor place) and, before it, a word that takes a person, a greeting, an introduction or a word of seeing ("hier j\'ai vu Paris Hilton", "avec Paris Hilton", "je m\'appelle Paris Dupont"), or after it, opening the sentence, a verb that takes a person ("Paris Jackson habite à Los Angeles"); elsewhere it is the city ("Paris Montparnasse", "nous avons vu Paris Bercy", "le vol Paris Charles de Gaulle"). A word that names a place, a thing of the city ("Station", "Airport"), a region ("Texas"), a word of time or a function word, one of the language\'s most frequent words (a brand or a thing: "Victoria Secret", "Sydney Water"; in French and Spanish one of English\'s too: "Victoria Secret está de rebajas"; such a word after the name inside a sentence leaves no `forename` either: "is Victoria Secret open on Sunday?"), an English plural ("Dallas Cowboys"), a street type ("Lincoln Park"), or a message typed in title case keep the city. A piece of a hyphenated word is a forename only when every piece is one and the word names no place: "Jean-Pierre", "Anne-Sophie" are compound forenames, "Paris Saint-Germain", "boulevard Saint-Michel", "Winston-Salem" name no person. ' +
      'A forename that is also a place reads one way when the words right before it decide: the person, and no `city`, after a word that takes a person or a greeting ("I met Victoria at 10am", "went with Sydney", "call Austin back", "Hello Austin", "j\'ai rencontré Florence", "avec Victoria", "conocí a Victoria", "salí con Victoria"); the place, and no `forename`, when a thing of the city follows it ("Sydney Harbour", "Victoria Station"; in English an office, a branch, a store or a team in lower case too: "call Paris office", "please call Austin branch") or after a word that takes a place ("I love Paris", "I visited Victoria", "in love with Paris", "j\'adore Florence", "quiero visitar Florencia", "conocí Victoria" without "a"), or between places compared ("compare Austin with Dallas", "Austin vs Dallas", "comparar Sevilla con Victoria": "with" takes no person there). A region\'s name right after a city\'s is the region, no person: "Richmond Virginia", "Richmond, Virginia" give the city Richmond and no `forename` (nor does "Richmond" before it). Where nothing decides ("a town called Sydney", "Victoria is lovely") the name may give both, for the bot to ask.',
  },
  family: {
    meaning: 'A family member (mother, frère, abuelos).',
    sentence: 'I live with my mother',
    fields: { value: 'the family word in its base form (`parents` gives `parent`)', sex: '`female`, `male` or `unisex`' },
  },
  percentage: {
    meaning: 'A percentage.',
    sentence: 'a 20% discount',
    fields: { value: 'the fraction: 20% gives 0.2', type: '`float`' },
  },
  url: {
    meaning: 'A well-formed URL, with or without its scheme.',
    sentence: 'The docs are at https://parley.dev/docs',
    fields: { value: 'the URL as written', type: STRING },
  },
  'item-count': {
    meaning: 'A number of things: a number followed by the noun it counts.',
    sentence: 'a table for 4 people',
    fields: { value: 'how many', unit: 'the counted noun, singular (`people` gives `person`)', type: NUMBER_TYPE },
  },
  currency: {
    meaning: 'A currency named without an amount.',
    sentence: 'can I pay in dollars',
    fields: { value: 'the currency symbol (`$`, `€`, `£`), or its ISO code when it has no symbol of its own (`CHF`)', type: STRING },
  },
  money: {
    meaning: 'An amount of money in a currency.',
    sentence: 'it costs $3.50',
    fields: { value: 'the amount', unit: 'the currency, as in `currency`', type: NUMBER_TYPE },
  },
  color: {
    meaning: 'A colour name, with its shade (dark blue, vert clair).',
    sentence: 'a dark blue shirt',
    fields: { value: 'the colour as a hex code without `#`', name: 'the colour name as found' },
    notes:
      'A capitalised forename that is also a colour, said of a person (greeted, announced, or the subject of a verb: "Rose a appelé", "Ayer Rosa me llamó"), is the `forename` only; "Rose ou bleu ?", "la camisa rosa" keep their colour.',
  },
  'phone-number': {
    meaning: 'A phone number, checked against the numbering plan of its country.',
    sentence: 'appelez-moi au 06 12 34 56 78 ce soir',
    lang: 'fr',
    fields: {
      value: 'the number in international form (E.164: `+` and digits)',
      type: STRING,
      region: 'the country of the number (ISO 3166 alpha-2)',
      national: 'the number as dialled within that country',
      kind: 'when known: `mobile`, `fixed-line`, `fixed-line-or-mobile`, `toll-free`, `premium-rate`, `voip`...',
    },
    notes:
      'A number written without `+` or `00` is read in the country of the `region` query parameter (ISO 3166 alpha-2), by default `FR` for French, `ES` for Spanish and `US` for English; without a `region` given, in English a number opening with 0 (no US number does) is read as a UK one ("07911 123456"); with `region=US`, it is none.',
  },
  'credit-card': {
    meaning: "A payment card number: the issuer's length and prefix, and a valid check digit (Luhn).",
    sentence: 'my card is 4111 1111 1111 1111',
    fields: {
      value: 'the number masked but for its last four digits',
      type: STRING,
      issuer: 'the card scheme (`visa`, `mastercard`, `amex`, `discover`, `diners`, `jcb`, `unionpay`, `maestro`...)',
      last4: 'the last four digits',
    },
    notes: 'The `body` is masked too (same length, so `start` and `end` still hold): a card number never appears whole in an answer.',
  },
  boolean: {
    meaning: 'A yes or a no that opens a message or a sentence (yes, sure thing, of course not, ouais, para nada).',
    sentence: 'Sure, why not',
    fields: { value: '`true` or `false`', type: '`boolean`' },
    notes:
      'Everyday words that also say yes or no ("no", "ok", "si") count only alone or before a courtesy word or a pronoun: "I have no money" gives nothing.',
  },
  age: {
    meaning: 'The age of someone or something, with what makes the number an age ("I\'m 34", "34 years old", "a 3-year-old").',
    sentence: 'my daughter is 7 years old',
    fields: { value: 'the age in `unit`', unit: '`year`, `month` or `week`', type: '`integer`' },
    notes: 'A number of years without such a word is a duration ("for 34 years").',
  },
};

/** "`street-number` is answered as `streetNumber`, ..." for the dimensions whose `dim` differs. */
function renamed(): string {
  const pairs = DIMENSIONS.filter((d) => OUTPUT_DIM[d] !== d).map((d) => `\`${d}\` as \`${OUTPUT_DIM[d]}\``);
  return pairs.length ? `answered in camelCase when the name has a hyphen: ${pairs.join(', ')}` : 'as named';
}

const LANG_NAMES: Record<Lang, string> = { en: 'English', fr: 'French', es: 'Spanish' };

/** Languages whose rules know each dimension. */
function languagesOf(dim: Dimension): Lang[] {
  const langs = new Set<Lang>();
  for (const mod of REGISTRY) for (const [lang, rules] of Object.entries(mod)) if (rules?.dim === dim) langs.add(lang as Lang);
  return (['en', 'fr', 'es'] as const).filter((l) => langs.has(l));
}

function requestOf(dim: Dimension, doc: DimensionDoc): string {
  const q = new URLSearchParams({ sentence: doc.sentence, dimensions: dim });
  if (doc.lang) q.set('lang', doc.lang);
  for (const [k, v] of Object.entries(doc.params ?? {})) q.set(k, v);
  // %20 rather than +: what a reader types in curl, and what every URL parser reads.
  return `GET /nlp/entity-extraction/v0?${q.toString().replace(/\+/g, '%20')}`;
}

function answerOf(extractor: Extractor, dim: Dimension, doc: DimensionDoc): Entity[] {
  return extractor.extract(doc.sentence, {
    lang: doc.lang ?? 'en',
    dimensions: [dim],
    referenceTime: Date.parse(doc.params?.reference_time ?? REFERENCE_TIME),
    timezone: doc.params?.timezone ?? 'UTC',
  });
}

/** Problems that make the page wrong: a dimension without an entry, an example that finds nothing, fields that differ. */
function check(dim: Dimension, doc: DimensionDoc | undefined, answer: Entity[]): string[] {
  if (!doc) return [`${dim}: no entry in DIMENSION_DOCS (scripts/entities-doc.ts)`];
  if (!answer.length) return [`${dim}: the example "${doc.sentence}" finds nothing; choose another sentence`];
  const seen = new Set(answer.flatMap((e) => Object.keys(e.values[0] ?? {})));
  const documented = new Set(Object.keys(doc.fields));
  const problems: string[] = [];
  for (const f of seen) if (!documented.has(f)) problems.push(`${dim}: the answer has a field "${f}" that the page does not describe`);
  // A field only some values carry (time: interval or point) must show up in the example.
  for (const f of documented) if (!seen.has(f)) problems.push(`${dim}: the page describes a field "${f}" that the example's answer lacks`);
  return problems;
}

/** The App entities example: two entity types of an App, as created with `POST /trainer/api/v0/entities`. */
export const APP_ENTITY_TYPES: AppEntityType[] = [
  {
    name: 'plan',
    fuzzy: true,
    values: [
      { value: 'basic', synonyms: ['starter'] },
      { value: 'pro', synonyms: ['professional', 'premium'] },
      { value: 'enterprise', synonyms: ['business plan', 'corporate'] },
    ],
    patterns: [],
  },
  { name: 'order', fuzzy: false, values: [], patterns: ['ORD-\\d{6}'] },
];
export const APP_ENTITY_SENTENCE = "I'd like the entreprise plan, and where is ORD-123456?";

const APP_ENTITY_FIELDS: Record<string, string> = {
  value: 'the canonical value (a pattern: the text it matched)',
  type: STRING,
  synonym: 'the value or synonym as the App wrote it that matched (a pattern: its source)',
  match: '`exact`, `plural` (a regular plural of the value), `fuzzy` (with typos) or `pattern`',
  typos: 'how many typos were corrected (fuzzy matches only)',
};

/** The App entities section: the types, one request and the engine's answer, its fields checked. */
function appEntitiesSection(): { section: string; problems: string[] } {
  const matcher = AppEntityMatcher.of(APP_ENTITY_TYPES, 'en');
  // Ordered as the api orders them beside the built-in dimensions: by start, the longer first.
  const answer: AppEntity[] = matcher.extract(APP_ENTITY_SENTENCE).sort((a, b) => a.start - b.start || b.end - a.end);
  const problems: string[] = [];
  const names = new Set(answer.map((e) => e.dim));
  for (const t of APP_ENTITY_TYPES)
    if (!names.has(t.name)) problems.push(`App entities: the example "${APP_ENTITY_SENTENCE}" finds no ${t.name}`);
  const seen = new Set(answer.flatMap((e) => e.values.flatMap((v) => Object.keys(v))));
  for (const f of seen)
    if (!(f in APP_ENTITY_FIELDS)) problems.push(`App entities: the answer has a field "${f}" that the page does not describe`);
  for (const f of Object.keys(APP_ENTITY_FIELDS))
    if (!seen.has(f)) problems.push(`App entities: the page describes a field "${f}" that the example's answer lacks`);
  const q = new URLSearchParams({ sentence: APP_ENTITY_SENTENCE, dimensions: APP_ENTITY_TYPES.map((t) => t.name).join(',') });
  const section = [
    '## App entities',
    '',
    "An App's own entity types (its plans, products, order numbers), created with `POST /trainer/api/v0/entities`",
    '(see [the API guide](api.md#app-entities)), are found with its credentials beside the built-in dimensions:',
    "`dim` is the type's name, which `dimensions` and `antidimensions` take like a dimension's. A type holds",
    'values with their synonyms (the longest value or synonym at each word wins, case and accents aside; with',
    '`fuzzy`, also written with typos or as a regular plural) and patterns (RE2 regular expressions). The same',
    "entities ride on each match of classify and in the webchat's webhook body, and fill the FAQ bot's answer",
    'templates. Languages: each type is of one language (English, French, Spanish), looked for in sentences of it.',
    '',
    'Two entity types of an App, `plan` (created with this body) and `order` (`{"name": "order", "patterns": ["ORD-\\\\d{6}"]}`):',
    '',
    '```json',
    JSON.stringify({ name: 'plan', fuzzy: true, values: APP_ENTITY_TYPES[0]!.values }, null, 2),
    '```',
    '',
    '| field of `values[0]` | holds |',
    '|---|---|',
    ...Object.entries(APP_ENTITY_FIELDS).map(([f, what]) => `| \`${f}\` | ${what} |`),
    '',
    'A synonym two values share names both: `values` then holds one object for each, in the order the type lists them.',
    '',
    '```http',
    `GET /nlp/entity-extraction/v0?${q.toString().replace(/\+/g, '%20')}`,
    '```',
    '',
    '```json',
    JSON.stringify(answer, null, 2),
    '```',
  ].join('\n');
  return { section, problems };
}

/** The whole page. Throws, naming every problem, when it cannot be right. */
export function renderEntitiesDoc(extractor: Extractor): string {
  const sections: string[] = [];
  const rows: string[] = [];
  const problems: string[] = [];
  for (const dim of DIMENSIONS) {
    const doc = DIMENSION_DOCS[dim];
    const answer = doc ? answerOf(extractor, dim, doc) : [];
    const found = check(dim, doc, answer);
    problems.push(...found);
    if (!doc || found.length) continue;
    const langs = languagesOf(dim);
    rows.push(`| [\`${dim}\`](#${dim}) | \`${OUTPUT_DIM[dim]}\` | ${doc.meaning} | ${langs.join(', ')} |`);
    sections.push(
      [
        `## ${dim}`,
        '',
        doc.meaning + (OUTPUT_DIM[dim] !== dim ? ` Answered as \`"dim": "${OUTPUT_DIM[dim]}"\`.` : ''),
        `Languages: ${langs.map((l) => LANG_NAMES[l]).join(', ')}.`,
        '',
        '| field of `values[0]` | holds |',
        '|---|---|',
        ...Object.entries(doc.fields).map(([f, what]) => `| \`${f}\` | ${what} |`),
        ...(doc.notes ? ['', doc.notes] : []),
        '',
        '```http',
        requestOf(dim, doc),
        '```',
        '',
        '```json',
        JSON.stringify(answer, null, 2),
        '```',
      ].join('\n'),
    );
  }
  const own = appEntitiesSection();
  problems.push(...own.problems);
  sections.push(own.section);
  if (problems.length) throw new Error(`docs/entities.md cannot be written:\n - ${problems.join('\n - ')}`);
  return `${[
    '# Entity dimensions',
    '',
    '<!-- Written by `npm run docs:entities` (scripts/entities-doc.ts) from the extraction engine; a test fails when it is stale. Do not edit by hand. -->',
    '',
    '`GET /nlp/entity-extraction/v0?sentence=...` (with the `App-Id` and `App-Key` headers, see',
    '[the API guide](api.md#authentication)) answers a JSON array of entities, ordered by `start`, the',
    'longer match first; an entity inside a wider one is not reported ("20 euros" is money, not also a number):',
    '',
    '| field | holds |',
    '|---|---|',
    `| \`dim\` | the dimension; ${renamed()} |`,
    '| `body` | the part of the sentence the entity was read from (masked for `credit-card`) |',
    '| `values` | one object, whose fields depend on the dimension (below) |',
    '| `start`, `end` | where `body` is in the sentence, in UTF-16 code units (`end - start` is the length of `body`), even when accents or quotes were folded for matching |',
    '',
    'Query parameters: `sentence` (required, at most 2,000 characters), `dimensions` and `antidimensions`',
    '(only these / all but these; repeated parameters or comma-separated lists; a dimension by its name or',
    'by the name answered in `dim`), `lang` (see [Languages](api.md#languages)), `timezone` (IANA id such as',
    '`Europe/Paris`, or a legacy id such as `CET`; default `UTC`), `reference_time` ("now" for relative times:',
    'ISO 8601 or epoch milliseconds; default the time of the request), `region` (ISO 3166 alpha-2 country in',
    'which national phone numbers are read), `case_sensitive`, `keep_quotes`, `keep_accents`',
    '(`true`/`false`/`1`/`0`, default `false`: capitals, single quotes and accents are folded before matching).',
    '',
    'Each example below is a real answer of the engine, computed when this page was written, with',
    `\`reference_time\` ${REFERENCE_TIME} where times matter. A \`type\` field names the kind of value: \`string\`,`,
    '`integer`, `float`, `ordinal`, `boolean`, `timestamp` or `interval`.',
    '',
    '| dimension | `dim` | finds | languages |',
    '|---|---|---|---|',
    ...rows,
    '',
    "An App's own entity types are found beside them: see [App entities](#app-entities).",
    '',
    ...sections.flatMap((s) => [s, '']),
  ]
    .join('\n')
    .trimEnd()}\n`;
}
