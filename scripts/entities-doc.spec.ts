import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIMENSIONS, Extractor } from '@parley/extractors';
import { describe, expect, it } from 'vitest';
import { loadExtractorData } from '../libs/extractors/data/load';
import { APP_ENTITY_TYPES, renderEntitiesDoc } from './entities-doc';

describe('docs/entities.md', () => {
  const page = renderEntitiesDoc(new Extractor(loadExtractorData()));

  it('is what the engine answers today (else: npm run docs:entities, and commit the file)', () => {
    expect(readFileSync(join(__dirname, '..', 'docs', 'entities.md'), 'utf8')).toBe(page);
  });

  it('has a section with one request and its answer for every dimension', () => {
    for (const dim of DIMENSIONS) {
      const section = page.split(/^## /m).find((s) => s.startsWith(`${dim}\n`));
      expect(section, dim).toBeDefined();
      expect(section!.match(/^GET \/nlp\/entity-extraction\/v0\?/gm), dim).toHaveLength(1);
      expect(section, dim).toContain(`dimensions=${dim}`);
    }
  });

  it("has a section on the App's own entity types, with one request and an answer that finds each", () => {
    const section = page.split(/^## /m).find((s) => s.startsWith('App entities\n'));
    expect(section).toBeDefined();
    expect(section!.match(/^GET \/nlp\/entity-extraction\/v0\?/gm)).toHaveLength(1);
    const answer = JSON.parse(/```json\n(\[[\s\S]*?\])\n```/.exec(section!)![1]!) as { dim: string; values: { match: string }[] }[];
    expect(answer.map((e) => e.dim).sort()).toEqual(APP_ENTITY_TYPES.map((t) => t.name).sort());
    expect(answer.flatMap((e) => e.values.map((v) => v.match))).toEqual(['fuzzy', 'pattern']);
  });
});
