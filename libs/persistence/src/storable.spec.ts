import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, unstorableParts } from './storable';

const nestedDeeperThan = (v: unknown, max: number) => unstorableParts(v, max).length > 0;

const nest = (levels: number): unknown => {
  let v: unknown = 'leaf';
  for (let i = 0; i < levels; i++) v = i % 2 ? { a: v } : [v];
  return v;
};

describe('unstorableParts: nesting', () => {
  it('counts the levels of objects and arrays, not of scalars', () => {
    expect(nestedDeeperThan({}, 1)).toBe(false);
    expect(nestedDeeperThan({ a: 1, b: 'x', c: null }, 1)).toBe(false);
    expect(nestedDeeperThan({ a: [] }, 1)).toBe(true);
    expect(nestedDeeperThan(nest(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestedDeeperThan(nest(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
  });

  it('finds a deep branch beside shallow ones', () => {
    expect(nestedDeeperThan({ shallow: [1, 2], deep: nest(40), other: { x: 1 } }, MAX_JSON_DEPTH)).toBe(true);
  });

  it('walks a 100,000-level body without overflowing the stack', () => {
    expect(nestedDeeperThan(JSON.parse('['.repeat(100_000) + ']'.repeat(100_000)), MAX_JSON_DEPTH)).toBe(true);
  });

  it('leaves room for the deepest real body, a QnA answer with a table', () => {
    const qna = { title: 'Prices', questions: [{ value: 'how much' }], answers: [{ type: 'table', payload: { value: { schema: [{ key: 'a', label: 'A' }], rows: [{ a: 'x' }] } } }] };
    expect(nestedDeeperThan(qna, MAX_JSON_DEPTH)).toBe(false);
  });
});

describe('unstorableParts: NUL characters', () => {
  it('names every string field holding a NUL, with its path', () => {
    expect(unstorableParts({ title: 'a\u0000b', ok: 'fine', answers: [{ payload: { value: '\u0000' } }], tags: ['x', 'y\u0000'] })).toEqual([
      { field: 'title', problem: 'must not contain the NUL character' },
      { field: 'answers.0.payload.value', problem: 'must not contain the NUL character' },
      { field: 'tags.1', problem: 'must not contain the NUL character' },
    ]);
  });

  it('lets other control and unusual characters through (they are stored as sent)', () => {
    expect(unstorableParts({ name: '\u202e💥\t\u0001é' })).toEqual([]);
  });
});

describe('unstorableParts: lone surrogates', () => {
  it('names a string holding half of a surrogate pair, and lets whole pairs (emoji) through', () => {
    expect(unstorableParts({ a: 'x\ud800y', b: 'end\udc00', c: '😀 fine', d: ['\ud83d'] })).toEqual([
      { field: 'a', problem: 'must be well-formed Unicode (it holds a lone surrogate)' },
      { field: 'b', problem: 'must be well-formed Unicode (it holds a lone surrogate)' },
      { field: 'd.0', problem: 'must be well-formed Unicode (it holds a lone surrogate)' },
    ]);
  });
});
