import type { Lang } from '@parley/classifier';
import { NONE, type BenchEngine } from './engines';

// NLP.js ships CommonJS without types; only the calls used here are declared.
interface NlpjsNlp {
  use(plugin: unknown): void;
  addDocument(lang: string, text: string, intent: string): void;
  train(): Promise<void>;
  process(lang: string, text: string): Promise<{ intent?: string }>;
}
/* eslint-disable @typescript-eslint/no-require-imports */
const { Nlp } = require('@nlpjs/nlp') as { Nlp: new (settings: object) => NlpjsNlp };
const { LangEn } = require('@nlpjs/lang-en') as { LangEn: unknown };
const { LangEs } = require('@nlpjs/lang-es') as { LangEs: unknown };
/* eslint-enable @typescript-eslint/no-require-imports */

/** NLP.js 4 with its defaults (neural network, threshold 0.5), as its own benchmark runs it. */
export const nlpjsEngine: BenchEngine<{ nlp: NlpjsNlp; lang: Lang }> = {
  name: 'nlp.js',
  async train(examples, lang) {
    const nlp = new Nlp({ languages: [lang], autoSave: false, nlu: { log: false } });
    nlp.use(lang === 'es' ? LangEs : LangEn);
    for (const { text, intent } of examples) nlp.addDocument(lang, text, intent);
    await nlp.train();
    return { nlp, lang };
  },
  async classify({ nlp, lang }, sentence) {
    const { intent } = await nlp.process(lang, sentence);
    return !intent || intent === 'None' ? NONE : intent;
  },
};
