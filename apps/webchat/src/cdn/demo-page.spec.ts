import { describe, expect, it } from 'vitest';
import { demoPage } from './demo-page';

describe('demoPage', () => {
  it('loads the widget from /cdn and passes the token to init', () => {
    const html = demoPage('abc_123');
    expect(html).toContain('<script src="/cdn/parley-webchat"></script>');
    expect(html).toContain('ParleyWebchat.init({ appToken: "abc_123"');
  });

  it.each(['</script><script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "'-alert(1)-'"])('escapes a hostile token %s', (token) => {
    const html = demoPage(token);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('</script><script>alert');
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  it('explains how to get a token when none is given', () => {
    expect(demoPage('')).toContain('Add <code>?appToken=');
  });
});
