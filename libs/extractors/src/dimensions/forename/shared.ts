import type { DimensionRules, Lang, RuleContext, Token } from '../../types';
import { scanPlaces } from '../../places/scan';
import { buildPhraseIndex, matchPhrases, phraseKeys, pieces, type Piece, type PhraseIndex, type PhraseMatch } from '../family/phrases';
import { foldKey } from '../../places/fold';
import {
  CITY_PREPOSITIONS,
  COMPARED_WITH,
  COMPARING,
  DETERMINERS,
  FULL_NAME_CUES,
  GREETING_CUES,
  INTRO_CUES,
  NOT_SURNAME,
  NO_SUBJECT,
  PERSON_CUES,
  PLACE_PREPOSITIONS,
  PLACE_CUES,
  PLACE_NOUNS,
  PLACE_THINGS,
  SUBJECT_CUES,
} from './cues';
import { NAME_CITY, NAME_FULL, NAME_PLACE, NAME_SURNAME, NAME_WORD, type PeopleLangJson } from './types';

const SEX = { m: 'male', f: 'female', u: 'unisex' } as const;

interface Lexicon {
  /** Maps a name to its row in the data. */
  names: PhraseIndex<number>;
  /** Surnames as piece keys ("smith", "da silva", "o connell"), and the most pieces one has. */
  surnames: ReadonlySet<string>;
  surnamePieces: number;
  /** Double forenames whose second part is also a surname, as piece keys: "jean pierre". */
  doubles: ReadonlySet<string>;
  /** The language's most frequent dictionary words, folded: no surname after a place's name ("Victoria Secret"). */
  words: ReadonlySet<string>;
}
// Compiled once per loaded data object.
const compiled = new WeakMap<PeopleLangJson, Lexicon>();
function compile(json: PeopleLangJson): Lexicon {
  let lex = compiled.get(json);
  if (!lex) {
    const surnames = json.surnames.map(phraseKeys);
    lex = {
      names: buildPhraseIndex(json.names.map(([value], row) => [value, row] as const)),
      surnames: new Set(surnames.map((keys) => keys.join(' '))),
      surnamePieces: Math.max(1, ...surnames.map((keys) => keys.length)),
      doubles: new Set(json.doubles.map((d) => phraseKeys(d).join(' '))),
      words: new Set(json.words ?? []),
    };
    compiled.set(json, lex);
  }
  return lex;
}

const keysOf = (ps: readonly Piece[], from: number, to: number) =>
  ps
    .slice(from, to)
    .map((p) => p.key)
    .join(' ');

