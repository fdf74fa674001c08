import { createTestApp, createTestingApi, type TestAppCredentials, type TestingApi } from '@parley/testing';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../src/cli/run.js';
import { ParleyClient } from '../src/index.js';

// `parley` against the real api (one for the file, one App), run as the binary runs it (the same
// function, with the environment and a working folder), its exit codes as CI reads them.

const NLU = `version: "3.1"
nlu:
- intent: greet
  examples: |
    - hello
    - good morning
    - hi there
- intent: book_flight
  examples: |
    - book a flight to [Paris](city)
    - I need a plane ticket
    - fly me to Madrid tomorrow
- lookup: plan
  examples: |
    - basic
    - enterprise
- synonym: enterprise
  examples: |
    - business plan
`;

describe('parley, the command line', () => {
  let api: TestingApi;
  let creds: TestAppCredentials;
  let dir: string;
  let env: Record<string, string>;

  async function parley(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
    let out = '';
    let err = '';
    const code = await run(argv, { env, cwd: dir, out: (s) => void (out += s), err: (s) => void (err += s) });
    return { code, out, err };
  }

  beforeAll(async () => {
    api = await createTestingApi({ listen: true });
    creds = await createTestApp(api.dataSource);
    dir = mkdtempSync(join(tmpdir(), 'parley-cli-'));
    env = {
      PARLEY_URL: `http://127.0.0.1:${(api.app.getHttpServer().address() as AddressInfo).port}`,
      PARLEY_APP_ID: creds.appId,
      PARLEY_APP_KEY: creds.appKey,
    };
  });
  afterAll(async () => {
    await api?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('says how to use it, and refuses to run without credentials (exit 2)', async () => {
    expect((await parley('--help')).out).toContain('parley push <file>');
    const saved = env;
    env = {};
    const bare = await parley('status');
    env = saved;
    expect(bare).toMatchObject({ code: 2, err: expect.stringContaining('PARLEY_APP_ID') });
    expect((await parley('frobnicate')).code).toBe(2);
    expect((await parley('push', 'missing.yml')).code).toBe(2);
    const login = await parley('login');
    expect(login.code).toBe(0);
    expect(login.out).toContain(creds.appId);
  });

  it('push previews (exit 3 with --dry-run --exit-code), applies, then has nothing to change', async () => {
    writeFileSync(join(dir, 'nlu.yml'), NLU);
    const dry = await parley('push', 'nlu.yml', '--dry-run', '--exit-code');
    expect(dry.code).toBe(3);
    expect(dry.out).toContain('+ Intent "greet"');
    expect(dry.out).toContain('+ Intent "book_flight"');
    expect(dry.out).toContain('+ Entity type "plan"');
    const pushed = await parley('push', 'nlu.yml', '--wait');
    expect(pushed.code, pushed.err).toBe(0);
    expect(pushed.out).toContain('imported: 2 new');
    expect(pushed.out).toMatch(/idle/);
    expect(await parley('push', 'nlu.yml', '--dry-run', '--exit-code')).toMatchObject({ code: 0 });
    expect((await parley('push', 'nlu.yml')).out).toContain('nothing to change');
  });

  it('a Rasa file round-trips: push, pull, push again changes nothing; pull --check says when git is behind (exit 3)', async () => {
    const pulled = await parley('pull', 'pulled.yml');
    expect(pulled.code).toBe(0);
    const file = readFileSync(join(dir, 'pulled.yml'), 'utf8');
    for (const line of [
      '- intent: greet',
      '- good morning',
      '- intent: book_flight',
      '- book a flight to Paris',
      '- lookup: plan',
      '- synonym: enterprise',
      '- business plan',
    ]) {
      expect(file).toContain(line);
    }
    expect(await parley('push', 'pulled.yml', '--dry-run', '--exit-code')).toMatchObject({ code: 0 });
    expect(await parley('pull', 'pulled.yml', '--check')).toMatchObject({ code: 0, out: expect.stringContaining('up to date') });

    // Someone adds a phrase in the portal: the file in git is behind, and the diff says what.
    const client = new ParleyClient({ url: env.PARLEY_URL, appId: creds.appId, appKey: creds.appKey });
    const greet = (await client.intents.list())._content.find((i) => i.label === 'greet')!;
    await client.intents.update(greet.id, { utterances: [...greet.utterances, { value: 'hey bot' }] });
    const behind = await parley('pull', 'pulled.yml', '--check');
    expect(behind.code).toBe(3);
    expect(behind.out).toContain('+     - hey bot');
    expect(readFileSync(join(dir, 'pulled.yml'), 'utf8')).toBe(file);
    expect((await parley('pull', 'pulled.yml')).code).toBe(0);
    expect(readFileSync(join(dir, 'pulled.yml'), 'utf8')).toContain('- hey bot');

    // The other formats: JSON (its export time aside, up to date at once), CSV, a Dialogflow zip.
    expect((await parley('pull', '--format', 'json')).code).toBe(0);
    expect(await parley('pull', 'training-data.json', '--check')).toMatchObject({ code: 0 });
    expect((await parley('pull', 'data.csv')).code).toBe(0);
    expect(readFileSync(join(dir, 'data.csv'), 'utf8')).toMatch(/^type,name,utterance/);
    expect((await parley('pull', 'agent.zip')).code).toBe(0);
    expect(await parley('push', 'agent.zip', '--dry-run', '--exit-code')).toMatchObject({ code: 0 });
  });

  it('a file with a problem changes nothing (exit 1, the problem with its line)', async () => {
    writeFileSync(join(dir, 'broken.yml'), 'nlu:\n- intent: greet\n  examples: |\n    hello without a dash\n');
    const broken = await parley('push', 'broken.yml');
    expect(broken.code).toBe(1);
    expect(broken.err).toMatch(/problem: broken\.yml:\d+/);
  });

  it('status waits for the training; test passes, then fails below --min-accuracy when a sentence regresses', async () => {
    const status = await parley('status');
    expect(status).toMatchObject({ code: 0, out: expect.stringMatching(/^en: idle, data version \d+, model \d+/) });
    writeFileSync(
      join(dir, 'cases.txt'),
      '# sentence => expected label\ngood morning to you => greet\nI need a plane ticket to Rome => book_flight\nwhat is the weather like on Mars => none\n',
    );
    writeFileSync(join(dir, 'cases.json'), JSON.stringify([{ sentence: 'hello', expected: 'greet' }]));
    const passing = await parley('test', 'cases.txt');
    expect(passing.code, passing.out).toBe(0);
    expect(passing.out).toContain('3/3 passed');
    expect((await parley('test', 'cases.json')).code).toBe(0);

    // A regression: the flights Intent is gone.
    const client = new ParleyClient({ url: env.PARLEY_URL, appId: creds.appId, appKey: creds.appKey });
    const flights = (await client.intents.list())._content.find((i) => i.label === 'book_flight')!;
    await client.intents.delete(flights.id);
    expect((await parley('status')).code).toBe(0);
    const failing = await parley('test', 'cases.txt');
    expect(failing.code).toBe(1);
    expect(failing.out).toContain('FAIL cases.txt:3: "I need a plane ticket to Rome": expected book_flight');
    expect(failing.out).toContain('2/3 passed');
    expect((await parley('test', 'cases.txt', '--min-accuracy', '0.6')).code).toBe(0);
    expect((await parley('test', 'cases.txt', '--min-accuracy', '2')).code).toBe(2);
  });
});
