import type { Dimension, DimensionRules, RuleContext, Token } from '../../types';

/** Whether [start, end) overlaps an e-mail or URL already found in the sentence. */
function insideContact(ctx: RuleContext, start: number, end: number): boolean {
  for (const dim of ['email', 'url'] as const) {
    for (const t of ctx.tokens(dim)) if (t.start < end && t.end > start) return true;
  }
  return false;
}

/**
 * Rules for a sigil-prefixed tag ("@name", "#topic"): `pattern` must be global and capture the
 * tag without its sigil in group 1. Tags inside e-mails and URLs are parts of those, not tags.
 */
export function tagRules(dim: Dimension, pattern: RegExp, sigil: string): DimensionRules {
  return {
    dim,
    needs: ['email', 'url'],
    extract(ctx) {
      if (!ctx.original.includes(sigil)) return [];
      const out: Token[] = [];
      pattern.lastIndex = 0;
      // The original keeps the case as typed ("@JohnDoe" -> "JohnDoe").
      for (let m = pattern.exec(ctx.original); m; m = pattern.exec(ctx.original)) {
        const start = m.index;
        const end = start + m[0].length;
        if (insideContact(ctx, start, end)) continue;
        out.push({ dim, start, end, value: { value: m[1]!, type: 'string' } });
      }
      return out;
    },
  };
}
