import type { RuleContext, Token } from '../types';
import { capitalised, followedByCountry, initialDot, leadOf } from './evidence';
import { cityName, countryName, pickCity } from './names';
import type { Direction } from './prepositions';
import { placesData, scanPlaces, type Part, type PlaceMatch, type Scan } from './scan';
import { postalTokens } from './postal';
import { levelOf } from './types';
import { MEASURE_AFTER } from '../shared/measure';

/** A street address found in the sentence; offsets index the sentence. */
export interface Street {
  typeFull: string;
  type: { start: number; end: number };
  /** Street name with its type, as typed ("Downing Street", "rue de la Paix"). */
  street: { start: number; end: number };
  /** `value` null: the address says it has none ("s/n"). */
  number?: { start: number; end: number; value: string | null };
  location?: { start: number; end: number; value: string };
  /** Start of a dwelling said before the number ("flat 2, 10 Downing St", "appt 12, 5 rue Victor Hugo"). */
  unitStart?: number;
  start: number;
  end: number;
  direction: Direction;
}

const NUMBER = /^\d{1,5}[a-z]?$/;
/** "12h", "9h": an hour (French, Spanish), never the number of a building ("à 12h rue de la Paix"). */
const HOUR = /^(?:[01]?\d|2[0-4])h$/;
const houseNumber = (key: string) => NUMBER.test(key) && !HOUR.test(key);
const SUFFIX = new Set(['bis', 'ter', 'quater']);
const CONNECTORS = new Set(['de', 'du', 'des', 'la', 'le', 'les', 'l', 'd', 'del', 'el', 'los', 'las', 'of', 'the', 'y', 'et']);
/** Words that end a French or Spanish street name ("rue de la Paix à Paris"). */
const NAME_STOP = new Set([
  'a',
  'en',
  'in',
  'pour',
  'para',
  'et',
  'y',
  'and',
  'near',
  'pres',
  'cerca',
  'numero',
  'num',
  'no',
  'n',
  'nº',
  'nro',
  's',
  // A dwelling after the street: "3 rue de la paix bat b 2eme etage", "5 rue victor hugo appt 12".
  'bat',
  'batiment',
  'appt',
  'appart',
  'appartement',
  'apt',
  'etage',
  'escalier',
  'esc',
]);
const NUMBER_MARK = new Set(['n', 'no', 'nº', 'num', 'numero', 'nro', 'o']);
/**
 * Between a Spanish street name and its number: "Calle Mayor 5", "Calle Mayor, 5", "C/ Mayor nº 5", "Calle Mayor, n.º 5",
 * "Calle Mayor, n° 5", "Avda. de la Constitución, núm. 12", "Calle Mayor, número 5", a road's kilometre point
 * ("Ctra. de Burgos km 14").
 */
const BEFORE_NUMBER =
  /^[ \u00a0]*,?[ \u00a0]*(?:(?:n|no|nro|n[uú]m|n[uú]mero)[ \u00a0]*\.?[ \u00a0]*[º°o]?\.?[ \u00a0]*|km\.?[ \u00a0]*)?$/i;
/** "Plaza Mayor, s/n": "sin número", an address that has no number. */
const NO_NUMBER = /^[ \u00a0]*,?[ \u00a0]*s\/n(?![\p{L}\p{N}])/iu;
/** US state and Canadian province codes, written after the city in capitals ("Springfield, IL"). */
const STATE_CODES = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY ' +
    'AB BC MB NB NL NS NT NU ON PE QC SK YT'
  ).split(' '),
);
const STATE_AFTER = /^,?[ \u00a0]+([A-Z]{2})(?![\p{L}\p{N}])/u;

const gap = (ctx: RuleContext, a: Part | PlaceMatch, b: Part | PlaceMatch) => ctx.text.slice(a.end, b.start);
const blank = (s: string) => /^\s*$/.test(s);

/**
 * Street addresses, found from the street-type word out: English puts the number and name before
 * the type ("10 Downing Street"), French the number before and the name after ("12 rue de la Paix"),
 * Spanish the name after and the number last ("Calle Mayor 5"). A name alone needs capitals.
 */
export function findStreets(ctx: RuleContext): Street[] {
  return ctx.shared(findStreets_);
}

