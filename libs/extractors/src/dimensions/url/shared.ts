import { links } from '../../shared/links';
import type { DimensionRules, RuleContext, Token } from '../../types';

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
    const out: Token[] = [];
    for (const m of links(ctx)) {
      if (m.schema === 'mailto:' || insideEmail(ctx, m.start, m.end)) continue;
      if (m.schema === '' && !/^www\./i.test(m.raw) && GLUED.test(m.raw)) continue;
      // "user@host/path" style matches start right after an "@": that is an e-mail or a handle.
      if (ctx.original[m.start - 1] === '@') continue;
      out.push({ dim: 'url', start: m.start, end: m.end, value: { value: m.raw, type: 'string' } });
    }
    return out;
  },
};
