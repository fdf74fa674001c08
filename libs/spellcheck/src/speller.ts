import { applyCase, casePattern } from './casing';
import type { Language } from '@parley/contracts';
import { type PairStatistics, PhrasePairs, SENTENCE_END, SENTENCE_START, association, wordPieces } from './context';
import { Dictionary } from './dictionary';
import { substitutionTable } from './distance';
import { keyboardNeighbours } from './keyboard';
import type { MaxDistance } from './key';
import { MAX_DISTANCE } from './hash';
import { DEFAULT_RANKING, type Ranking } from './ranking';
import { type Candidate, type SearchOptions, Searcher } from './search';
import { tokenize } from './tokenize';
import type { SpellcheckResult } from './types';
import { isBoundElision, normaliseApostrophe, splitElision, stripPossessive } from './words';

export interface CheckOptions {
  /** Largest number of edits between a typed word and its correction (the `_1`/`_2` of the key). */
  maxDistance: MaxDistance;
}

export interface SuggestOptions extends CheckOptions {
  /** How many candidates to return; default 5. */
  limit?: number;
}

export interface VocabularyOptions {
  /**
   * log10 frequency given to App words: -2 ranks them like common words of the language,
   * so they win over a rare dictionary word at the same distance. Default -2.
   */
  logFrequency?: number;
  /**
   * The App's phrases (QnA titles, utterances, Intent labels): their word pairs rank a typo's
   * candidates by the words around it, as the language's pairs do (`kiero comprar` -> `quiero`
   * when the App says `Quiero comprar...`). At most the first 50,000 words are counted (~30 ms).
   */
  phrases?: Iterable<string>;
}

/** The words around a unit to correct, as pair statistics count them (`contextWords`). */
interface Around {
  left?: string;
  right?: string;
}

/** A part of the sentence to check: a word, or the part of it after an elision or between hyphens. */
interface Unit {
  text: string;
  start: number;
  sentenceInitial: boolean;
  /** A bound elision checked whole: only candidates that keep the elided head will do. */
  whole?: boolean;
}

interface Correction {
  start: number;
  end: number;
  original: string;
  candidates: string[];
}

const CANDIDATES = 5;

/**
 * Spell checker for one language: corrects only unknown words, keeps names, URLs, e-mails and
 * numbers, and preserves punctuation, spacing and each word's case. Cheap to derive per App
 * with `withVocabulary` (the large dictionary is shared, only the App's words are indexed).
 */
export class Speller {
  readonly language: Language;
  readonly ranking: Ranking;
  private readonly substitution: Float64Array;
  private readonly base: Searcher;
  private readonly overlay?: Searcher;
  /** Word pairs that rank candidates: the language's, then the App's phrases'. */
  private readonly pairs: PairStatistics[];

  constructor(dictionary: Dictionary, ranking?: Ranking);
  constructor(
    dictionary: Dictionary,
    ranking: Ranking | undefined,
    shared: { base: Searcher; overlay: Searcher; phrases?: PhrasePairs },
  );
  constructor(dictionary: Dictionary, ranking?: Ranking, shared?: { base: Searcher; overlay: Searcher; phrases?: PhrasePairs }) {
    this.language = dictionary.language;
    this.ranking = ranking ?? DEFAULT_RANKING[dictionary.language];
    this.substitution = substitutionTable(this.ranking.costs, keyboardNeighbours(this.ranking.layout));
    this.base = shared?.base ?? new Searcher(dictionary);
    this.overlay = shared?.overlay;
    const pairs: (PairStatistics | undefined)[] = [dictionary.pairs, shared?.phrases];
    this.pairs = pairs.filter((p): p is PairStatistics => p !== undefined && p.total > 0);
  }

  /** A speller that also knows (and corrects towards) the App's own words. */
  withVocabulary(words: Iterable<string>, options: VocabularyOptions = {}): Speller {
    const logFrequency = options.logFrequency ?? -2;
    const entries = [];
    for (const raw of words) {
      const typed = normaliseApostrophe(raw.normalize('NFC').trim());
      if (!typed) continue;
      const word = typed.toLowerCase();
      // `Quiero` as an App wrote it at a sentence start is the language's `quiero`: a word the
      // language writes in lower case keeps it, unless the App capitalises more than its first letter.
      const known = typed.slice(1) === word.slice(1) && this.base.dictionary.find(word) >= 0;
      const display = known && this.base.dictionary.displayForm(this.base.dictionary.find(word)) === word ? word : typed;
      entries.push({ word, display, logFrequency });
    }
    const overlay = new Searcher(Dictionary.fromEntries(this.language, entries));
    const phrases = options.phrases ? new PhrasePairs(this.language, options.phrases) : undefined;
    return new Speller(this.base.dictionary, this.ranking, { base: this.base, overlay, phrases });
  }

