import { HttpException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { parseSpellcheckKey, vocabularyFromTexts, type MaxDistance, type Speller, type SpellcheckResult } from '@parley/spellcheck';
import type { DataSource } from 'typeorm';
import { MAX_SENTENCE } from './entity-extraction.service';
import { SPELLERS, type Spellers } from './spellers.provider';

type Lang = 'en' | 'fr' | 'es';

interface VocabularyEntry {
  version: number;
  checkedAt: number;
  words: string[];
  spellers: Partial<Record<Lang, Speller>>;
}

// How long an App's vocabulary is trusted before its trainer version is checked again.
const VOCABULARY_TTL_MS = 2000;
const MAX_APPS = 500;

/**
 * Spell checking against the language dictionary plus the App's own words (QnA titles and
 * utterances, Intent labels and utterances), so product names are never "corrected" and typos of
 * them are.
 */
@Injectable()
export class SpellcheckService {
  private readonly vocabularies = new Map<string, VocabularyEntry>();

  constructor(
    @Inject(SPELLERS) private readonly spellers: Spellers,
    @InjectDataSource() private readonly ds: DataSource,
  ) {}

  async checkWithKey(appId: string, sentence: string, key: string): Promise<SpellcheckResult> {
    const { language, maxDistance } = parseSpellcheckKey(key);
    return this.check(appId, sentence, language, maxDistance);
  }

  async check(appId: string, sentence: string, lang: Lang, maxDistance: MaxDistance): Promise<SpellcheckResult> {
    if (sentence.length > MAX_SENTENCE) {
      throw new HttpException(
        { message: `sentence is longer than ${MAX_SENTENCE} characters`, details: [{ field: 'sentence', problem: `must be at most ${MAX_SENTENCE} characters (got ${sentence.length})` }] },
        413,
      );
    }
    const speller = await this.spellerFor(appId, lang);
    return speller.check(sentence, { maxDistance });
  }

  private async spellerFor(appId: string, lang: Lang): Promise<Speller> {
    const now = Date.now();
    let entry = this.vocabularies.get(appId);
    if (!entry || now - entry.checkedAt > VOCABULARY_TTL_MS) {
      const rows: { version: number }[] = await this.ds.query('SELECT version FROM trainer_states WHERE app_id = $1', [appId]);
      const version = rows[0]?.version ?? 0;
      if (!entry || entry.version !== version) {
        entry = { version, checkedAt: now, words: await this.loadWords(appId), spellers: {} };
        this.vocabularies.delete(appId);
        if (this.vocabularies.size >= MAX_APPS) this.vocabularies.delete(this.vocabularies.keys().next().value!);
        this.vocabularies.set(appId, entry);
      } else entry.checkedAt = now;
    }
    if (!entry.words.length) return this.spellers[lang];
    return (entry.spellers[lang] ??= this.spellers[lang].withVocabulary(entry.words));
  }

  private async loadWords(appId: string): Promise<string[]> {
    const rows: { text: string }[] = await this.ds.query(
      `SELECT title AS text FROM qnas WHERE app_id = $1
       UNION ALL SELECT u->>'value' FROM qnas, jsonb_array_elements(utterances) u WHERE app_id = $1
       UNION ALL SELECT label FROM intents WHERE app_id = $1
       UNION ALL SELECT u->>'value' FROM intents, jsonb_array_elements(utterances) u WHERE app_id = $1`,
      [appId],
    );
    return vocabularyFromTexts(rows.map((r) => r.text ?? ''));
  }
}
