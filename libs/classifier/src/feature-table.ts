/** Open addressing with linear probing over typed arrays: feature hash -> row. */
export interface FeatureTable {
  slots: Uint32Array;
  rows: Int32Array;
}

export function buildTable(hashes: ArrayLike<number>): FeatureTable {
  let size = 16;
  while (size < hashes.length * 2) size *= 2;
  const slots = new Uint32Array(size);
  const rows = new Int32Array(size).fill(-1);
  const mask = size - 1;
  for (let row = 0; row < hashes.length; row++) {
    let s = hashes[row] & mask;
    while (rows[s] !== -1) s = (s + 1) & mask;
    slots[s] = hashes[row];
    rows[s] = row;
  }
  return { slots, rows };
}

/** Row of a feature, or -1 when training never saw it. */
export function lookup(table: FeatureTable, hash: number): number {
  const mask = table.slots.length - 1;
  let s = hash & mask;
  for (;;) {
    const row = table.rows[s];
    if (row === -1) return -1;
    if (table.slots[s] === hash) return row;
    s = (s + 1) & mask;
  }
}
