/**
 * Sentences misspelt as customers type them, for `typos.ts`: a letter missing, doubled, changed for
 * its neighbour on the keyboard, or two swapped; never the first letter; seeded by the sentence, so
 * every run and engine reads the same text. A module of its own: importing it runs no bench.
 */
export type Noise = 'none' | 'one' | 'every';

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619) >>> 0;
  return h;
}

/** Letters next to each other on a QWERTY row, for a changed letter. */
const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
function neighbourKey(c: string): string {
  for (const row of ROWS) {
    const i = row.indexOf(c);
    if (i >= 0) return row[i + 1] ?? row[i - 1];
  }
  return c;
}

/** One typo in `word`, never at its first letter. */
export function typo(word: string, seed: number): string {
  const i = 1 + (seed % (word.length - 2));
  switch ((seed >>> 8) % 4) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1);
    case 1:
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    case 2:
      return word.slice(0, i) + neighbourKey(word[i]) + word.slice(i + 1);
    default:
      return word.slice(0, i) + word[i] + word.slice(i);
  }
}

export function misspell(text: string, noise: Noise): string {
  if (noise === 'none') return text;
  const parts = text.split(/(\s+)/);
  const long = parts.map((w, i) => [w, i] as const).filter(([w]) => /^\p{L}{5,}$/u.test(w));
  if (long.length === 0) return text;
  if (noise === 'one') {
    const [w, i] = long.reduce((a, b) => (b[0].length > a[0].length ? b : a));
    parts[i] = typo(w, hash(text));
  } else for (const [w, i] of long) parts[i] = typo(w, hash(text + i));
  return parts.join('');
}

