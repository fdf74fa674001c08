import { describe, expect, it } from 'vitest';
import { demoPage } from './demo-page';

describe('demoPage', () => {
  it('loads the widget from /cdn and passes the token to init', () => {
    const html = demoPage('abc_123', 'https://chat.example.com/cdn/parley-webchat', 'n0nce');
    expect(html).toContain('<script src="/cdn/parley-webchat"></script>');
    // The snippet to copy names the public address of the script.
    expect(html).toContain('&lt;script src=&quot;https://chat.example.com/cdn/parley-webchat&quot;&gt;');
    expect(html).toContain('ParleyWebchat.init({ appToken: "abc_123"');
  });

  it('marks its inline script and style with the nonce, and passes it to the widget for its style', () => {
    const html = demoPage('abc_123', 'https://chat.example.com/cdn/parley-webchat', 'n0nce');
    expect(html).toContain('<style nonce="n0nce">');
    expect(html).toContain('<script nonce="n0nce">ParleyWebchat.init(');
    expect(html).toContain('nonce: "n0nce" });');
  });

  it.each(['</script><script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "'-alert(1)-'"])('escapes a hostile token %s', (token) => {
    const html = demoPage(token, 'http://localhost:3001/cdn/parley-webchat', 'n0nce');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('</script><script>alert');
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  it('explains how to get a token when none is given', () => {
    expect(demoPage('', 'http://localhost:3001/cdn/parley-webchat', 'n0nce')).toContain('Add <code>?appToken=');
  });
});
