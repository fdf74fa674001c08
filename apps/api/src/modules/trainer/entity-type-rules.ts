import { dimensionOf, patternProblem } from '@parley/extractors';
import type { EntityTypeValue } from '@parley/persistence';

/**
 * The rules of an entity type beyond its shape (`createEntityTypeBody`): a name that is no built-in
 * dimension's, patterns that RE2 runs and no backtracking engine would hang on. The entity API and
 * the training data import hold types to both.
 */
export function entityTypeProblems(fields: { name?: unknown; patterns?: unknown }): { field: string; problem: string }[] {
  const problems: { field: string; problem: string }[] = [];
  if (typeof fields.name === 'string' && dimensionOf(fields.name)) {
    problems.push({ field: 'name', problem: `is a built-in dimension (${fields.name}): choose another name` });
  }
  if (Array.isArray(fields.patterns)) {
    fields.patterns.forEach((p, i) => {
      if (typeof p !== 'string') return;
      const problem = patternProblem(p);
      if (problem) problems.push({ field: `patterns.${i}`, problem });
    });
  }
  return problems;
}

/** Values trimmed, synonyms without repeats nor the value itself, case and accents aside. */
export function cleanValues(values: { value: string; synonyms?: string[] }[]): EntityTypeValue[] {
  return values.map((v) => {
    const value = v.value.trim();
    const seen = new Set([foldCase(value)]);
    const synonyms: string[] = [];
    for (const s of v.synonyms ?? []) {
      const t = s.trim();
      if (!t || seen.has(foldCase(t))) continue;
      seen.add(foldCase(t));
      synonyms.push(t);
    }
    return { value, synonyms };
  });
}

/** A text with case and accents aside: how values and synonyms compare. */
export function foldCase(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}
