import type { CorpusExample } from '../../types';

/** `num('I want 3', 3)` or with bodies `num('...', ['twenty-one', 21])`: one expected number each. */
export function num(text: string, ...expected: (number | [string, number])[]): CorpusExample {
  return {
    text,
    expected: expected.map((e) => {
      const [body, value] = typeof e === 'number' ? [undefined, e] : e;
      return { ...(body !== undefined ? { body } : {}), value: { value, type: Number.isInteger(value) ? 'integer' : 'float' } };
    }),
  };
}
