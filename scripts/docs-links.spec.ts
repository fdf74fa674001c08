import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The documentation is part of the code: every pointer to it must land, and it speaks in its own
// words (no reference to documents that live outside the repository).
const root = resolve(__dirname, '..');
const SKIP = new Set(['node_modules', 'dist', '.git', 'generated', 'tmp', '.parley', 'screenshots', 'coverage']);

function files(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(e.name)) continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) files(p, out);
    else if (/\.(ts|tsx|mts|mjs|md|json|yaml|conf)$/.test(e.name) && e.name !== 'package-lock.json') out.push(p);
  }
  return out;
}

/** The anchor a heading gets on GitHub and in most renderers. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function headings(file: string): { titles: Set<string>; anchors: Set<string> } {
  const lines = readFileSync(file, 'utf8').split('\n');
  const titles = new Set<string>();
  let fenced = false;
  for (const line of lines) {
    if (line.startsWith('```')) fenced = !fenced;
    const m = !fenced && /^#{1,6} (.+)$/.exec(line);
    if (m) titles.add(m[1]!.trim());
  }
  return { titles, anchors: new Set([...titles].map(slug)) };
}

const all = files(root);

describe('the documentation', () => {
  it('has every section that a comment of the code points to (docs/<page>.md, "<Section>")', () => {
    const missing: string[] = [];
    let found = 0;
    for (const file of all.filter((f) => !f.startsWith(join(root, 'docs')))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/docs\/([\w-]+\.md)(?:, "([^"]+)")?/g)) {
        found++;
        const target = join(root, 'docs', m[1]!);
        const where = `${relative(root, file)}: ${m[0]}`;
        if (!existsSync(target)) missing.push(`${where} (no such page)`);
        else if (m[2] && !headings(target).titles.has(m[2])) missing.push(`${where} (no such heading)`);
      }
    }
    expect(found).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });

  it('has every relative link of the docs and the READMEs landing on a page and a heading', () => {
    const broken: string[] = [];
    for (const file of all.filter((f) => f.endsWith('.md'))) {
      const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
      for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const link = m[1]!;
        if (/^[a-z]+:/i.test(link)) continue;
        const [path, anchor] = link.split('#');
        const target = path ? resolve(dirname(file), path) : file;
        const where = `${relative(root, file)}: (${link})`;
        if (!existsSync(target)) broken.push(`${where} no such file`);
        else if (anchor && target.endsWith('.md') && !headings(target).anchors.has(anchor)) broken.push(`${where} no such heading`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('refers to no document outside the repository', () => {
    const outside = /\b(SPEC|API|STYLE|DATA)\.md\b|shared\/design/;
    const offenders = all.filter((f) => f !== __filename && outside.test(readFileSync(f, 'utf8'))).map((f) => relative(root, f));
    expect(offenders).toEqual([]);
  });
});
