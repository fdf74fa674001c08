import type { DimensionRules, RuleContext, Token } from '../../types';
import { linkify } from './linkify';

// Cheap pre-check: every URL linkify-it reports here holds a dot before a letter (the host's
// top-level domain) or "//" (after a scheme, or "//localhost"); "3.50" or "6:45" alone cannot be one.
const MAYBE_URL = /\.\p{L}|\/\//u;
// A host written without scheme, "www." nor path whose last label starts with a capital is
// usually two sentences glued together ("at home.It was"), not a link.
const GLUED = /^[^/:]*\.\p{Lu}[^/]*$/u;

function insideEmail(ctx: RuleContext, start: number, end: number): boolean {
  return ctx.tokens('email').some((e) => e.start < end && e.end > start);
}

export const urlRules: DimensionRules = {
  dim: 'url',
  needs: ['email'],
  extract(ctx) {
    // linkify-it runs on the original: paths and queries are case-sensitive.
    if (!MAYBE_URL.test(ctx.original)) return [];
    const out: Token[] = [];
    for (const m of linkify.match(ctx.original) ?? []) {
      if (m.schema === 'mailto:' || insideEmail(ctx, m.index, m.lastIndex)) continue;
      if (m.schema === '' && !/^www\./i.test(m.raw) && GLUED.test(m.raw)) continue;
      // "user@host/path" style matches start right after an "@": that is an e-mail or a handle.
      if (ctx.original[m.index - 1] === '@') continue;
      out.push({ dim: 'url', start: m.index, end: m.lastIndex, value: { value: m.raw, type: 'string' } });
    }
    return out;
  },
};
