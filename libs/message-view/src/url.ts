/**
 * Which URLs the widget turns into links or images. Bot content is untrusted: a
 * `javascript:` or `data:` action would run in the host page's origin.
 * The URL parser is used (not a regex) so the scheme we check is the one the browser
 * will use: it strips tabs, newlines and leading control characters (`java\nscript:`).
 */

const LINK_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'];
const IMAGE_SCHEMES = ['http:', 'https:', 'data:', 'blob:'];

function parse(value: unknown, base: string): URL | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    return new URL(value.trim(), base);
  } catch {
    return null;
  }
}

/** The normalised href of a safe link, or null when it must be shown as plain text. */
export function safeLinkHref(value: unknown, base = 'https://invalid.example/'): string | null {
  const url = parse(value, base);
  return url && LINK_SCHEMES.includes(url.protocol) ? url.href : null;
}

/** The normalised src of a safe image URL (data: only for images), or null. */
export function safeImageSrc(value: unknown, base = 'https://invalid.example/'): string | null {
  const url = parse(value, base);
  if (!url || !IMAGE_SCHEMES.includes(url.protocol)) return null;
  if (url.protocol === 'data:' && !/^data:image\//i.test(url.href)) return null;
  return url.href;
}

/**
 * Pictures and picture links of bot messages (image, cards): absolute http(s) only, as the server
 * checks on the way in; checked again here because stored messages predate any rule.
 */
export function botWebUrl(value: unknown): string | null {
  const url = typeof value === 'string' && /^\s*https?:\/\//i.test(value) ? parse(value, 'https://invalid.example/') : null;
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url.href : null;
}
