/** A line diff for the terminal: `-` lines of `before`, `+` lines of `after`, with context. */
export function lineDiff(before: string, after: string, options: { context?: number; maxLines?: number } = {}): string[] {
  const context = options.context ?? 2;
  const maxLines = options.maxLines ?? 200;
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const ops: { op: ' ' | '-' | '+'; line: string; at: number }[] = [];
  if (midA.length * midB.length <= 4_000_000) {
    // Longest common subsequence of the changed middle.
    const n = midA.length;
    const m = midB.length;
    const lcs = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
    for (let i = n - 1; i >= 0; i--)
      for (let j = m - 1; j >= 0; j--)
        lcs[i]![j] = midA[i] === midB[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    let i = 0;
    let j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && midA[i] === midB[j]) ops.push({ op: ' ', line: midA[i++]!, at: start + j++ });
      else if (j < m && (i >= n || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) ops.push({ op: '+', line: midB[j]!, at: start + j++ });
      else ops.push({ op: '-', line: midA[i++]!, at: start + j });
    }
  } else {
    for (const line of midA) ops.push({ op: '-', line, at: start });
    for (const [k, line] of midB.entries()) ops.push({ op: '+', line, at: start + k });
  }
  const out: string[] = [];
  const before0 = a.slice(Math.max(0, start - context), start);
  if (ops.length === 0) return out;
  out.push(`@@ line ${start + 1} @@`);
  for (const line of before0) out.push(`  ${line}`);
  let lastChange = -1;
  ops.forEach((o, k) => {
    if (o.op !== ' ') lastChange = k;
  });
  for (const [k, o] of ops.entries()) {
    if (o.op === ' ') {
      const nearPrev = ops.slice(Math.max(0, k - context), k).some((p) => p.op !== ' ');
      const nearNext = ops.slice(k + 1, k + 1 + context).some((p) => p.op !== ' ');
      if (!nearPrev && !nearNext) {
        if (out[out.length - 1] !== '  ...') out.push('  ...');
        continue;
      }
    }
    if (k > lastChange && o.op === ' ') break;
    out.push(`${o.op} ${o.line}`);
  }
  for (const line of a.slice(endA, endA + context)) out.push(`  ${line}`);
  if (out.length > maxLines) return [...out.slice(0, maxLines), `... ${out.length - maxLines} more lines`];
  return out;
}
