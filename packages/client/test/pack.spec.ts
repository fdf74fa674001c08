import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The package as a user gets it: `npm pack`, installed into an empty folder with no network (it has
// no dependencies), its types checked under `tsc --strict` from an ES module and a CommonJS file,
// both forms imported by Node, and the `parley` binary run.

const pkg = join(__dirname, '..');
const root = join(pkg, '..', '..');
const npm = (args: string[], cwd: string) =>
  execFileSync('npm', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' },
  });

describe('npm pack of @parley/client', () => {
  let dir: string;
  let app: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'parley-pack-'));
    execFileSync(process.execPath, [join(pkg, 'scripts/build.mjs')], { cwd: pkg, stdio: 'pipe' });
    npm(['pack', '--ignore-scripts', '--pack-destination', dir], pkg);
    app = join(dir, 'app');
    mkdirSync(app);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'consumer', version: '1.0.0', private: true }));
    const tarball = readdirSync(dir).find((f) => f.endsWith('.tgz'))!;
    npm(['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', join(dir, tarball)], app);
  }, 120_000);
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('holds the builds, the Python verifier and the docs, and nothing else', () => {
    const tarball = readdirSync(dir).find((f) => f.endsWith('.tgz'))!;
    const files = execFileSync('tar', ['tzf', join(dir, tarball)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map((f) => f.replace(/^package\//, ''));
    expect(files).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'python/parley_webhook.py',
        'dist/esm/index.js',
        'dist/esm/index.d.ts',
        'dist/cjs/index.js',
        'dist/cjs/index.d.ts',
        'dist/cjs/cli/main.js',
      ]),
    );
    expect(files.filter((f) => !/^(package\.json|README\.md|python\/parley_webhook\.py|dist\/.+)$/.test(f))).toEqual([]);
  });

  it('its types resolve under tsc --strict, from an ES module and from CommonJS', () => {
    const code = (form: 'esm' | 'cjs') => `
import { ParleyClient, ParleyError, verifyWebhook, createDedupe, Pusher, type WebhookEvent, type ClassificationMatch, type TrainerStatus } from '@parley/client';
const client = new ParleyClient({ url: 'http://localhost:3000', appId: 'a', appKey: 'k', retry: { retries: 2 } });
async function main(): Promise<void> {
  const matches: ClassificationMatch[] = await client.classify('hello');
  const label: string | undefined = matches[0]?.label;
  const status: TrainerStatus = await client.waitForTraining({ timeoutMs: 1000 });
  const page = await client.qnas.list({ page: 1, size: 10 });
  const title: string | undefined = page._content[0]?.title;
  const event: WebhookEvent = verifyWebhook('{}', { 'parley-signature': 't=1,v1=00' }, 'secret').event;
  await new Pusher({ webchatUrl: 'http://localhost:3001', pushSecret: 's' }).push(event.appToken, event.user, { type: 'quickreplies', payload: { value: ['Yes', 'No'] } });
  // @ts-expect-error: not a message type of the contract
  await new Pusher().push('t', 'u', { type: 'video', payload: { value: 'x' } });
  try { await client.qnas.get('x'); } catch (err) { if (err instanceof ParleyError) console.log(err.code, err.status, err.details, label, status.state, title, createDedupe().size, '${form}'); }
}
void main();
`;
    writeFileSync(join(app, 'esm.mts'), code('esm'));
    writeFileSync(join(app, 'cjs.cts'), code('cjs'));
    const tsc = join(root, 'node_modules/typescript/bin/tsc');
    const args = [
      '--strict',
      '--noEmit',
      '--module',
      'nodenext',
      '--moduleResolution',
      'nodenext',
      '--target',
      'es2022',
      '--types',
      'node',
      '--typeRoots',
      join(root, 'node_modules/@types'),
      '--skipLibCheck',
    ];
    execFileSync(process.execPath, [tsc, ...args, 'esm.mts', 'cjs.cts'], { cwd: app, stdio: 'pipe' });
  });

  it('imports as an ES module and as CommonJS, with the same exports; `npx parley` runs', () => {
    const esm = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', "import * as c from '@parley/client'; console.log(JSON.stringify(Object.keys(c).sort()))"],
      { cwd: app, encoding: 'utf8' },
    );
    const cjs = execFileSync(process.execPath, ['-e', "console.log(JSON.stringify(Object.keys(require('@parley/client')).sort()))"], {
      cwd: app,
      encoding: 'utf8',
    });
    expect(JSON.parse(esm)).toEqual(JSON.parse(cjs));
    expect(JSON.parse(esm)).toEqual(
      expect.arrayContaining([
        'ParleyClient',
        'ParleyError',
        'verifyWebhook',
        'createDedupe',
        'push',
        'Pusher',
        'createNodeHandler',
        'expressWebhook',
        'fastifyWebhook',
      ]),
    );
    const version = execFileSync(join(app, 'node_modules/.bin/parley'), ['--version'], { cwd: app, encoding: 'utf8' });
    expect(version.trim()).toBe(JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')).version);
  });
});