function findStreets_(ctx: RuleContext): Street[] {
  const scan = scanPlaces(ctx);
  const out: Street[] = [];
  for (const m of scan.matches) {
    const st = m.entry.street;
    if (!st) continue;
    // "c/" and "st." are abbreviations only with their mark; a bare one-letter word never is.
    if (st[1] && m.key.length === 1 && !/^[/.]/.test(ctx.text.slice(m.end))) continue;
    if (accentedOtherwise(ctx.original.slice(m.start, m.end), st[0])) continue;
    const s = ctx.lang === 'en' ? english(ctx, scan, m, st[0]) : romance(ctx, scan, m, st[0]);
    if (s && !measureAfterNumber(ctx, s)) out.push(s);
  }
  return out;
}

/**
 * Whether a word typed with an accent its street type does not have is another word: "à côté de Lyon" (beside) is no
 * "côte" (a hill road). An accent left out says nothing ("cote", "allee").
 */
function accentedOtherwise(typed: string, type: string): boolean {
  const word = typed.toLowerCase();
  if (word.length !== type.length || word === type) return false;
  for (let i = 0; i < word.length; i++) {
    const c = word[i]!;
    if (c !== type[i] && c.normalize('NFD').length > 1 && type[i]!.normalize('NFD').length === 1) return true;
  }
  return false;
}

/** A unit of time after a number: "45 minutes by train", "5 minutes walk" ("by" and "walk" are street types too). */
const TIME_UNIT_AFTER =
  /^ *(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|secondes?|heures?|jours?|semaines?|mois|ans|ann[ée]es?|segundos?|minutos?|horas?|d[íi]as?|semanas?|mes(?:es)?|a[ñn]os?)(?![\p{L}\p{N}])/u;

/**
 * A house number followed by a unit in lower case is a measure: "a 5 mile run", "il fait 12 degrés ce matin"
 * (libpostal lists "run" and "degrés" as street types), "45 minutes by train". "8 Mile Road" keeps its capital.
 */
function measureAfterNumber(ctx: RuleContext, s: Street): boolean {
  const n = s.number;
  if (!n || n.value === null || n.end > s.type.start) return false;
  const after = ctx.original.slice(n.end, n.end + 16);
  const lower = after.toLowerCase();
  return (MEASURE_AFTER.test(lower) || TIME_UNIT_AFTER.test(lower)) && !/^ *\p{Lu}/u.test(after);
}

/** Words that end an English street name looking back from its type ("I live on", "call me back"). */
const EN_NAME_STOP = new Set([
  'on',
  'at',
  'in',
  'from',
  'to',
  'live',
  'is',
  'a',
  'my',
  'i',
  'we',
  'you',
  'they',
  'me',
  'him',
  'her',
  'it',
  'us',
  'them',
  'onto',
  'into',
  'along',
  'down',
  'up',
  'near',
  'off',
  'via',
  // "£30 per head", "20 for each head": a price or a count, no street.
  'per',
  'each',
  'every',
  'for',
  'an',
]);
/** Lower-case words that say which one of a season or a time follows ("last spring", "this fall"): no street name. */
const EN_SHIFTS = new Set(['last', 'this', 'next', 'past', 'early', 'late']);
const EN_PLACE_PREPOSITIONS = new Set(['on', 'at', 'in', 'to', 'from', 'onto', 'into', 'along', 'down', 'up', 'near', 'off', 'via']);

/** Street types that also name a city's transport network after the city's name, without a number ("Lyon Tram"). */
const NETWORKS = new Set(['tram', 'tramway', 'subway', 'metro', 'underground', 'tube', 'rail', 'railway', 'transit', 'busway', 'ferry', 'line']);

const upperAt = (ctx: RuleContext, i: number) => ctx.original[i] !== ctx.original[i]!.toLowerCase();