  /** The same speller ranked otherwise (the benchmark compares rankings on one dictionary). */
  withRanking(ranking: Ranking): Speller {
    const shared = this.overlay ? { base: this.base, overlay: this.overlay, phrases: this.pairs.find((p) => p instanceof PhrasePairs) } : undefined;
    return shared ? new Speller(this.base.dictionary, ranking, shared) : new Speller(this.base.dictionary, ranking);
  }

  /** Whether a word (any case) is in the dictionary or the App vocabulary. */
  isKnown(word: string): boolean {
    const lower = normaliseApostrophe(word.normalize('NFC')).toLowerCase();
    return this.base.dictionary.has(lower) || (this.overlay?.dictionary.has(lower) ?? false);
  }

  /** Candidate corrections of one word, best first, in the word's case pattern. */
  suggest(word: string, options: SuggestOptions): string[] {
    const typed = normaliseApostrophe(word.normalize('NFC'));
    const pattern = casePattern(typed);
    return this.candidates(typed, options.maxDistance, options.limit ?? CANDIDATES, false).map((c) => applyCase(c, pattern));
  }

  check(sentence: string, options: CheckOptions): SpellcheckResult {
    const steps = this.checking(sentence, options);
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
    }
  }

  /**
   * `check()` a word at a time: pauses after each word it had to look up (the only costly part,
   * a fraction of a millisecond each) and returns the result. A server runs a long sentence a few
   * milliseconds at a time, between the other requests, instead of all at once.
   */
  *checking(sentence: string, options: CheckOptions): Generator<void, SpellcheckResult> {
    const text = sentence.normalize('NFC');
    const shouting = !/\p{Ll}/u.test(text) && /\p{Lu}{3}/u.test(text);
    const corrections: Correction[] = [];
    const tokens = tokenize(text);
    const inContext = this.pairs.length > 0 && this.ranking.context.weight > 0;
    // The word before the one being checked, as typed or corrected (its last piece is taken only
    // when a word is corrected): candidates are ranked by the pairs they make with it.
    let previous = SENTENCE_START;
    for (let t = 0; t < tokens.length; t++) {
      const token = tokens[t];
      if (token.sentenceInitial) previous = SENTENCE_START;
      const units = this.units(token.text, token.start, token.sentenceInitial, options.maxDistance);
      units.forEach((unit, k) => {
        // An elided head or the parts before a hyphen precede the unit inside its token.
        if (k === 0 && unit.start > token.start) previous = token.text.slice(0, unit.start - token.start).replace(/-$/, '');
        const around: Around | undefined = inContext
          ? { left: previous === SENTENCE_START ? previous : this.lastPiece(previous), right: k === units.length - 1 ? this.firstWordOf(tokens[t + 1]) : undefined }
          : undefined;
        const correction = this.correct(unit, options.maxDistance, shouting, around);
        if (correction) corrections.push(correction);
        previous = correction?.candidates[0] ?? unit.text;
      });
      if (units.length) yield;
      // A known word: the next one's word before. Otherwise the last unit, as corrected, already is.
      else previous = token.text;
    }
    return buildResult(sentence, text, corrections);
  }

  /** The last of a word's pieces for the pairs (`l'`, `hôtel` -> `hôtel`). */
  private lastPiece(word: string): string {
    const pieces = wordPieces(this.language, word);
    return pieces[pieces.length - 1];
  }

  /**
   * The word after a unit, for its pairs: the sentence's end, or the next word when it is known
   * (a word being corrected itself says nothing sure).
   */
  private firstWordOf(next: { text: string; sentenceInitial: boolean } | undefined): string | undefined {
    if (!next || next.sentenceInitial) return SENTENCE_END;
    return this.isKnown(next.text) ? wordPieces(this.language, next.text)[0] : undefined;
  }

  /**
   * The parts of a word to check: none when known; else the part after an elision, or the
   * hyphen-separated parts; the whole word when its parts are no words on their own
   * (`jusqu'a` -> `jusqu'à`, `a-t'il` -> `a-t-il`).
   */
  private units(word: string, start: number, sentenceInitial: boolean, maxDistance: MaxDistance): Unit[] {
    if (this.isKnown(word)) return [];
    const [elided, rest] = splitElision(this.language, normaliseApostrophe(word));
    const restStart = start + elided.length;
    if (elided && this.isKnown(rest)) {
      return isBoundElision(elided) ? [{ text: word, start, sentenceInitial, whole: true }] : [];
    }
    if (!rest.includes('-')) return [{ text: word.slice(elided.length), start: restStart, sentenceInitial }];
    const parts = word.slice(elided.length).split('-');
    if (parts.some((part) => part.length > 1 && !this.isKnown(part))) {
      const whole = word.slice(elided.length);
      if (this.candidates(whole, maxDistance, 1, false).length > 0) return [{ text: whole, start: restStart, sentenceInitial }];
    }
    const units: Unit[] = [];
    let offset = restStart;
    for (const part of parts) {
      units.push({ text: part, start: offset, sentenceInitial: sentenceInitial && offset === start });
      offset += part.length + 1;
    }
    return units;
  }

  private correct(unit: Unit, maxDistance: MaxDistance, shouting: boolean, around?: Around): Correction | undefined {
    const typed = normaliseApostrophe(unit.text);
    if (typed.length < 2 || this.isKnown(typed) || this.isKnown(stripPossessive(this.language, typed))) return;
    const pattern = casePattern(typed);
    // A capital inside a sentence marks a name (or an acronym): only the App's words may replace it.
    const nameLike = !shouting && (pattern === 'mixed' || (pattern !== 'lower' && !unit.sentenceInitial));
    let found = this.candidates(typed, maxDistance, CANDIDATES, nameLike, around);
    if (unit.whole) {
      const head = splitElision(this.language, typed)[0].toLowerCase();
      found = found.filter((candidate) => candidate.toLowerCase().startsWith(head));
    }
    if (found.length === 0) return;
    return {
      start: unit.start,
      end: unit.start + unit.text.length,
      original: unit.text,
      candidates: found.map((c) => applyCase(c, pattern)),
    };
  }

  /**
   * Best candidates from the dictionary and the App vocabulary, one per word, as display forms.
   * With the words around, the best `pool` by spelling and frequency are ranked again by the
   * pairs they make with them.
   */
  private candidates(typed: string, maxDistance: number, limit: number, vocabularyOnly: boolean, around?: Around): string[] {
    const lower = typed.toLowerCase();
    const options: SearchOptions = {
      maxDistance: Math.min(maxDistance, MAX_DISTANCE),
      costs: this.ranking.costs,
      substitution: this.substitution,
      frequencyWeight: this.ranking.frequencyWeight,
      // An acronym of the language (DEA, ONU) is no fix for a word typed in lower or title case;
      // the App's own words always are.
      skipAcronyms: casePattern(typed) !== 'upper',
    };
    const context = this.ranking.context;
    const ranked = around !== undefined && context.weight > 0 && this.pairs.length > 0 && (around.left !== undefined || around.right !== undefined);
    const pool = ranked ? Math.max(limit, context.pool) : limit;
    const found: Candidate[] = [];
    if (!vocabularyOnly) this.base.collect(lower, options, found, pool);
    if (this.overlay) {
      const own: Candidate[] = [];
      this.overlay.collect(lower, { ...options, skipAcronyms: false }, own, pool);
      found.push(...own);
      found.sort((a, b) => a.score - b.score);
    }
    const scored = found.map((candidate) => ({ word: candidate.dictionary.displayForm(candidate.id), score: candidate.score }));
    if (ranked) {
      for (const entry of scored) entry.score -= context.weight * this.association(entry.word, around);
      // Array.prototype.sort is stable: equal scores keep the order of spelling and frequency.
      scored.sort((a, b) => a.score - b.score);
    }
    const words: string[] = [];
    for (const { word } of scored) {
      if (!words.some((w) => w.toLowerCase() === word.toLowerCase())) words.push(word);
      if (words.length === limit) break;
    }
    return words;
  }

  /** How well a candidate fits between the words around it: the sum of its pairs' associations. */
  private association(word: string, around: Around): number {
    const { smoothing, clip } = this.ranking.context;
    const pieces = wordPieces(this.language, word);
    const first = pieces[0];
    const last = pieces[pieces.length - 1];
    let sum = 0;
    for (const pairs of this.pairs) {
      const { total } = pairs;
      const a = pairs.lookup(first);
      const z = first === last ? a : pairs.lookup(last);
      if (around.left !== undefined) {
        const l = pairs.lookup(around.left);
        sum += bound(association(pairs.pairCount(l, a), pairs.count(l), pairs.count(a), total, smoothing), clip);
      }
      if (around.right !== undefined) {
        const r = pairs.lookup(around.right);
        sum += bound(association(pairs.pairCount(z, r), pairs.count(z), pairs.count(r), total, smoothing), clip);
      }
    }
    return sum;
  }
}

function bound(x: number, limit: number): number {
  return x > limit ? limit : x < -limit ? -limit : x;
}

function buildResult(sentence: string, text: string, corrections: Correction[]): SpellcheckResult {
  let template = '';
  let corrected = '';
  let last = 0;
  corrections.forEach((c, k) => {
    template += text.slice(last, c.start) + `{${k}}`;
    corrected += text.slice(last, c.start) + c.candidates[0];
    last = c.end;
  });
  template += text.slice(last);
  corrected += text.slice(last);
  return {
    originalSentence: sentence,
    sentenceTemplate: template,
    correctWords: corrections.map((c) => c.candidates[0]),
    originalWords: corrections.map((c) => c.original),
    correctSentence: corrected,
    possibleCorrections: corrections.map((c) => ({ originalWord: c.original, corrections: c.candidates })),
  };
}
