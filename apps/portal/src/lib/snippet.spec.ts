import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { curlExample, SNIPPET_PLACE, widgetSnippet } from './snippet';

const root = join(import.meta.dirname, '../../../..');

describe('widget snippet', () => {
  it('loads the script from the webchat server and passes the app token', () => {
    expect(widgetSnippet('https://chat.example/', 'tok_123')).toBe(
      `<script src="https://chat.example/cdn/parley-webchat"></script>\n<script>ParleyWebchat.init({appToken: 'tok_123'})</script>`,
    );
  });

  it('keeps a strange token inside its JS string', () => {
    const s = widgetSnippet('http://localhost:3001', `a'b\\c</script>`);
    expect(s).toContain(`appToken: 'a\\'b\\\\c\\x3c/script>'`);
    expect(s.match(/<\/script>/g)).toHaveLength(2);
  });

  it('goes where the README and docs/widget.md say, as the portal says: before </body>', () => {
    expect(SNIPPET_PLACE).toContain('</body>');
    for (const doc of ['README.md', 'docs/widget.md']) {
      const text = readFileSync(join(root, doc), 'utf8');
      expect(text, doc).toContain('just before the closing `</body>` tag');
      expect(text, doc).not.toMatch(/before `?<\/html>/);
    }
  });

  it('shows where the App-Id and App-Key headers go', () => {
    expect(curlExample('http://localhost:3000/', 'id1', 'key1')).toContain(`http://localhost:3000/trainer/api/v0/classify \\\n  -H 'App-Id: id1' -H 'App-Key: key1'`);
  });
});
