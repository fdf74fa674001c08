import type { CorpusExample } from '../../types';

/** Builds colour examples: each sentence marks the expected bodies as `[body=HEX/name]`. */
export function colored(sentences: readonly string[]): CorpusExample[] {
  return sentences.map((s) => {
    const expected: CorpusExample['expected'] = [];
    const text = s.replace(/\[([^\]=]+)=([0-9A-F]{6})\/([^\]]+)\]/g, (_a, body: string, value: string, name: string) => {
      expected.push({ body, value: { value, name } });
      return body;
    });
    return { text, expected };
  });
}
