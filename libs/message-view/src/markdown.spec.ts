import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, type Inline } from './markdown';

const a = (href: string, ...c: Inline[]): Inline => ({ k: 'a', href, c });

describe('markdown subset of bot text', () => {
  const cases: [string, string, Inline[]][] = [
    ['bold, both spellings', '**Open** now __today__', [{ k: 'b', c: ['Open'] }, ' now ', { k: 'b', c: ['today'] }]],
    ['italic, both spellings', '*soon* and _later_', [{ k: 'i', c: ['soon'] }, ' and ', { k: 'i', c: ['later'] }]],
    ['bold holding italic', '**very _much_ so**', [{ k: 'b', c: ['very ', { k: 'i', c: ['much'] }, ' so'] }]],
    ['inline code keeps its stars', 'run `a * b *c*`', ['run ', { k: 'code', t: 'a * b *c*' }]],
    ['an https link', 'see [our page](https://example.com/x?a=1)', ['see ', a('https://example.com/x?a=1', 'our page')]],
    ['a mailto link', '[write](mailto:help@example.com)', [a('mailto:help@example.com', 'write')]],
    ['bold link text', '[**big**](http://example.com)', [a('http://example.com/', { k: 'b', c: ['big'] })]],
    ['a bare address is still a link', 'go to https://example.com.', ['go to ', a('https://example.com/', 'https://example.com'), '.']],
    ['snake_case stays as typed', 'set max_retry_count to 3', ['set max_retry_count to 3']],
    ['a lone star is text', '2 * 3 = 6', ['2 * 3 = 6']],
    ['an unclosed marker is text', '**not bold', ['**not bold']],
    ['a javascript: link shows as typed', '[x](javascript:alert(1))', ['[x](javascript:alert(1))']],
    ['a javascript: link without brackets shows as typed', '[x](javascript:alert`1`)', ['[x](javascript:alert`1`)']],
    ['a data: link shows as typed', '[x](data:text/html,hi)', ['[x](data:text/html,hi)']],
    ['a tel: link shows as typed', '[call](tel:+33123)', ['[call](tel:+33123)']],
    ['a relative link shows as typed', '[x](/admin)', ['[x](/admin)']],
    ['an encoded scheme shows as typed', '[x](javascript&#58;void%200)', ['[x](javascript&#58;void%200)']],
    ['a scheme with a tab shows as typed', '[x](java\tscript:void)', ['[x](java\tscript:void)']],
    ['no link inside a link', '[see https://a.example](https://b.example)', [a('https://b.example/', 'see https://a.example')]],
    ['HTML is text', '<b onclick="x()">hi</b>', ['<b onclick="x()">hi</b>']],
  ];
  it.each(cases)('%s', (_name, input, output) => {
    expect(parseInline(input)).toEqual(output);
  });

  it('makes lists of "- " and "1. " lines, and keeps other line breaks', () => {
    expect(parseMarkdown('Menu:\n- **Soup**\n* Salad\n\n3. first\n4) second\nBye\r\nnow')).toEqual([
      { k: 'p', c: ['Menu:'] },
      { k: 'ul', items: [[{ k: 'b', c: ['Soup'] }], ['Salad']] },
      { k: 'p', c: [] },
      { k: 'ol', start: 3, items: [['first'], ['second']] },
      { k: 'p', c: ['Bye', { k: 'br' }, 'now'] },
    ]);
  });

  it('leaves a long run of markers as typed', () => {
    expect(parseInline('*'.repeat(5000)).join('')).toBe('*'.repeat(5000));
  });
});