function english(ctx: RuleContext, scan: Scan, m: PlaceMatch, full: string): Street | undefined {
  const typeUpper = upperAt(ctx, m.start);
  let i = m.from - 1;
  const name: Part[] = [];
  while (i >= 0 && name.length < 3 && !NUMBER.test(scan.parts[i]!.key) && blank(gap(ctx, scan.parts[i]!, name[0] ?? m))) {
    const p = scan.parts[i]!;
    if (CONNECTORS.has(p.key) || EN_NAME_STOP.has(p.key)) break;
    // "moved to Paris last spring": a season, no "Paris Last Spring" ("Last Chance Road" keeps its capital).
    if (EN_SHIFTS.has(p.key) && !upperAt(ctx, p.start)) break;
    // "turn left onto Harbour Road": before a capitalised type, a lower-case word is no part of the name.
    if (typeUpper && !upperAt(ctx, p.start)) break;
    name.unshift(p);
    i--;
  }
  if (!name.length) return undefined;
  const numPart = i >= 0 && houseNumber(scan.parts[i]!.key) && blank(gap(ctx, scan.parts[i]!, name[0]!)) ? scan.parts[i] : undefined;
  const cap = capitalised(ctx, { ...m, start: name[0]!.start } as PlaceMatch);
  if (!numPart) {
    // Without a number: a capitalised name, not only the sentence's first word before a lower-case
    // type ("Call me back"); an abbreviated type only after a place preposition ("our shop is on Elm St", not "Main St").
    const before = i >= 0 ? scan.parts[i]!.key : '';
    if (!cap.any || (!typeUpper && !cap.mid)) return undefined;
    // "Lyon Tram", "Boston Subway": a city's name before a word of its transport network is the city's network.
    if (NETWORKS.has(m.key) && scan.matches.some((c) => c.entry.cities && c.start === name[0]!.start && c.end === name[name.length - 1]!.end))
      return undefined;
    if (m.entry.street![1] && !(typeUpper && cap.mid && EN_PLACE_PREPOSITIONS.has(before))) return undefined;
  }
  const number = numPart ? { start: numPart.start, end: numPart.end, value: ctx.original.slice(numPart.start, numPart.end) } : undefined;
  let end = m.end;
  if (ctx.text[end] === '.' && m.entry.street![1]) end++;
  return finish(ctx, scan, m, full, { start: name[0]!.start, end }, number, m.to);
}

