import { describe, expect, it } from 'vitest';
import { safeImageSrc, safeLinkHref } from './url';

const base = 'https://shop.example/cart/';

// [input, expected href or null]
const links: [unknown, string | null][] = [
  ['https://parley.dev/docs', 'https://parley.dev/docs'],
  ['http://example.com', 'http://example.com/'],
  ['HTTPS://EXAMPLE.COM/A', 'https://example.com/A'],
  ['mailto:help@example.com', 'mailto:help@example.com'],
  ['tel:+33123456789', 'tel:+33123456789'],
  ['/pricing', 'https://shop.example/pricing'],
  ['  https://padded.example  ', 'https://padded.example/'],
  ['javascript:alert(1)', null],
  ['JavaScript:alert(1)', null],
  ['java\nscript:alert(1)', null],
  ['java\tscript:alert(1)', null],
  ['\u0001javascript:alert(1)', null],
  ['data:text/html,<script>alert(1)</script>', null],
  ['vbscript:msgbox(1)', null],
  ['file:///etc/passwd', null],
  ['ftp://example.com', null],
  ['', null],
  ['   ', null],
  [42, null],
  [null, null],
  [{ href: 'https://x.example' }, null],
];

describe('safeLinkHref', () => {
  it.each(links)('turns %j into %j', (input, expected) => {
    expect(safeLinkHref(input, base)).toBe(expected);
  });
});

describe('safeImageSrc', () => {
  it.each([
    ['https://cdn.example/bot.png', 'https://cdn.example/bot.png'],
    ['/img/bot.svg', 'https://shop.example/img/bot.svg'],
    ['data:image/png;base64,AAAA', 'data:image/png;base64,AAAA'],
    ['data:text/html,hi', null],
    ['javascript:alert(1)', null],
    ['mailto:a@b.c', null],
  ])('turns %j into %j', (input, expected) => {
    expect(safeImageSrc(input, base)).toBe(expected);
  });
});
