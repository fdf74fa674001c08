/**
 * Keys next to each other on the keyboards the three languages are typed on: a substitution
 * between neighbours is the commonest typing slip, so it costs less than any other.
 */
const LAYOUTS = {
  qwerty: ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'],
  azerty: ['azertyuiop', 'qsdfghjklm', 'wxcvbn'],
} as const;

export type KeyboardLayout = keyof typeof LAYOUTS;

/** A set of 16-bit pairs (a << 8 | b) for neighbouring ASCII letters, both orders. */
export function keyboardNeighbours(layout: KeyboardLayout): Set<number> {
  const rows = LAYOUTS[layout];
  const pairs = new Set<number>();
  const add = (a: string | undefined, b: string | undefined) => {
    if (!a || !b) return;
    pairs.add((a.charCodeAt(0) << 8) | b.charCodeAt(0));
    pairs.add((b.charCodeAt(0) << 8) | a.charCodeAt(0));
  };
  rows.forEach((row, r) => {
    for (let i = 0; i < row.length; i++) {
      add(row[i], row[i + 1]);
      // Staggered rows: key i touches keys i and i-1 of the row below (qwerty and azerty alike).
      const below = rows[r + 1];
      if (below) {
        add(row[i], below[i]);
        add(row[i], below[i - 1]);
      }
    }
  });
  return pairs;
}