function romance(ctx: RuleContext, scan: Scan, m: PlaceMatch, full: string): Street | undefined {
  let typeEnd = m.end;
  if (/^[/.]/.test(ctx.text.slice(m.end))) typeEnd++;
  // Number before the type (French "12 bis, rue ...").
  let number: Street['number'];
  let i = m.from - 1;
  if (i >= 0 && SUFFIX.has(scan.parts[i]!.key)) i--;
  const before = i >= 0 ? scan.parts[i] : undefined;
  if (
    before &&
    houseNumber(before.key) &&
    /^\s*,?\s*$/.test(ctx.text.slice(before.end, m.from - 1 > i ? scan.parts[i + 1]!.start : m.start))
  ) {
    const last = m.from - 1 > i ? scan.parts[m.from - 1]! : before;
    number = { start: before.start, end: last.end, value: ctx.original.slice(before.start, last.end) };
  }
  // Name after the type: up to the punctuation, a number, or a word that ends it.
  let j = m.to;
  const name: Part[] = [];
  let prev: { end: number } = { end: typeEnd };
  while (j < scan.parts.length && name.length < 6) {
    const p = scan.parts[j]!;
    if (!/^(\s*|['\u2019-])$/.test(ctx.text.slice(prev.end, p.start))) break;
    if (NUMBER.test(p.key) || NAME_STOP.has(p.key)) break;
    // After a capitalised name, a lower-case word that is no connector starts the rest of the sentence.
    const upper = ctx.original[p.start] !== ctx.original[p.start]!.toLowerCase();
    if (!upper && !CONNECTORS.has(p.key) && name.some((q) => ctx.original[q.start] !== ctx.original[q.start]!.toLowerCase())) break;
    name.push(p);
    prev = p;
    j++;
  }
  if (!name.length && ctx.lang === 'es') return numbered(ctx, scan, m, full, typeEnd);
  while (name.length && CONNECTORS.has(name[name.length - 1]!.key)) name.pop();
  // "10 place bellecour lyon", "4 rue victor hugo nantes", "18 boulevard de la villette paris": a town that needs no
  // evidence, or a big one named by a rare word (types.ts, levels 4 and 5), ending the name after a word that is no
  // connector, is the address's town ("rue de paris", "rue saint denis" keep theirs).
  if (number) {
    for (let q = 1; q < name.length; q++) {
      const city = scan.at.get(m.to + q);
      const level = city?.entry.cities ? levelOf(city.entry, ctx.lang) : 1;
      if (city && city.to === m.to + name.length && (level === 0 || level === 4 || level === 5) && !CONNECTORS.has(name[q - 1]!.key)) {
        name.length = q;
        break;
      }
    }
  }
  const core = name.find((p) => !CONNECTORS.has(p.key));
  if (!core) return undefined;
  j = m.to + name.length;
  // Spanish number after the name: "Calle Mayor 5", "Calle Mayor, nº 5", "Plaza Mayor, s/n" (no number).
  if (!number) {
    const nameEnd = name[name.length - 1]!.end;
    let k = j;
    // The number is the first part with digits within the mark's few parts ("n", "º", "num").
    while (k < j + 3 && scan.parts[k] && !/^\d/.test(scan.parts[k]!.key)) k++;
    const p = scan.parts[k];
    if (p && houseNumber(p.key) && BEFORE_NUMBER.test(ctx.text.slice(nameEnd, p.start))) {
      number = { start: p.start, end: p.end, value: ctx.original.slice(p.start, p.end) };
      j = k + 1;
    } else if (ctx.lang === 'es') {
      const none = NO_NUMBER.exec(ctx.text.slice(nameEnd, nameEnd + 8));
      if (none) {
        const end = nameEnd + none[0].length;
        number = { start: end - 3, end, value: null };
        while (scan.parts[j] && scan.parts[j]!.start < end) j++;
      }
    }
  }
  const coreCap = capitalised(ctx, { ...m, start: core.start } as PlaceMatch).any;
  if (!number && (!coreCap || m.entry.street![1]) && !lowerCaseName(ctx, m, name[0]!)) return undefined;
  return finish(ctx, scan, m, full, { start: m.start, end: name[name.length - 1]!.end }, number, j);
}

/**
 * A street named without a number or a capital, as a chat types it: after "c/" with its slash ("c/ toledo"), or, in a
 * message typed all in lower case, after a full type and "de", "du", "des", "del" ("rue de la paix", "paseo del prado"),
 * a type that is no everyday noun there.
 */
function lowerCaseName(ctx: RuleContext, m: PlaceMatch, first: Part): boolean {
  if (m.entry.street![1]) return ctx.text[m.end] === '/';
  return LOWER_CASE_LEAD.has(first.key) && !EVERYDAY_TYPES.has(m.entry.street![0]) && ctx.original === ctx.original.toLowerCase();
}
const LOWER_CASE_LEAD = new Set(['de', 'du', 'des', 'd', 'del']);
/** Types that are everyday nouns before "de" ("une place de parking", "una plaza de garaje", "le chemin de la vie"). */
const EVERYDAY_TYPES = new Set([
  'place',
  'plaza',
  'cours',
  'passage',
  'voie',
  'square',
  'promenade',
  'esplanade',
  'allée',
  'allee',
  'chemin',
  'route',
  'quai',
  'pasaje',
  'ronda',
  'camino',
]);

// "# 45-10", "No. 13-19", "nº 45": the mark before the number on a numbered street.
const NUMBERED_MARK = /^[ \u00a0]*(?:#|n[oº°]\.?|num\.?|nro\.?)[ \u00a0]*$/;
const ALLEY = /^\d{1,3}[a-z]?$/;

/**
 * Numbered streets, as in Colombia and much of Latin America: "Carrera 7 # 45-10", "Calle 26 No. 13-19",
 * "Cra. 15 #93-60". The street is the type and its number, the address number follows the mark.
 */
function numbered(ctx: RuleContext, scan: Scan, m: PlaceMatch, full: string, typeEnd: number): Street | undefined {
  const name = scan.parts[m.to];
  if (!name || !ALLEY.test(name.key) || !blank(ctx.text.slice(typeEnd, name.start))) return undefined;
  let k = m.to + 1;
  // The mark as a word ("No. 13-19"), else as a sign ("# 45-10").
  const mark =
    scan.parts[k] && NUMBER_MARK.has(scan.parts[k]!.key) && blank(ctx.text.slice(name.end, scan.parts[k]!.start))
      ? scan.parts[k++]
      : undefined;
  const first = scan.parts[k];
  const between = mark ? `no${ctx.text.slice(mark.end, first?.start)}` : ctx.text.slice(name.end, first?.start);
  if (!first || !NUMBER.test(first.key) || !NUMBERED_MARK.test(between)) return undefined;
  const second = scan.parts[k + 1];
  const pair = second && NUMBER.test(second.key) && ctx.text.slice(first.end, second.start) === '-';
  const last = pair ? second : first;
  const number = { start: first.start, end: last.end, value: ctx.original.slice(first.start, last.end) };
  return finish(ctx, scan, m, full, { start: m.start, end: name.end }, number, k + (pair ? 2 : 1));
}

/** A door after a Spanish floor: a letter, a number, left, right or middle ("3º b", "2º 1ª", "4º izq", "1º dcha"). */
const DOOR = String.raw`(?:[a-z]|\d{1,2}[ºª°]?|izq(?:uierda|da)?\.?|dcha\.?|dch\.?|derecha|centro|ctro\.?)(?![\p{L}\p{N}])`;
/**
 * A Spanish floor, with its door, after the house number: "3º izq", "1ºa", "2ºB", "4º b", "piso 5", "planta 2 a", "bajo
 * b", "ático", "entresuelo 1ª"; a floor word without a door only before a comma, a postcode or the end ("5 bajo la
 * lluvia" is no floor).
 */
const FLOOR = new RegExp(
  String.raw`^[ \u00a0]*,?[ \u00a0]*(?:\d{1,2}[ \u00a0]*[ºª°]\.?(?:[ \u00a0]*${DOOR})?|(?:piso|planta)[ \u00a0]+\d{1,2}[ºª°]?(?:[ \u00a0]+${DOOR})?|(?:bajo|entresuelo|entlo\.?|atico|principal|pral\.?)(?:[ \u00a0]+${DOOR}|(?=[ \u00a0]*(?:,|$|\d{5}(?!\d)))))(?![\p{L}\p{N}])`,
  'iu',
);

/** A flat, unit or apartment and its number ("flat 4", "apt 4b", "unit 5", "appartement 12", "bat b", "2eme etage"). */
const EN_DWELLING = String.raw`(?:flat|apt\.?|apartment|unit|suite|ste\.?)[ \u00a0]*#?[ \u00a0]*\d{1,4}[a-z]?`;
const FR_DWELLING = String.raw`(?:(?:appt?\.?|appart\.?|appartement|logement|bat\.?|batiment|esc\.?|escalier)[ \u00a0]*(?:n[°o]?\.?[ \u00a0]*)?(?:\d{1,4}[a-z]?|[a-z])|\d{1,2}[ \u00a0]*(?:e|eme|er|ere)[ \u00a0]+etage|rdc)`;
const DWELLING_AFTER: Record<'en' | 'fr' | 'es', RegExp> = {
  en: new RegExp(String.raw`^[ \u00a0]*,?[ \u00a0]*${EN_DWELLING}(?![\p{L}\p{N}])`, 'iu'),
  fr: new RegExp(String.raw`^(?:[ \u00a0]*,?[ \u00a0]*${FR_DWELLING}(?![\p{L}\p{N}])){1,3}`, 'iu'),
  es: FLOOR,
};
/** A dwelling before the number ("flat 2, 10 Downing St", "apt 4b 350 5th Ave"): the flat's number is no house number. */
const DWELLING_BEFORE: Partial<Record<'en' | 'fr' | 'es', RegExp>> = {
  en: new RegExp(String.raw`(?:^|[^\p{L}\p{N}])(${EN_DWELLING})[ \u00a0]*,?[ \u00a0]*$`, 'iu'),
  fr: new RegExp(String.raw`(?:^|[^\p{L}\p{N}])(${FR_DWELLING})[ \u00a0]*,?[ \u00a0]*$`, 'iu'),
};

/** Adds the location after the street (", London", "à Paris", ", SW1A 2AA") and the preposition before. */
function finish(
  ctx: RuleContext,
  scan: Scan,
  m: PlaceMatch,
  full: string,
  street: { start: number; end: number },
  number: Street['number'],
  next: number,
): Street {
  const start = Math.min(street.start, number?.start ?? Infinity);
  let end = Math.max(street.end, number?.end ?? 0);
  let location: Street['location'];
  const data = placesData(ctx);
  let k = next;
  // The floor and door after a Spanish number ("5, 3º izq", "12 1ºa", "20 bajo b"), a flat after an English or French
  // street ("12 Oak Avenue, flat 4", "5 rue Victor Hugo, appartement 12, 2e étage"): part of the address, the town may follow.
  const floor =
    number?.value && (ctx.lang !== 'es' || end === number.end) ? DWELLING_AFTER[ctx.lang].exec(ctx.text.slice(end, end + 48)) : null;
  if (floor) {
    end += floor[0].length;
    while (scan.parts[k] && scan.parts[k]!.start < end) k++;
    next = k;
  }
  let p = scan.parts[k];
  if (p && /^\s+$/.test(ctx.text.slice(end, p.start)) && ['a', 'in', 'en', 'at'].includes(p.key)) p = scan.parts[++k];
  if ((p && /^\s*,?\s*$/.test(ctx.text.slice(end, p.start))) || (p && k > next)) {
    // French postcode before the city ("75002 Paris").
    if (/^\d{5}$/.test(p.key) && scan.at.get(k + 1)?.entry.cities) p = scan.parts[++k]!;
    const city = scan.at.get(k);
    if (data && city?.entry.cities) {
      const country = followedByCountry(ctx, scan, city);
      const idx = pickCity(data, city.entry.cities, country?.entry.country) ?? city.entry.cities[0]!;
      const name = cityName(data, idx, ctx.lang);
      location = country
        ? { start: p.start, end: country.end, value: `${name}, ${countryName(data, country.entry.country!, ctx.lang)}` }
        : { start: p.start, end: initialDot(ctx, city), value: name };
      // "221 Maple Rd, Springfield, IL": the state belongs to the location.
      const state = !country && STATE_AFTER.exec(ctx.original.slice(location.end, location.end + 8));
      if (state && STATE_CODES.has(state[1]!))
        location = { start: location.start, end: location.end + state[0].length, value: `${name}, ${state[1]}` };
    }
  }
  const postal = postalTokens(ctx).find(
    (t) => t.start >= (location?.end ?? end) && /^\s*,?\s*$/.test(ctx.text.slice(location?.end ?? end, t.start)),
  );
  if (postal)
    location = {
      start: location?.start ?? postal.start,
      end: postal.end,
      value: location ? `${location.value} ${String(postal.value.value).toUpperCase()}` : String(postal.value.value).toUpperCase(),
    };
  if (location) end = location.end;
  // "flat 2, 10 Downing St", "apt 4b, 350 5th Ave", "appt 12, 5 rue Victor Hugo": the dwelling opens the address.
  const before = Math.max(0, start - 32);
  const unit = number?.value && start === number.start ? DWELLING_BEFORE[ctx.lang]?.exec(ctx.text.slice(before, start)) : null;
  const unitStart = unit ? before + unit.index + (unit[0].startsWith(unit[1]!) ? 0 : 1) : undefined;
  const from = unitStart ?? start;
  const lead = leadOf(ctx, scan, { from: scan.parts.findIndex((q) => q.start === from), start: from });
  return {
    unitStart,
    typeFull: full,
    // "c/" keeps its slash: it is part of the abbreviation.
    type: { start: m.start, end: ctx.text[m.end] === '/' ? m.end + 1 : m.end },
    street,
    number,
    location,
    start: lead.start,
    end,
    direction: lead.direction,
  };
}

export function streetTypeTokens(ctx: RuleContext): Token[] {
  return findStreets(ctx).map((s) => ({
    dim: 'street-type',
    start: s.type.start,
    end: s.type.end,
    value: { value: s.typeFull, type: 'string' },
  }));
}

export function streetNumberTokens(ctx: RuleContext): Token[] {
  return findStreets(ctx).flatMap((s) =>
    s.number?.value
      ? [{ dim: 'street-number' as const, start: s.number.start, end: s.number.end, value: { value: s.number.value, type: 'string' } }]
      : [],
  );
}

/**
 * An address needs a number and a street; the number is null when the address says it has none ("Plaza Mayor, s/n"),
 * the location when the sentence gives none.
 */
export function addressTokens(ctx: RuleContext): Token[] {
  return findStreets(ctx).flatMap((s) => {
    if (!s.number) return [];
    const bodyStart = Math.min(s.street.start, s.number.start, s.unitStart ?? Infinity);
    return [
      {
        dim: 'address' as const,
        start: s.start,
        end: s.end,
        value: {
          value: ctx.original.slice(bodyStart, s.end),
          street: ctx.original.slice(s.street.start, s.street.end),
          number: s.number.value,
          location: s.location?.value ?? null,
          type: s.typeFull,
          direction: s.direction,
        },
      },
    ];
  });
}
