import { describe, expect, it } from 'vitest';
import { importSummary, importWhole, problemPlace } from './training-data';

describe('an import preview in words', () => {
  it('sums up what an import does', () => {
    expect(importSummary({ new: 2, changed: 1, unchanged: 0 })).toBe('2 new, 1 changed, 0 unchanged');
  });
  it('adds the entity types of a file that has some', () => {
    const none = { new: 0, changed: 0, unchanged: 0 };
    expect(importWhole({ summary: { new: 2, changed: 0, unchanged: 0 }, entitySummary: none, entities: [] })).toBe('2 new, 0 changed, 0 unchanged');
    expect(importWhole({ summary: none, entitySummary: { new: 1, changed: 1, unchanged: 0 }, entities: [{}, {}] })).toBe(
      '0 new, 0 changed, 0 unchanged; entity types: 1 new, 1 changed, 0 unchanged',
    );
  });
  it('places a problem or an item in its file: line, zip entry or JSON path', () => {
    expect(problemPlace({ field: 'nlu.yml:7', file: 'nlu.yml', line: 7 })).toBe('nlu.yml:7');
    expect(problemPlace({ file: 'data.csv', line: 3 })).toBe('data.csv:3');
    expect(problemPlace({ file: 'export.json', path: 'qnas.0' })).toBe('export.json qnas.0');
    expect(problemPlace({ file: 'agent.zip/intents/greet.json' })).toBe('agent.zip/intents/greet.json');
  });
});
