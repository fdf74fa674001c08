import { describe, expect, it } from 'vitest';
import { inviteMailto, tokenFromHash } from './links';

describe('one-time links', () => {
  it('reads the token of the fragment, whatever comes around it', () => {
    expect(tokenFromHash('#token=abc_DEF-123')).toBe('abc_DEF-123');
    expect(tokenFromHash('#x=1&token=abc')).toBe('abc');
    expect(tokenFromHash('#token=abc&x=1')).toBe('abc');
    expect(tokenFromHash('#token=a%2Db')).toBe('a-b');
  });

  it('has no token for an empty, foreign or broken fragment', () => {
    expect(tokenFromHash('')).toBeNull();
    expect(tokenFromHash('#')).toBeNull();
    expect(tokenFromHash('#token=')).toBeNull();
    expect(tokenFromHash('#mytoken=abc')).toBeNull();
    expect(tokenFromHash('#token=%E0%A4%A')).toBeNull();
  });

  it('makes a mailto address with the link in the body, every part escaped', () => {
    const m = inviteMailto(' ada@example.com ', 'Shop & co', 'editor', 'https://p.example/portal/invite#token=abc');
    expect(m.startsWith('mailto:ada%40example.com?subject=Join%20Shop%20%26%20co%20on%20Parley&body=')).toBe(true);
    expect(decodeURIComponent(m.split('&body=')[1]!)).toContain('as editor.\n\nOpen this link within 7 days');
    expect(decodeURIComponent(m.split('&body=')[1]!)).toContain('https://p.example/portal/invite#token=abc');
  });
});
