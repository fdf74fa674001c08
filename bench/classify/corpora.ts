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

export function corporaMissing(): string | undefined {
  const missing = CORPORA.filter((name) => !existsSync(join(DATA_DIR, `${name}.json`)));
  return missing.length ? `missing in ${DATA_DIR}: ${missing.join(', ')}` : undefined;
}

export function loadCorpus(name: string): Corpus {
  const raw = JSON.parse(readFileSync(join(DATA_DIR, `${name}.json`), 'utf8')) as {
    lang: Lang;
    sentences: { text: string; intent: string; training: boolean }[];
  };
  const pick = (training: boolean) => raw.sentences.filter((s) => s.training === training).map(({ text, intent }) => ({ text, intent }));
  return { name, lang: raw.lang, train: pick(true), test: pick(false) };
}
