import { describe, expect, it } from 'vitest';
import { originAllowed } from './origin-policy';

const cases: [allowed: string[], origin: string | undefined, expected: boolean][] = [
  [[], 'https://anything.test', true],
  [[], undefined, true],
  [['*'], 'https://anything.test', true],
  [['https://shop.example.com'], 'https://shop.example.com', true],
  [['https://shop.example.com/'], 'https://SHOP.example.com:443', true],
  [['https://shop.example.com'], 'http://shop.example.com', false],
  [['https://shop.example.com'], 'https://evil.test', false],
  [['https://shop.example.com'], 'https://shop.example.com.evil.test', false],
  [['https://shop.example.com'], undefined, false],
  [['https://shop.example.com'], 'null', false],
  [['http://localhost:8080'], 'http://localhost:8080', true],
  [['http://localhost:8080'], 'http://localhost:8081', false],
  [['https://*.example.com'], 'https://a.b.example.com', true],
  [['https://*.example.com'], 'https://example.com', false],
  [['https://*.example.com'], 'https://badexample.com', false],
];

describe('originAllowed', () => {
  it.each(cases)('allowed %j, origin %s -> %s', (allowed, origin, expected) => {
    expect(originAllowed(allowed, origin)).toBe(expected);
  });
});
