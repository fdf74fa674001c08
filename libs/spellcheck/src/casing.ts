/** The case pattern of a typed word, applied to its correction (`Thenk` -> `Thank`, `HELO` -> `HELLO`). */
export type CasePattern = 'lower' | 'capitalised' | 'upper' | 'mixed';

export function casePattern(word: string): CasePattern {
  const lower = word.toLowerCase();
  if (word === lower) return 'lower';
  const upper = word.toUpperCase();
  if (word === upper) return word.length > 1 ? 'upper' : 'capitalised';
  const rest = word.slice(1);
  if (word[0] !== lower[0] && rest === rest.toLowerCase()) return 'capitalised';
  return 'mixed';
}

/** `candidate` is the dictionary's display form: names keep their own capitals (`paris` -> `Paris`). */
export function applyCase(candidate: string, pattern: CasePattern): string {
  switch (pattern) {
    case 'upper':
      return candidate.toUpperCase();
    case 'capitalised':
      return candidate.charAt(0).toUpperCase() + candidate.slice(1);
    default:
      return candidate;
  }
}
