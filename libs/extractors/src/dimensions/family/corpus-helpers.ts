import type { CorpusExample } from '../../types';

/**
 * Builds examples whose value has a name and a sex (family, forename): each sentence marks the
 * expected bodies as `[body=value/sex]`; `field` names the value key ("value" for both today).
 */
export function marked(sentences: readonly string[]): CorpusExample[] {
  return sentences.map((s) => {
    const expected: CorpusExample['expected'] = [];
    const text = s.replace(/\[([^\]=]+)=([^\]/]+)\/(male|female|unisex)\]/g, (_a, body: string, value: string, sex: string) => {
      expected.push({ body, value: { value, sex } });
      return body;
    });
    return { text, expected };
  });
}