/** Pieces of the longest surname starting at piece `at` (its pieces joined by spaces, hyphens or apostrophes), 0 when none does. */
function surnameLength(ctx: RuleContext, ps: readonly Piece[], lex: Lexicon, at: number): number {
  let joined = 1;
  while (
    joined < lex.surnamePieces &&
    at + joined < ps.length &&
    /^[\s'’-]*$/.test(ctx.text.slice(ps[at + joined - 1]!.end, ps[at + joined]!.start))
  )
    joined++;
  for (let len = joined; len > 0; len--) if (lex.surnames.has(keysOf(ps, at, at + len))) return len;
  return 0;
}

/**
 * Whether the name matched at `m` is a surname of the name read up to piece `at` (the first piece
 * after it): known surnames follow one another from there, after a space, or a hyphen inside a
 * double surname, and one of them covers `m` ("John Smith", "Carlos García Martín", "Ana
 * García-Martín"). `forename` holds the keys of the forename when the name read ends with it (no
 * surname yet): right after it comes a space, and a double forename the data knows is no surname
 * ("Jean Pierre").
 */
function surnameAfter(
  ctx: RuleContext,
  ps: readonly Piece[],
  lex: Lexicon,
  at: number,
  forename: string | undefined,
  m: PhraseMatch<number>,
): boolean {
  if (forename !== undefined && m.from === at && lex.doubles.has(`${forename} ${keysOf(ps, m.from, m.to)}`)) return false;
  for (let i = at, gap = forename === undefined ? /^( +|-)$/ : /^ +$/; i <= m.from; gap = /^( +|-)$/) {
    if (i >= ps.length || !gap.test(ctx.text.slice(ps[i - 1]!.end, ps[i]!.start))) return false;
    const len = surnameLength(ctx, ps, lex, i);
    if (!len) return false;
    if (i + len >= m.to) return true;
    i += len;
  }
  return false;
}

function announced(ps: readonly Piece[], at: number, cues: readonly string[][]): boolean {
  return cues.some((cue) => cue.length <= at && cue.every((k, j) => ps[at - cue.length + j]!.key === k));
}

/**
 * Where a name typed with a capital (not all capitals) stands: "first" when it opens its sentence ("Martin lives in
 * Boston"), "inside" when it does not ("ask Will"); undefined when it is not capitalised.
 */
function capitalised(ctx: RuleContext, start: number): 'first' | 'inside' | undefined {
  const first = ctx.original[start]!;
  const second = ctx.original[start + 1] ?? '';
  if (first === first.toLowerCase() || second !== second.toLowerCase()) return undefined;
  const before = ctx.original.slice(0, start).trimEnd();
  return before.length === 0 || /[.!?¡¿:;"«“(\n]$/.test(before) ? 'first' : 'inside';
}

/**
 * Whether the name matched at `m` opens its sentence with a capital and a verb that takes a person follows it, right
 * after it or after its known surnames ("Martin lives in Boston", "Rose Smith called"): see SUBJECT_CUES.
 */
function subjectOfVerb(ctx: RuleContext, ps: readonly Piece[], lex: Lexicon, m: PhraseMatch<number>, lang: Lang): boolean {
  if (capitalised(ctx, m.start) !== 'first' || NO_SUBJECT[lang].has(keysOf(ps, m.from, m.to))) return false;
  return verbOfPersonAfter(ctx, ps, lex, m.to, lang);
}

/** Whether a verb that takes a person follows piece `to`, right after it or after known surnames (see SUBJECT_CUES). */
function verbOfPersonAfter(ctx: RuleContext, ps: readonly Piece[], lex: Lexicon, to: number, lang: Lang): boolean {
  // Spaces before the verb, or the apostrophe of "Martin's coming"; spaces only before a surname.
  const gap = (at: number) => ctx.text.slice(ps[at - 1]!.end, ps[at]!.start);
  for (let at = to; at < ps.length && /^(?: +|['’])$/.test(gap(at));) {
    if (SUBJECT_CUES[lang].some((cue) => at + cue.length <= ps.length && cue.every((k, j) => ps[at + j]!.key === k))) return true;
    const len = / +/.test(gap(at)) ? surnameLength(ctx, ps, lex, at) : 0;
    if (!len) return false;
    at += len;
  }
  return false;
}

/**
 * Whether the name at pieces [from, to) is said of a person: announced or greeted right before it ("je m'appelle Rose",
 * "Merci Violette", "Buenos días Rosa") or the subject of a verb that takes a person ("Ayer Rosa me llamó", "Mi amiga
 * Blanca vive en Sevilla"). Other dimensions read it where a forename is also a word of theirs (a colour: "Rose").
 */
export function saidOfPerson(ctx: RuleContext, m: { from: number; to: number }): boolean {
  const json = ctx.data.people?.[ctx.lang];
  if (!json) return false;
  const ps = pieces(ctx);
  return (
    announced(ps, m.from, INTRO_CUES[ctx.lang]) ||
    announced(ps, m.from, GREETING_CUES[ctx.lang]) ||
    verbOfPersonAfter(ctx, ps, compile(json), m.to, ctx.lang)
  );
}

/** A capitalised word, not in capitals throughout: "Hilton", not "HILTON" nor "hilton". */
function capitalWord(ctx: RuleContext, start: number): boolean {
  const first = ctx.original[start]!;
  const second = ctx.original[start + 1] ?? '';
  return first !== first.toLowerCase() && second === second.toLowerCase();
}

/** The shape of a surname as typed: "Butler", "O'Brien", "McDonald", "DeVito", "Smith-Jones". */
const SURNAME_SHAPE = /^(?:\p{Lu}['’])?\p{Lu}\p{Ll}+(?:\p{Lu}\p{Ll}+)?(?:-\p{Lu}\p{Ll}+)?$/u;

/** A saint's name, hyphenated: a place's or a club's ("Paris Saint-Germain", "Saint-Étienne"), no surname. */
const SAINT = /^(?:Saint|Sainte|San|Santa|Santo|São|Sao)-/u;

/** Whether every word of the message (three or more) opens with a capital: title case, where capitals say nothing. */
function titleCase(ctx: RuleContext): boolean {
  const words = ctx.words.filter((w) => /\p{L}/u.test(w.text));
  return words.length >= 3 && words.every((w) => /^\P{Ll}/u.test(ctx.original.slice(w.start, w.end)));
}

/**
 * The pieces of the word at piece `at` when it looks like a surname the lists do not know ("Austin Butler", "Sydney Sweeney"): shaped
 * like one, no place's name nor the start of one, no word of NOT_SURNAME (a thing of a city, a region, a word of time, a
 * function word) nor one of the language's most frequent dictionary words (a brand or a thing: "Victoria Secret",
 * "Paris Metro"), nor a hyphenated saint's name ("Paris Saint-Germain"), nor, in English, a plural, in a message not typed in title case; 0 when it does not ("O'Brien" is two
 * pieces).
 */
function surnameLike(ctx: RuleContext, ps: readonly Piece[], lex: Lexicon, at: number): number {
  const start = ps[at]!.start;
  const typed = /^[\p{L}\p{M}'’-]+/u.exec(ctx.original.slice(start, start + 40))?.[0].replace(/['’]s$|['’-]+$/, '') ?? '';
  const key = foldKey(typed);
  if (!SURNAME_SHAPE.test(typed) || NOT_SURNAME[ctx.lang].has(key) || everyday(ctx, lex, key) || SAINT.test(typed)) return 0;
  // An English plural names a team or a thing of the city ("Dallas Cowboys", "Denver Broncos"); known surnames that end
  // so ("Adams", "Jones") are read before.
  if (ctx.lang === 'en' && /[^s]s$/.test(typed)) return 0;
  if (scanPlaces(ctx).matches.some((p) => p.start === start) || titleCase(ctx)) return 0;
  let len = 1;
  while (at + len < ps.length && ps[at + len]!.start < start + typed.length) len++;
  return len;
}

/**
 * Whether a folded word is one of the language's most frequent words, or in French and Spanish one of English's: a brand
 * keeps its English words there ("Victoria Secret está de rebajas").
 */
function everyday(ctx: RuleContext, lex: Lexicon, key: string): boolean {
  if (lex.words.has(key)) return true;
  const en = ctx.lang === 'en' ? undefined : ctx.data.people?.en;
  return !!en && compile(en).words.has(key);
}

/**
 * Whether a capitalised frequent word (see everyday), one space after the name ending at piece `to - 1`, makes it a brand
 * or a thing of the place ("is Victoria Secret open?", "Sydney Water"), in a message not typed in title case; not a
 * function word nor a word of time (NOT_SURNAME: "Sydney And Melbourne", "Austin Tomorrow?").
 */
function everydayAfter(ctx: RuleContext, ps: readonly Piece[], lex: Lexicon, to: number): boolean {
  const next = ps[to];
  if (!next || !/^ $/.test(ctx.text.slice(ps[to - 1]!.end, next.start)) || !capitalWord(ctx, next.start)) return false;
  return !NOT_SURNAME[ctx.lang].has(next.key) && everyday(ctx, lex, next.key) && !titleCase(ctx);
}

/**
 * Where the surname ends when the name at pieces [from, to), a forename that is also a place ("Paris", "Sydney"),
 * begins a person's full name: capitalised, no place preposition nor article before it, and right after it, one space
 * apart, a capitalised known surname ("Sydney Smith", "Paris Jackson"), a forename that is no word nor place ("Paris
 * Hilton"), or a word that looks like a surname ("Austin Butler": see surnameLike), which is no street type ("Lincoln
 * Park" is a park). The piece after the surname, -1 when it does not.
 */
function fullNameEnd(
  ctx: RuleContext,
  ps: readonly Piece[],
  lex: Lexicon,
  json: PeopleLangJson,
  m: PhraseMatch<number>,
  matches: readonly PhraseMatch<number>[],
): number {
  const lang = ctx.lang;
  const at = m.to;
  if (at >= ps.length || !capitalWord(ctx, m.start) || !capitalWord(ctx, ps[at]!.start)) return -1;
  if (!/^ $/.test(ctx.text.slice(ps[at - 1]!.end, ps[at]!.start))) return -1;
  const before = m.from > 0 ? ps[m.from - 1]!.key : '';
  if (PLACE_PREPOSITIONS[lang].has(before) || DETERMINERS[lang].has(before)) return -1;
  const next = ps[at]!;
  if (scanPlaces(ctx).matches.some((p) => p.start === next.start && p.entry.street)) return -1;
  if (json.names[m.value]![2] & NAME_FULL) return strongFullNameEnd(ctx, ps, lex, json, m, matches, at);
  const known = surnameLength(ctx, ps, lex, at);
  if (known > 0) return at + known;
  const name = matches.find((n) => n.from === at && n.to === at + 1);
  const like = name ? (!json.names[name.value]![2] ? 1 : 0) : surnameLike(ctx, ps, lex, at);
  if (like) return at + like;
  // "Victoria Abril vive en Madrid": a capitalised word that is also a rarer word or a name ("Abril", April), no thing of
  // a city nor a frequent word (a brand: "Sydney Water called"), between the name opening the sentence and a verb that
  // takes a person.
  if (
    capitalised(ctx, m.start) === 'first' &&
    !PLACE_THINGS[lang].has(next.key) &&
    !everyday(ctx, lex, next.key) &&
    verbOfPersonAfter(ctx, ps, lex, at + 1, lang)
  )
    return at + 1;
  return -1;
}

/**
 * Where the surname ends when a name that counts only in a full name (NAME_FULL: French "Paris") opens one at pieces
 * [m.from, at), -1 when it does not: right after it a person's name the lists know, of the language or of English (a
 * surname: "Dupont", "Jackson"; or a forename that is no word nor place, no place's name here: "Hilton"), and before it a
 * word that takes a person, a greeting, an introduction or a word of seeing ("hier j'ai vu Paris Hilton", "avec Paris
 * Hilton", "je m'appelle Paris Dupont"), or after it, opening the sentence, a verb that takes a person ("Paris Jackson
 * habite à Los Angeles"). "Paris Montparnasse", "le vol Paris Charles de Gaulle", "nous avons vu Paris Bercy" stay the city.
 */
function strongFullNameEnd(
  ctx: RuleContext,
  ps: readonly Piece[],
  lex: Lexicon,
  json: PeopleLangJson,
  m: PhraseMatch<number>,
  matches: readonly PhraseMatch<number>[],
  at: number,
): number {
  const lang = ctx.lang;
  const next = ps[at]!;
  if (NOT_SURNAME[lang].has(next.key) || everyday(ctx, lex, next.key)) return -1;
  const enJson = lang === 'en' ? undefined : ctx.data.people?.en;
  const en = enJson && compile(enJson);
  let len = surnameLength(ctx, ps, lex, at) || (en ? surnameLength(ctx, ps, en, at) : 0);
  if (!len && !scanPlaces(ctx).matches.some((p) => p.start === next.start)) {
    // A one-word forename of the lists that is no word nor place ("Hilton"): the language's (matched already), or English's.
    const plainName = (found: readonly PhraseMatch<number>[], names: PeopleLangJson) =>
      found.some((n) => n.from === at && n.to === at + 1 && !names.names[n.value]![2]);
    if (plainName(matches, json) || (enJson && en && plainName(matchPhrases(ctx, en.names), enJson))) len = 1;
  }
  if (!len) return -1;
  const cued = [PERSON_CUES, GREETING_CUES, INTRO_CUES, FULL_NAME_CUES].some((cues) => announced(ps, m.from, cues[lang]));
  return cued || (capitalised(ctx, m.start) === 'first' && verbOfPersonAfter(ctx, ps, lex, at + len, lang)) ? at + len : -1;
}

/** Whether a forename that is also a place opens a full name at [start, end) ("Paris Hilton"): the person, no city. */
export function opensFullName(ctx: RuleContext, m: { start: number; end: number }): boolean {
  const json = ctx.data.people?.[ctx.lang];
  if (!json || !ctx.tokens('forename').some((f) => f.start === m.start && f.end === m.end)) return false;
  const lex = compile(json);
  const ps = pieces(ctx);
  const from = ps.findIndex((p) => p.start === m.start);
  const to = ps.findIndex((p) => p.end === m.end) + 1;
  if (from < 0 || to <= from) return false;
  const names = matchPhrases(ctx, lex.names);
  const name = names.find((n) => n.from === from && n.to === to);
  return !!name && !!(json.names[name.value]![2] & (NAME_PLACE | NAME_CITY)) && fullNameEnd(ctx, ps, lex, json, name, names) >= 0;
}

/**
 * Whether the forename found at [start, end), one that is also a place, follows a word that takes a person ("I met
 * Victoria", "avec Victoria", "conocí a Victoria": PERSON_CUES): the person, and no city.
 */
export function personBefore(ctx: RuleContext, m: { start: number; end: number }): boolean {
  if (!ctx.data.people?.[ctx.lang] || !ctx.tokens('forename').some((f) => f.start === m.start && f.end === m.end)) return false;
  const ps = pieces(ctx);
  const from = ps.findIndex((p) => p.start === m.start);
  const to = ps.findIndex((p) => p.end === m.end) + 1;
  return from > 0 && to > from && takesPerson(ctx, ps, { from, to });
}

/**
 * Whether the words before the name at pieces [from, to) take a person (PERSON_CUES, or a greeting: "Hello Austin",
 * "thanks Sydney"), not a place (PLACE_CUES win: "in love with Paris"), and no thing of a city follows the name ("with
 * Sydney Harbour", "call Victoria Station": PLACE_THINGS, capitalised, one space apart).
 */
function takesPerson(ctx: RuleContext, ps: readonly Piece[], m: { from: number; to: number }): boolean {
  const lang = ctx.lang;
  if (!announced(ps, m.from, PERSON_CUES[lang]) && !announced(ps, m.from, GREETING_CUES[lang])) return false;
  return !announced(ps, m.from, PLACE_CUES[lang]) && !comparedPlace(ctx, ps, m) && !thingAfter(ctx, ps, m.to);
}

/**
 * Whether a word naming a thing of a city follows piece `to - 1`, one space apart: capitalised ("Sydney Harbour"), or in
 * English a noun of an office or a site in lower case too ("call Paris office": PLACE_NOUNS).
 */
function thingAfter(ctx: RuleContext, ps: readonly Piece[], to: number): boolean {
  const next = ps[to];
  if (!next || !/^ $/.test(ctx.text.slice(ps[to - 1]!.end, next.start))) return false;
  if (PLACE_NOUNS[ctx.lang]?.has(next.key)) return true;
  return capitalWord(ctx, next.start) && PLACE_THINGS[ctx.lang].has(next.key);
}

/** Whether the name stands between an hour and "time": "10am Victoria time", "at 4pm Victoria time?". */
function placeTimeAfterHour(ctx: RuleContext, m: { start: number; end: number }): boolean {
  return (
    /^ +time(?![\p{L}\p{N}])/iu.test(ctx.text.slice(m.end, m.end + 8)) &&
    /(?:\d|[ap]\.?m\.?|o'clock|noon|midnight) *,? *\(? *$/i.test(ctx.text.slice(Math.max(0, m.start - 12), m.start))
  );
}

/** Whether a capitalised city's name ends right before `start`, a space or a comma apart ("Richmond Virginia", "Richmond, Virginia"). */
function cityBefore(ctx: RuleContext, start: number): boolean {
  return scanPlaces(ctx).matches.some(
    (p) => p.entry.cities !== undefined && p.end < start && /^,? +$/.test(ctx.text.slice(p.end, start)) && capitalWord(ctx, p.start),
  );
}

/** Whether a name is typed with an accent the forename does not have ("París" for "paris"); one left out says nothing. */
function accentedOtherwise(typed: string, name: string): boolean {
  const word = typed.toLowerCase();
  if (word.length !== name.length) return false;
  for (let i = 0; i < word.length; i++)
    if (word[i] !== name[i] && word[i]!.normalize('NFD').length > 1 && name[i]!.normalize('NFD').length === 1) return true;
  return false;
}

/** Whether the places data names a city spanning exactly the match. */
function isCity(ctx: RuleContext, m: { start: number; end: number }): boolean {
  return scanPlaces(ctx).matches.some((p) => p.start === m.start && p.end === m.end && p.entry.cities !== undefined);
}

/**
 * Whether the name at pieces [from, to) is a piece of a hyphenated word that names no person: a piece of it is no
 * forename ("Saint-Germain", "Lloyd-Webber"), or the whole word names a place ("Winston-Salem"). "Jean-Pierre",
 * "Anne-Sophie": every piece a forename, one compound forename.
 */
function hyphenPiece(ctx: RuleContext, ps: readonly Piece[], matches: readonly PhraseMatch<number>[], m: { from: number; to: number }): boolean {
  const joined = (i: number) => ctx.text.slice(ps[i - 1]!.end, ps[i]!.start) === '-';
  let from = m.from;
  let to = m.to;
  while (from > 0 && joined(from)) from--;
  while (to < ps.length && joined(to)) to++;
  if (from === m.from && to === m.to) return false;
  for (let i = from; i < to; ) {
    const name = matches.find((n) => n.from === i && n.to <= to);
    if (!name) return true;
    i = name.to;
  }
  const start = ps[from]!.start;
  const end = ps[to - 1]!.end;
  return scanPlaces(ctx).matches.some((p) => p.start === start && p.end === end);
}

/**
 * Whether the name at pieces [from, to) is a place compared with another (COMPARING): right after a word that compares
 * ("compare Austin", "Austin vs Dallas"), or after a word that joins the two compared when a comparing word or a place
 * after one stands before it ("compare Austin with Dallas", "compare with Dallas"), or before a comparing word ("Austin
 * vs Dallas", "how does Sydney compare with Melbourne?"). "I compared notes with Sydney" compares no place.
 */
function comparedPlace(ctx: RuleContext, ps: readonly Piece[], m: { from: number; to: number }): boolean {
  const compare = COMPARING[ctx.lang];
  const joins = COMPARED_WITH[ctx.lang];
  const key = (i: number) => (i >= 0 && i < ps.length ? ps[i]!.key : '');
  const after = key(m.to);
  if (compare.has(after) && (after === 'vs' || after === 'versus' || joins.has(key(m.to + 1)))) return true;
  const before = key(m.from - 1);
  if (compare.has(before)) return true;
  if (!joins.has(before) || m.from < 2) return false;
  if (compare.has(key(m.from - 2))) return true;
  const end = ps[m.from - 2]!.end;
  const place = scanPlaces(ctx).matches.find((p) => p.end === end);
  if (!place) return false;
  const first = ps.findIndex((p) => p.start === place.start);
  return first > 0 && compare.has(key(first - 1));
}

/**
 * Forenames from open name statistics. A name that is also a word ("Will", "Rose") counts only
 * when written with a capital inside a sentence or announced ("my name is will"); a name that
 * is also a place counts neither right after "from", "in", "à"... nor alone; one that is also a
 * city of the places data, however small ("Berlin", "Boston", "Martin"), only not right after "from" or "in". Neither counts after an article or a
 * possessive ("the London office", "our Berlin team").
 * A known surname of the language right after a forename is the surname, not a second forename
 * ("John Smith", "Paul Martin", "Carlos García Martín"): a name said after a forename is far more
 * often the surname than a second forename, even when it is given as a forename more often than
 * it is borne as a surname ("Kevin James"). Two forenames stay when the data knows them as one
 * double forename ("Jean Pierre", written "Jean-Pierre"; Spanish ones are single entries of the
 * list: "María José"), and when the second is no known surname ("Mary Ann").
 * A name that is also a place reads one way where the words right before it decide: the person after words that take
 * one ("I met Victoria", "with Sydney", "conocí a Victoria": PERSON_CUES; the city rules drop the city there), the
 * place after words that take a place ("I love Paris", "I visited Victoria": PLACE_CUES). Elsewhere both may stay.
 */
/** Cues of being, among the cues announcing a forename: after them a nationality says what one is ("I'm German", "soy francés"). */
const BEING = new Set(['i m', 'i am', 'im', 'it s', 'this is', 'je suis', 'c est', 'moi c est', 'soy']);

/**
 * Whether the name is a word of a language or a nationality the places data reads there ("do you speak german?", "i'm
 * german", "soy frances pero..."), not named as a person ("my name is German", "me llamo Frances") nor opening a full
 * name (a capitalised word after it).
 */
function peopleWord(ctx: RuleContext, ps: readonly Piece[], m: PhraseMatch<number>, naming: readonly string[][]): boolean {
  const spans = (t: Token) => t.start === m.start && t.end === m.end;
  if (!ctx.tokens('language').some(spans) && !ctx.tokens('nationality').some(spans)) return false;
  const next = ps[m.to];
  return !announced(ps, m.from, naming) && !(next && capitalWord(ctx, next.start));
}

export function forenameRules(lang: Lang): DimensionRules {
  const cues = INTRO_CUES[lang];
  const naming = cues.filter((c) => !BEING.has(c.join(' ')));
  const places = PLACE_PREPOSITIONS[lang];
  const cities = CITY_PREPOSITIONS[lang];
  const determiners = DETERMINERS[lang];
  return {
    dim: 'forename',
    needs: ['language', 'nationality'],
    prepare(data) {
      const json = data.people?.[lang];
      if (json) compile(json);
    },
    extract(ctx) {
      const json = ctx.data.people?.[lang];
      if (!json) return [];
      const lex = compile(json);
      const matches = matchPhrases(ctx, lex.names);
      if (!matches.length) return [];
      const ps = pieces(ctx);
      const out: Token[] = [];
      // The piece right after the last forename and the surnames read after it (-1: none), the
      // forename's first piece, and its keys while no surname follows it.
      let after = -1;
      let first = 0;
      let forename: string | undefined;
      // The piece after the surname of a full name opening with a place's name ("Paris Hilton", "Sydney O'Brien"): the
      // surname holds no forename of its own.
      let surname = { from: -1, to: -1 };
      for (const m of matches) {
        if (m.from >= surname.from && m.from < surname.to) continue;
        if (after > 0 && surnameAfter(ctx, ps, lex, after, forename, m)) {
          after = m.to;
          forename = undefined;
          continue;
        }
        const [name, sex, flags] = json.names[m.value]!;
        // "Paris Saint-Germain", "Winston-Salem": a piece of a hyphenated word that names no person.
        if (hyphenPiece(ctx, ps, matches, m)) continue;
        // "do you speak german?", "i'm german": the language, the nationality.
        if (peopleWord(ctx, ps, m, naming)) continue;
        const before = m.from > 0 ? ps[m.from - 1]!.key : '';
        // "son París y Niza": a place's name typed with an accent the forename lacks is the place's own spelling.
        if (flags & (NAME_PLACE | NAME_CITY) && accentedOtherwise(ctx.original.slice(m.start, m.end), name)) continue;
        // "10am Victoria time": a place's time after an hour (one of unclear zone, the time does not take it in).
        if (flags & (NAME_PLACE | NAME_CITY) && lang === 'en' && placeTimeAfterHour(ctx, m)) continue;
        // "I love Paris", "I visited Victoria", "quiero visitar Florencia": after words that take a place (PLACE_CUES), a name
        // of a place is the place, unless it opens a full name ("I love Paris Hilton").
        if (
          (announced(ps, m.from, PLACE_CUES[lang]) || comparedPlace(ctx, ps, m)) &&
          (flags & (NAME_PLACE | NAME_CITY) || isCity(ctx, m)) &&
          fullNameEnd(ctx, ps, lex, json, m, matches) < 0 &&
          !announced(ps, m.from, cues)
        )
          continue;
        if (flags) {
          // "Martin lives in Boston": opening the sentence before a verb that takes a person, a name that is also a word
          // is announced. Not one that is also a place ("China says no", "Paris said yes" speak of it as often), nor
          // one borne as a surname more than given ("Smith called").
          // "Paris Hilton", "Sydney Smith": a place's name before a surname is the person's forename.
          const place = flags & (NAME_PLACE | NAME_CITY);
          surname = { from: m.to, to: place ? fullNameEnd(ctx, ps, lex, json, m, matches) : -1 };
          // "Paris Montparnasse", "c'est Paris": a name that counts only in a full name is the place elsewhere.
          if (flags & NAME_FULL && surname.to < 0) continue;
          // "I met Victoria", "conocí a Victoria": a capitalised place's name after a word that takes a person is the person.
          const intro =
            surname.to >= 0 ||
            announced(ps, m.from, cues) ||
            (!!place && capitalWord(ctx, m.start) && takesPerson(ctx, ps, m)) ||
            (!(flags & (NAME_PLACE | NAME_SURNAME)) && subjectOfVerb(ctx, ps, lex, m, lang));
          // "Sydney Harbour", "Victoria Station": a thing of the city after the name, the place.
          if (place && !intro && thingAfter(ctx, ps, m.to)) continue;
          // "is Victoria Secret open?", "Sydney Water": a brand or a thing named after the place.
          if (place && !intro && everydayAfter(ctx, ps, lex, m.to)) continue;
          const capital = capitalised(ctx, m.start) === 'inside';
          if (flags & NAME_PLACE && !intro && !(capital && !places.has(before))) continue;
          if (flags & NAME_WORD && !intro && !capital) continue;
          if (flags & NAME_CITY && !intro && cities.has(before)) continue;
          // "the London office", "our Berlin team": the place, named for a thing of it.
          if (flags & (NAME_PLACE | NAME_CITY) && !intro && determiners.has(before)) continue;
        }
        // "Richmond Virginia", "Boston, Massachusetts": a region's name right after a city's is the city's region.
        if (PLACE_THINGS[lang].has(keysOf(ps, m.from, m.to)) && cityBefore(ctx, m.start) && !announced(ps, m.from, cues)) continue;
        // "Boston Subway", "Richmond Virginia": a name the places data knows as a city, however small, before a thing of the
        // city or its region is the city (the people data flags only cities of a million people).
        if (!(flags & (NAME_PLACE | NAME_CITY)) && isCity(ctx, m) && thingAfter(ctx, ps, m.to) && !announced(ps, m.from, cues)) continue;
        // "I was in Boston this fall", "I live in Martin": right after "in" or "from", a name the places data knows as a
        // city is the city, however small (the people data flags only cities of a million people).
        if (cities.has(before) && isCity(ctx, m) && !announced(ps, m.from, cues)) continue;
        // "Jean-Pierre", "Marie-Claire": one compound forename, of the sex of its first part.
        const prev = out[out.length - 1];
        if (prev && ctx.text.slice(prev.end, m.start) === '-') {
          prev.end = m.end;
          prev.value = { ...prev.value, value: `${prev.value.value as string}-${name}` };
        } else {
          out.push({ dim: 'forename', start: m.start, end: m.end, value: { value: name, sex: SEX[sex] } });
          first = m.from;
        }
        after = m.to;
        forename = keysOf(ps, first, m.to);
      }
      return out;
    },
  };
}
