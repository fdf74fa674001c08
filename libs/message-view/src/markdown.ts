import { linkify } from './linkify';
import { safeLinkHref } from './url';

/**
 * The markdown subset of bot text, parsed into a tree that the widget renders as DOM nodes: bot
 * strings only ever become text nodes, and the only attribute taken from them is a link's href,
 * vetted here (http, https, mailto). Anything outside the subset shows as typed.
 *
 *   **bold** __bold__   *italic* _italic_   `code`   [text](https://...)
 *   lines starting with "- ", "* " or "• " (bullets) or "1. " / "1) " (numbered); other line breaks kept
 */
export type Inline =
  string | { k: 'b' | 'i'; c: Inline[] } | { k: 'code'; t: string } | { k: 'a'; href: string; c: Inline[] } | { k: 'br' };

export type Block = { k: 'p'; c: Inline[] } | { k: 'ul'; items: Inline[][] } | { k: 'ol'; start: number; items: Inline[][] };

const LINK_SCHEMES = /^(https?|mailto):/i;

/** A markdown link's href, or null: http, https and mailto only (no tel:, no relative address). */
export function markdownHref(url: string): string | null {
  if (!LINK_SCHEMES.test(url.trim())) return null;
  const href = safeLinkHref(url);
  return href && LINK_SCHEMES.test(href) ? href : null;
}

/*
 * One pass finds the earliest of: `code`, [text](url), **bold** / __bold__, *italic* / _italic_.
 * Underscores only count at word edges, so snake_case_names stay as they are. Marked spans are at
 * most 500 characters and start and end on a letter, so a run of stars costs one scan, not a search.
 */
const TOKEN =
  /`([^`\n]{1,500})`|\[([^\]\n]{1,500})\]\(([^()\s]{1,2000})\)|\*\*(?=[^\s*])([^\n]{0,500}?[^\s*])\*\*|(^|[^\w])__(?=[^\s_])([^\n]{0,500}?[^\s_])__(?!\w)|\*(?=[^\s*])([^*\n]{0,500}?[^\s*])\*|(^|[^\w])_(?=[^\s_])([^_\n]{0,500}?[^\s_])_(?!\w)/;

/** Deep enough for "**bold _and italic_**", shallow enough that no input can recurse for long. */
const MAX_DEPTH = 4;

function plain(text: string, links: boolean, out: Inline[]): void {
  if (!text) return;
  if (!links) return void out.push(text);
  for (const s of linkify(text)) out.push(s.href && LINK_SCHEMES.test(s.href) ? { k: 'a', href: s.href, c: [s.text] } : s.text);
}

export function parseInline(text: string, links = true, depth = 0): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest) {
    const m = depth < MAX_DEPTH ? TOKEN.exec(rest) : null;
    if (!m) {
      plain(rest, links, out);
      break;
    }
    // Groups 5 and 8 are the character before an underscore run: it is text, not markup.
    const lead = m[5] ?? m[8] ?? '';
    plain(rest.slice(0, m.index + lead.length), links, out);
    if (m[1] !== undefined) out.push({ k: 'code', t: m[1] });
    else if (m[2] !== undefined) {
      const href = links ? markdownHref(m[3]!) : null;
      // A link the widget will not open shows as typed, so the visitor sees what the bot sent.
      if (href) out.push({ k: 'a', href, c: parseInline(m[2], false, depth + 1) });
      else out.push(m[0]);
    } else if (m[4] !== undefined || m[6] !== undefined) out.push({ k: 'b', c: parseInline((m[4] ?? m[6])!, links, depth + 1) });
    else out.push({ k: 'i', c: parseInline((m[7] ?? m[9])!, links, depth + 1) });
    rest = rest.slice(m.index + m[0].length);
  }
  return out;
}

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,9})[.)]\s+(.*)$/;

export function parseMarkdown(text: string): Block[] {
  const blocks: Block[] = [];
  let para: Inline[] | null = null;
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const last = blocks[blocks.length - 1];
    if (bullet || numbered) {
      para = null;
      const item = parseInline((bullet ? bullet[1] : numbered![2])!);
      if (bullet && last?.k === 'ul') last.items.push(item);
      else if (numbered && last?.k === 'ol') last.items.push(item);
      else blocks.push(bullet ? { k: 'ul', items: [item] } : { k: 'ol', start: Number(numbered![1]), items: [item] });
      continue;
    }
    if (para) para.push({ k: 'br' });
    else blocks.push({ k: 'p', c: (para = []) });
    para.push(...parseInline(line));
  }
  return blocks;
}
