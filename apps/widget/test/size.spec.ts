import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * Runs the real build (`npm run build:widget`, in a child process with NODE_ENV=production: under
 * vitest's NODE_ENV=test Vite keeps libraries' development code) and checks what a visitor
 * downloads. Peers ship 180-945 KB gzipped; our budget is 25 KB = 25,000 bytes at gzip -9.
 */
const BUDGET = 25_000;
const dist = resolve(import.meta.dirname, '../dist');
const vite = resolve(import.meta.dirname, '../../../node_modules/vite/bin/vite.js');

describe('widget bundle', () => {
  it('is one script of at most 25 KB gzipped, plus its versioned copy', () => {
    execFileSync(process.execPath, [vite, 'build', '-c', resolve(import.meta.dirname, '../vite.config.mts'), '--logLevel', 'error'], {
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'pipe',
    });
    const { version } = JSON.parse(readFileSync(resolve(import.meta.dirname, '../package.json'), 'utf8')) as { version: string };
    expect(readdirSync(dist).sort()).toEqual(['parley-webchat.js', `parley-webchat@${version}.js`]);
    const code = readFileSync(resolve(dist, 'parley-webchat.js'));
    expect(readFileSync(resolve(dist, `parley-webchat@${version}.js`)).equals(code)).toBe(true);
    expect(code.toString('utf8', 0, 20)).toMatch(/^var ParleyWebchat=/);
    const gzipped = gzipSync(code, { level: 9 }).length;
    console.log(`parley-webchat.js: ${code.length} B minified, ${gzipped} B gzipped (budget ${BUDGET} B)`);
    expect(gzipped).toBeLessThanOrEqual(BUDGET);
  }, 60_000);
});
