/**
 * Accent folding on single UTF-16 code units, without allocating strings: the index and the
 * ranking compare letters through this table so that `tambien` finds `también` and an
 * accent-only difference is cheap. Built once from Unicode decomposition (NFD), so it covers
 * Latin-1 and Latin Extended-A (é, ñ, ç, ő...). Letters that do not decompose (œ, æ, ß) stay.
 */
const TABLE_SIZE = 0x250;
const table = new Uint16Array(TABLE_SIZE);
for (let code = 0; code < TABLE_SIZE; code++) {
  const base = String.fromCharCode(code).normalize('NFD').charCodeAt(0);
  table[code] = base < 0x80 ? base : code;
}

export function foldCode(code: number): number {
  return code < TABLE_SIZE ? table[code] : code;
}

export function foldString(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) out += String.fromCharCode(foldCode(text.charCodeAt(i)));
  return out;
}
