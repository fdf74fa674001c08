import type { Lang } from '@parley/classifier';
import { NONE, type BenchEngine } from './engines';

// NLP.js ships CommonJS without types; only the calls used here are declared.
interface NlpjsNlp {
  use(plugin: unknown): void;
  addDocument(lang: string, text: string, intent: string): void;
  train(): Promise<void>;
  process(lang: string, text: string): Promise<{ intent?: string; classifications?: { intent: string; score: number }[] }>;
}
/* eslint-disable @typescript-eslint/no-require-imports */
const { Nlp } = require('@nlpjs/nlp') as { Nlp: new (settings: object) => NlpjsNlp };
const { LangEn } = require('@nlpjs/lang-en') as { LangEn: unknown };
const { LangEs } = require('@nlpjs/lang-es') as { LangEs: unknown };
const { LangFr } = require('@nlpjs/lang-fr') as { LangFr: unknown };
const LANG_PLUGIN: Record<Lang, unknown> = { en: LangEn, es: LangEs, fr: LangFr };
/* eslint-enable @typescript-eslint/no-require-imports */

/** NLP.js 4 with its defaults (neural network, threshold 0.5), as its own benchmark runs it. */
export const nlpjsEngine: BenchEngine<{ nlp: NlpjsNlp; lang: Lang }> = {
  name: 'nlp.js',
  async train(examples, lang) {
    const nlp = new Nlp({ languages: [lang], autoSave: false, nlu: { log: false } });
    nlp.use(LANG_PLUGIN[lang]);
    for (const { text, intent } of examples) nlp.addDocument(lang, text, intent);
    await nlp.train();
    return { nlp, lang };
  },
  async classify({ nlp, lang }, sentence) {
    const { intent } = await nlp.process(lang, sentence);
    return !intent || intent === 'None' ? NONE : intent;
  },
  async score({ nlp, lang }, sentence) {
    // Its best trained intent; a best "None" (its own fallback) counts as a score of 0.
    const best = (await nlp.process(lang, sentence)).classifications?.[0];
    return !best || best.intent === 'None' ? { label: NONE, probability: 0 } : { label: best.intent, probability: best.score };
  },
  defaultThreshold: 0.5,
};
