import { Injectable } from '@nestjs/common';
import { parseSpellcheckKey, vocabularyFromTexts, type MaxDistance, type Speller, type SpellcheckResult } from '@parley/spellcheck';
import { TrainerStore, TrainerVersions } from '@parley/trainer-runtime';
import { NlpEngines, SHORT_SENTENCE } from './nlp-engines';
import type { Language } from '@parley/contracts';


interface VocabularyEntry {
  version: number;
  /** The language's speller with the App's words and phrases; absent when the App has no words. */
  speller?: Speller;
}

const MAX_APPS = 500;

/**
 * The most words of an App the speller knows: those found in the most of its texts. Indexing them
 * takes about 10 µs a word on the event loop at each change of the App (50,000 words: half a second
 * during which nothing else is answered); 5,000 is far more than a bot's own names and jargon.
 */
export const MAX_VOCABULARY = 5000;

/**
 * Spell checking against the language dictionary plus the App's own words (QnA titles and
 * utterances, Intent labels and utterances; the MAX_VOCABULARY most used), so product names are
 * never "corrected" and typos of them are; the word pairs of the same texts rank a typo's
 * candidates by the words around it, with the language's own pairs. A long sentence is checked a few milliseconds at a time
 * (`NlpEngines.slices`). The words come from the trainer's store, and are read again when the App's trainer
 * version moves on (the process's one version cache, which a change made here updates at once and
 * the change signal keeps in step with other instances).
 */
@Injectable()
export class SpellcheckService {
  private readonly vocabularies = new Map<string, VocabularyEntry>();

  constructor(
    private readonly engines: NlpEngines,
    private readonly store: TrainerStore,
    private readonly versions: TrainerVersions,
  ) {}

  async checkWithKey(appId: string, sentence: string, key: string): Promise<SpellcheckResult> {
    const { language, maxDistance } = parseSpellcheckKey(key);
    return this.check(appId, sentence, language, maxDistance);
  }

  async check(appId: string, sentence: string, lang: Language, maxDistance: MaxDistance): Promise<SpellcheckResult> {
    const speller = await this.spellerFor(appId, lang);
    if (sentence.length <= SHORT_SENTENCE) return speller.check(sentence, { maxDistance });
    // A word at a time, a few milliseconds per turn of the event loop, the App's turn after other Apps'.
    return this.engines.slices.run(appId, speller.checking(sentence, { maxDistance }));
  }

  private async spellerFor(appId: string, lang: Language): Promise<Speller> {
    const version = await this.versions.current(appId);
    // Per App and language: an App's words join only the speller of the language they are written in.
    const key = `${appId}:${lang}`;
    let entry = this.vocabularies.get(key);
    if (!entry || entry.version < version) {
      const { version: read, texts } = await this.store.vocabulary(appId, lang);
      this.versions.observe(appId, read);
      const words = vocabularyFromTexts(texts, { limit: MAX_VOCABULARY });
      entry = { version: read, speller: words.length ? (await this.engines.speller(lang)).withVocabulary(words, { phrases: texts }) : undefined };
      this.vocabularies.delete(key);
      if (this.vocabularies.size >= MAX_APPS) this.vocabularies.delete(this.vocabularies.keys().next().value!);
      this.vocabularies.set(key, entry);
    }
    return entry.speller ?? (await this.engines.speller(lang));
  }
}
