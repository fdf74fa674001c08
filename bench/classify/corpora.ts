import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Lang } from '@parley/classifier';

const ROOT = join(__dirname, '../..');

/**
 * Where the shared benchmark corpora live: `../shared/data/intents` beside the repository (the
 * team's machines, CI), or `PARLEY_INTENTS_DIR`. Read by benchmarks only, never shipped.
 */
export const DATA_DIR = process.env.PARLEY_INTENTS_DIR ?? join(ROOT, '../shared/data/intents');

export const BRAUN = ['ChatbotCorpus', 'AskUbuntuCorpus', 'WebApplicationsCorpus'];
export const CORPORA = [...BRAUN, 'NlpjsCorpus50-en', 'NlpjsCorpus50-es'];

export interface Example {
  text: string;
  intent: string;
}

export interface Corpus {
  name: string;
  lang: Lang;
  train: Example[];
  test: Example[];
}

/**
 * Corpora of public data that are on neither npm nor the shared data: read when a file of that name
 * is in `PARLEY_EXTRA_INTENTS_DIR` (or the shared folder), and reported beside the others; the
 * bench runs without them. `NlpjsCorpus50-fr`: the French translation of NLP.js's 50-intent corpus
 * (its repository's `examples/13-languages/corpora/corpus-fr.json`, MIT), made with
 * `convert-nlpjs.ts` (two intents it left in English are left out): chit-chat and questions about
 * the bot, another domain than `ShopFaq-fr`.
 */
export const OPTIONAL = ['NlpjsCorpus50-fr'];
const EXTRA_DIR = process.env.PARLEY_EXTRA_INTENTS_DIR;

export function optionalCorpora(): Corpus[] {
  const found: Corpus[] = [];
  for (const name of OPTIONAL) {
    const dir = [EXTRA_DIR, DATA_DIR].find((d) => d && existsSync(join(d, `${name}.json`)));
    if (dir) found.push(loadCorpus(name, dir));
  }
  return found;
}

export function corporaMissing(): string | undefined {
  const missing = CORPORA.filter((name) => !existsSync(join(DATA_DIR, `${name}.json`)));
  return missing.length ? `missing in ${DATA_DIR}: ${missing.join(', ')}` : undefined;
}

export function loadCorpus(name: string, dir = DATA_DIR): Corpus {
  const raw = JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8')) as {
    lang: Lang;
    sentences: { text: string; intent: string; training: boolean }[];
  };
  const pick = (training: boolean) => raw.sentences.filter((s) => s.training === training).map(({ text, intent }) => ({ text, intent }));
  return { name, lang: raw.lang, train: pick(true), test: pick(false) };
}
