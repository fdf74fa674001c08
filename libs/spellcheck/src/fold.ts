/**
 * Accent folding on single UTF-16 code units, without allocating strings: the index and the
 * ranking compare letters through this table so that `tambien` finds `también` and an
 * accent-only difference is cheap. Built once from Unicode decomposition (NFD), so it covers
 * Latin-1 and Latin Extended-A (é, ñ, ç, ő...). Letters that do not decompose (œ, æ, ß) stay.
 */
const DECOMPOSED = 0x250;
/**
 * The folded form of every UTF-16 code unit. Hot loops index it directly (through a module-level
 * alias: tsx compiles imported bindings to getters, a call per letter).
 */
export const FOLD = new Uint16Array(0x10000);
for (let code = 0; code < FOLD.length; code++) {
  const base = code < DECOMPOSED ? String.fromCharCode(code).normalize('NFD').charCodeAt(0) : code;
  FOLD[code] = base < 0x80 ? base : code;
}

export function foldCode(code: number): number {
  return FOLD[code];
}

export function foldString(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) out += String.fromCharCode(foldCode(text.charCodeAt(i)));
  return out;
}

/** For each ASCII letter, the other code units that fold to it (é, è, ê, ë... for e). */
const ACCENTED: number[][] = Array.from({ length: 0x80 }, () => []);
for (let code = 0x80; code < DECOMPOSED; code++) if (FOLD[code] < 0x80) ACCENTED[FOLD[code]].push(code);
const NONE: readonly number[] = [];

/** The code units other than `folded` (a folded code) that fold to it. */
export function accentedForms(folded: number): readonly number[] {
  return folded < 0x80 ? ACCENTED[folded] : NONE;
}
