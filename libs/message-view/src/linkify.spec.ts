import { describe, expect, it } from 'vitest';
import { linkify, type Segment } from './linkify';

const t = (text: string): Segment => ({ text });
const l = (text: string, href: string): Segment => ({ text, href });

const cases: [string, Segment[]][] = [
  ['Hello there', [t('Hello there')]],
  ['', []],
  ['See https://parley.dev/docs for more', [t('See '), l('https://parley.dev/docs', 'https://parley.dev/docs'), t(' for more')]],
  ['Go to https://parley.dev.', [t('Go to '), l('https://parley.dev', 'https://parley.dev/'), t('.')]],
  ['Really? https://a.example/x?y=1!', [t('Really? '), l('https://a.example/x?y=1', 'https://a.example/x?y=1'), t('!')]],
  ['(see https://a.example/page)', [t('(see '), l('https://a.example/page', 'https://a.example/page'), t(')')]],
  [
    'https://en.wikipedia.org/wiki/Bot_(disambiguation) is a page',
    [l('https://en.wikipedia.org/wiki/Bot_(disambiguation)', 'https://en.wikipedia.org/wiki/Bot_(disambiguation)'), t(' is a page')],
  ],
  ['visit www.example.com today', [t('visit '), l('www.example.com', 'https://www.example.com/'), t(' today')]],
  ['mail help@parley.dev, thanks', [t('mail '), l('help@parley.dev', 'mailto:help@parley.dev'), t(', thanks')]],
  ['two: http://a.example and http://b.example', [t('two: '), l('http://a.example', 'http://a.example/'), t(' and '), l('http://b.example', 'http://b.example/')]],
  ['line1\nhttps://a.example\nline3', [t('line1\n'), l('https://a.example', 'https://a.example/'), t('\nline3')]],
  // Never links:
  ['<a href="javascript:alert(1)">x</a>', [t('<a href="javascript:alert(1)">x</a>')]],
  ['javascript:alert(1)', [t('javascript:alert(1)')]],
  ['<img src=x onerror=alert(1)>', [t('<img src=x onerror=alert(1)>')]],
  ['awww.example.com is not a www link', [t('awww.example.com is not a www link')]],
  ['version 1.2.3 and a.b', [t('version 1.2.3 and a.b')]],
  ['price: 5@3 each', [t('price: 5@3 each')]],
  ['http:// alone', [t('http:// alone')]],
];

describe('linkify', () => {
  it.each(cases)('splits %j', (input, expected) => {
    expect(linkify(input)).toEqual(expected);
  });

  it('keeps every character of the input, in order', () => {
    for (const [input] of cases) expect(linkify(input).map((s) => s.text).join('')).toBe(input);
  });
});
