import type { CorpusExample } from '../../types';

/**
 * Builds string-valued examples (url, handle, hashtag): each sentence holds the expected bodies
 * in `[brackets]`; the value is the body minus `strip` (the sigil) unless given after a "|".
 */
export function bracketed(sentences: readonly string[], strip = ''): CorpusExample[] {
  return sentences.map((s) => {
    const expected: CorpusExample['expected'] = [];
    const text = s.replace(/\[([^\]|]+)(?:\|([^\]]+))?\]/g, (_all, body: string, value?: string) => {
      expected.push({ body, value: { value: value ?? body.slice(strip.length), type: 'string' } });
      return body;
    });
    return { text, expected };
  });
}
