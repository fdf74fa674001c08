import type { DimensionRules, Token } from '../../types';

// Local part and domain per the usual practical subset of RFC 5322 (no quoted local parts): the
// local part is dot-separated atoms (no leading, trailing or doubled dot: "..john@x.com" and
// "john..doe@x.com" are no addresses, nor any part of them); domain labels neither start nor end with "-".
const ATOM = '[\\p{L}\\p{N}_%+-]+';
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?';
const EMAIL = new RegExp(`(?<![\\p{L}\\p{N}._%+-])${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+\\p{L}{2,}(?![\\p{L}\\p{N}-]|\\.[\\p{L}\\p{N}])`, 'gu');

/**
 * An address spelled out, as a chat or a dictation gives it: "tom dot baker at gmail dot com", "sam_h(at)proton(dot)me",
 * "paul point roux arobase gmail point com", "luis punto vega arroba hotmail punto es", "lucy.grant at yahoo.com". The
 * domain ends with a common top-level domain. Groups: the local part, the domain.
 */
const AT = String.raw`(?:[ \u00a0]*[([{][ \u00a0]*(?:at|arobase|arroba)[ \u00a0]*[)\]}][ \u00a0]*|[ \u00a0]+(?:at|arobase|arobas|arroba)[ \u00a0]+)`;
const DOT = String.raw`(?:[ \u00a0]*[([{][ \u00a0]*(?:dot|point|punto)[ \u00a0]*[)\]}][ \u00a0]*|[ \u00a0]+(?:dot|point|punto)[ \u00a0]+|\.)`;
const TLD = 'com|org|net|edu|gov|info|biz|io|me|co|uk|fr|es|de|it|be|ch|ca|eu|us|mx|ar|cl|pe|nl|pt|ie|lu|ma|dz|tn|re|cat|eus|gal';
const SPELLED = new RegExp(
  String.raw`(?<![\p{L}\p{N}._%+@-])(${ATOM}(?:${DOT}${ATOM})*)${AT}((?:${LABEL}${DOT})+(?:${TLD}))(?![\p{L}\p{N}@-]|\.[\p{L}\p{N}])`,
  'giu',
);
const SPELLED_CUE = /(?:^|[^\p{L}])(?:at|arobase|arobas|arroba)(?![\p{L}])/u;
/** Words of mail before an address: then a plain name may open it ("my email: claire arobase free point fr"). */
const MAIL_WORD = /(?:^|[^\p{L}])(?:e-?mail|mail|courriel|correo|adresse|address|direcci[oó]n|contact[oa]?|write|[ée]cri(?:s|vez)|escr[ií]be(?:me|nos)?)(?![\p{L}])/iu;
const SPELLED_JOIN = new RegExp(DOT, 'giu');
/** Whom one writes to, never a local part: "contact us at acme.com", "email me at shop dot com". */
const PRONOUNS = new Set(['me', 'us', 'him', 'her', 'them', 'you', 'it', 'moi', 'nous', 'vous', 'lui', 'eux']);

/**
 * Spelled addresses: one whose local part is a plain word ("john at example dot com", "i work at google dot com") counts
 * only after a word of mail; one with a dot, a digit or an underscore in its local part anywhere.
 */
function spelled(ctx: { text: string; original: string }, out: Token[]): void {
  if (!SPELLED_CUE.test(ctx.text)) return;
  SPELLED.lastIndex = 0;
  for (let m = SPELLED.exec(ctx.text); m; m = SPELLED.exec(ctx.text)) {
    const local = m[1]!;
    const start = m.index;
    const end = start + m[0].length;
    const plain = /^[\p{L}-]+$/u.test(local);
    if (plain && (PRONOUNS.has(local.toLowerCase()) || !MAIL_WORD.test(ctx.text.slice(0, start)))) continue;
    if (out.some((t) => t.start < end && start < t.end)) continue;
    const join = (s: string) => s.replace(SPELLED_JOIN, '.');
    const at = start + m[1]!.length;
    const value = `${join(ctx.original.slice(start, at))}@${join(ctx.original.slice(end - m[2]!.length, end))}`;
    out.push({ dim: 'email', start, end, value: { value: value.replace(/\s+/g, ''), type: 'string' } });
  }
}

export const emailRules: DimensionRules = {
  dim: 'email',
  extract(ctx) {
    const out: Token[] = [];
    spelled(ctx, out);
    if (ctx.text.indexOf('@') < 0) return out;
    EMAIL.lastIndex = 0;
    for (let m = EMAIL.exec(ctx.text); m; m = EMAIL.exec(ctx.text)) {
      // The value keeps the original spelling (case and accents as typed).
      const value = ctx.original.slice(m.index, m.index + m[0].length);
      out.push({ dim: 'email', start: m.index, end: m.index + m[0].length, value: { value, type: 'string' } });
    }
    return out;
  },
};
