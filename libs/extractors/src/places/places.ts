import type { Lang, RuleContext, Token } from '../types';
import { followedByCountry, hasEvidence, initialDot, leadOf, type Lead } from './evidence';
import { cityName, countryName, pickCity } from './names';
import { PERSON_PREPOSITIONS, type Direction } from './prepositions';
import { placesData, scanPlaces, type PlaceMatch, type Scan } from './scan';
import { findStreets } from './streets';
import { peopleOfCountry } from './peoples';
import { opensFullName, personBefore } from '../dimensions/forename/shared';
import { PLACE_THINGS } from '../dimensions/forename/cues';

/**
 * Country names that are also the name of a city elsewhere, where the city is what people mean
 * ("Granada" is Grenada in Spanish, but chats speak of the Andalusian city).
 */
const CITY_BEFORE_COUNTRY: ReadonlySet<string> = new Set(['granada', 'salvador']);

export interface PlaceHit {
  match: PlaceMatch;
  lead: Lead;
}

/** Place names of one kind that have the evidence their level asks for, with their preposition. */
export function evidencedMatches(ctx: RuleContext, kind: 'cities' | 'country'): PlaceHit[] {
  const scan = scanPlaces(ctx);
  const hits: PlaceHit[] = [];
  for (const match of scan.matches) {
    if (match.entry[kind] === undefined) continue;
    const lead = leadOf(ctx, scan, match);
    if (hasEvidence(ctx, scan, match, lead)) hits.push({ match, lead });
  }
  return hits;
}

const value = (v: string, direction: Direction) => ({ value: v, type: 'string', direction });

/**
 * Cities, but not a country's name alone ("Mexico", "Singapore", "Panamá" are the countries; "Mexico
 * City" is a city), nor a street's name ("12 Washington St, Boston": the city is Boston).
 */
export function cityTokens(ctx: RuleContext): Token[] {
  const data = placesData(ctx);
  if (!data) return [];
  const scan = scanPlaces(ctx);
  const out: Token[] = [];
  let streets: ReturnType<typeof findStreets> | undefined;
  for (const match of scan.matches) {
    if (match.entry.cities === undefined) continue;
    if (match.entry.country !== undefined && !CITY_BEFORE_COUNTRY.has(match.key)) continue;
    const lead = leadOf(ctx, scan, match);
    // After a street address, the place is its city even where capitals say nothing ("12 RUE DE LA PAIX, PARIS").
    const evidence = hasEvidence(ctx, scan, match, lead);
    streets ??= scan.matches.some((m) => m.entry.street) ? findStreets(ctx) : [];
    if (!evidence && !streets.some((s) => s.location && s.location.start <= match.start && s.location.end >= match.end)) continue;
    if (streets.some((s) => s.street.start <= match.start && s.street.end >= match.end)) continue;
    // "Paris Metro", "el Metro de Madrid": a thing of the city said with its name is no second city.
    if (!lead.found && thingOfCity(ctx, scan, match)) continue;
    // "me llamo María José García", "I'm John Lincoln": a name right after a forename is a surname, unless a place
    // preposition says otherwise ("Paul in Lincoln").
    if (!lead.found && afterForename(ctx, match.start)) continue;
    // "Paris Hilton", "Sydney Smith": a place's name that opens a person's full name.
    if (!lead.found && opensFullName(ctx, match)) continue;
    // "I met Victoria at 10am", "salí con Victoria", "conocí a Victoria": a word that takes a person right before the
    // forename makes it the person.
    if (personBefore(ctx, match)) continue;
    const country = followedByCountry(ctx, scan, match)?.entry.country;
    const idx = pickCity(data, match.entry.cities!, country) ?? match.entry.cities![0]!;
    // "ask Martin", "talk to Martin", "demande à Martin": a known forename is the person, not a town too small to be named
    // without a place preposition that takes no person, or its country ("in Martin", "Martin, Slovakia" stay the town;
    // "Austin" stays the city).
    if (
      (!lead.found || PERSON_PREPOSITIONS[ctx.lang].has(lead.word!)) &&
      country === undefined &&
      !data.cities.large(idx) &&
      isForename(ctx, match)
    )
      continue;
    out.push({ dim: 'city', start: lead.start, end: initialDot(ctx, match), value: value(cityName(data, idx, ctx.lang), lead.direction) });
  }
  return out;
}

