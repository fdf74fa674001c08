import { safeLinkHref } from './url';

export type Segment = { text: string; href?: string };

/*
 * Hand-written rather than linkifyjs/linkify-it: those weigh 10-25 KB minified, as much
 * as the whole widget budget, for TLD tables a chat bubble does not need.
 * No regex lookbehind: Safari before 16.4 throws a SyntaxError on it at parse time.
 * Group 1 is the character before the link (start, space, bracket), kept as text.
 */
const CANDIDATE =
  /(^|[^\w@/.+-])((?:https?:\/\/|www\.)[^\s<>"'`]+|[\w.+-]+@[a-z\d-]+(?:\.[a-z\d-]+)*\.[a-z]{2,}\b)/gi;
const TRAILING = /[.,;:!?'"*_~]+$/;

/** Drop sentence punctuation and unbalanced closing brackets glued to the end of a URL. */
function trimTail(candidate: string): string {
  let url = candidate;
  for (;;) {
    const before = url;
    url = url.replace(TRAILING, '');
    for (const [open, close] of [['(', ')'], ['[', ']'], ['{', '}']]) {
      if (url.endsWith(close) && url.split(close).length > url.split(open).length) url = url.slice(0, -1);
    }
    if (url === before) return url;
  }
}

function hrefOf(text: string): string | null {
  if (/^www\./i.test(text)) return safeLinkHref('https://' + text);
  if (!/^https?:\/\//i.test(text)) return safeLinkHref('mailto:' + text);
  return safeLinkHref(text);
}

/**
 * Splits message text into plain and link segments. The caller renders each segment as a
 * text node (never as HTML), so markup in bot text shows literally.
 */
export function linkify(text: string): Segment[] {
  const out: Segment[] = [];
  let last = 0;
  const push = (seg: Segment) => {
    const prev = out[out.length - 1];
    if (!seg.href && prev && !prev.href) prev.text += seg.text;
    else if (seg.text) out.push(seg);
  };
  CANDIDATE.lastIndex = 0;
  for (let m = CANDIDATE.exec(text); m; m = CANDIDATE.exec(text)) {
    const start = m.index + m[1].length;
    const link = trimTail(m[2]);
    const href = link.length > 4 ? hrefOf(link) : null;
    if (!href) continue;
    push({ text: text.slice(last, start) });
    push({ text: link, href });
    last = start + link.length;
    CANDIDATE.lastIndex = last;
  }
  push({ text: text.slice(last) });
  return out;
}