/** Words joining a thing of a city to the city's name after it ("el Metro de Madrid", "le Métro de Paris"). */
const THING_OF: Record<Lang, ReadonlySet<string>> = { en: new Set(['of']), fr: new Set(['de', 'du', 'd']), es: new Set(['de', 'del']) };

/**
 * Whether a name of one word that also names a thing of a city (PLACE_THINGS: "Metro", "Underground", "Station") stands
 * right after a city's name, one space apart ("Paris Metro", "the Madrid Metro"), or right before a joining word and a
 * city's name ("el Metro de Madrid"): the city's thing, no city of its own.
 */
function thingOfCity(ctx: RuleContext, scan: Scan, m: PlaceMatch): boolean {
  if (m.to - m.from !== 1 || !PLACE_THINGS[ctx.lang].has(m.key)) return false;
  const city = (p: PlaceMatch | undefined) => p?.entry.cities !== undefined && p !== m;
  if (scan.matches.some((p) => p.to === m.from && city(p) && ctx.text.slice(p.end, m.start) === ' ')) return true;
  const joiner = scan.parts[m.to];
  return !!joiner && THING_OF[ctx.lang].has(joiner.key) && city(scan.at.get(m.to + 1));
}

/** Whether the forename dimension found a forename spanning exactly the name. */
function isForename(ctx: RuleContext, m: { start: number; end: number }): boolean {
  return ctx.tokens('forename').some((f) => f.start === m.start && f.end === m.end);
}

/** Capitalised words between a forename and a place that still make them one name: the surnames. */
const SURNAMES_BETWEEN = 2;

/**
 * Whether a forename ends right before `start`, with only spaces between, or capitalised words (up to two) do that
 * themselves follow one ("Soy Carlos Martínez López", "Soy Carlos García Martín Toledo": surnames). A place that
 * ends a double surname is read from the surname's first part ("John Smith-Taylor", "Ana García-Martín").
 */
function afterForename(ctx: RuleContext, start: number): boolean {
  const forenames = ctx.tokens('forename');
  const right = (at: number) => forenames.some((f) => f.end < at && /^ +$/.test(ctx.text.slice(f.end, at)));
  const capitalised = (w: { start: number; end: number }) => /^\p{Lu}/u.test(ctx.original.slice(w.start, w.end));
  const word = ctx.words.find((w) => w.start < start && start < w.end && ctx.text[start - 1] === '-');
  let from = word && capitalised(word) ? word.start : start;
  for (let between = 0; ; between++) {
    if (right(from)) return true;
    const prev = ctx.words.findLast((w) => w.end < from);
    if (between === SURNAMES_BETWEEN || !prev || !/^ +$/.test(ctx.text.slice(prev.end, from)) || !capitalised(prev)) return false;
    from = prev.start;
  }
}

export function countryTokens(ctx: RuleContext): Token[] {
  const data = placesData(ctx);
  if (!data) return [];
  const scan = scanPlaces(ctx);
  // "Voy a Granada": a name read as the city before the country is not the country too. "Je suis suisse", "soy
  // argentina": the people, not the country.
  return evidencedMatches(ctx, 'country')
    .filter(({ match }) => !(CITY_BEFORE_COUNTRY.has(match.key) && match.entry.cities !== undefined) && !peopleOfCountry(ctx, scan, match))
    .map(({ match, lead }) => ({
      dim: 'country',
      start: lead.start,
      end: initialDot(ctx, match),
      value: value(countryName(data, match.entry.country!, ctx.lang), lead.direction),
    }));
}

/** City followed by its country ("Paris, France", "Lyon en France"): the city must lie in that country. */
export function locationTokens(ctx: RuleContext): Token[] {
  const data = placesData(ctx);
  if (!data) return [];
  const scan = scanPlaces(ctx);
  const out: Token[] = [];
  for (const { match, lead } of evidencedMatches(ctx, 'cities')) {
    const country = followedByCountry(ctx, scan, match);
    if (!country) continue;
    const idx = pickCity(data, match.entry.cities!, country.entry.country);
    if (idx === undefined) continue;
    const v = `${cityName(data, idx, ctx.lang)}, ${countryName(data, country.entry.country!, ctx.lang)}`;
    // "Paris (France)": the closing parenthesis belongs to the location.
    const end = ctx.text[country.end] === ')' ? country.end + 1 : country.end;
    out.push({ dim: 'location', start: lead.start, end, value: value(v, lead.direction) });
  }
  return out;
}
