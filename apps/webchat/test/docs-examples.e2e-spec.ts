import { createTestApp, createTestingWebchat, freePort, type TestingWebchat } from '@parley/testing';
import { AppEntity } from '@parley/persistence';
import { spawn } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectClient, docsExample, pythonRuns, text } from './helpers';

// The signature examples of docs/webchat.md, run as a reader runs them: copied out of the page into
// a file, started as their own process, and sent a real webchat delivery.
const hasPython = pythonRuns();
if (!hasPython) console.warn('[docs-examples.e2e-spec] the Python example is SKIPPED: no python3 on this machine');

describe('the webhook examples of docs/webchat.md', () => {
  let w: TestingWebchat;
  let dir: string;

  beforeAll(async () => {
    w = await createTestingWebchat();
    dir = mkdtempSync(join(tmpdir(), 'parley-docs-examples-'));
  });
  afterAll(async () => {
    await w?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  for (const [heading, lang, file, command] of [
    ['Node', 'js', 'bot.mjs', process.execPath],
    ['Python', 'python', 'bot.py', 'python3'],
  ] as const) {
    it.skipIf(lang === 'python' && !hasPython)(
      `${heading}: refuses a forged delivery, verifies a real one and answers through the push endpoint`,
      async () => {
        writeFileSync(join(dir, file), docsExample(heading, lang));
        const port = await freePort();
        const creds = await createTestApp(w.dataSource, { webhookUrl: `http://127.0.0.1:${port}/` });
        const { webhookSecret, pushSecret } = await w.dataSource.getRepository(AppEntity).findOneByOrFail({ id: creds.appId });
        const output: string[] = [];
        const bot = spawn(command, [join(dir, file)], {
          env: { ...process.env, PARLEY_WEBHOOK_SECRET: webhookSecret, PARLEY_PUSH_SECRET: pushSecret, PARLEY_WEBCHAT_URL: w.url, PORT: String(port) },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        bot.stdout.on('data', (d: Buffer) => output.push(d.toString()));
        bot.stderr.on('data', (d: Buffer) => output.push(d.toString()));
        try {
          const replayedUser = randomUUID();
          const body = JSON.stringify({ type: 'text', payload: { value: 'forged' }, user: replayedUser, appToken: creds.appToken, deliveryId: randomUUID() });
          const forged = async (signature: string) =>
            fetch(`http://127.0.0.1:${port}/`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'parley-signature': signature },
              body,
            })
              .then((r) => r.status)
              .catch(() => 0);
          const now = Math.floor(Date.now() / 1000);
          // A forged delivery is refused; asking until it is also waits for the bot to listen.
          const until = Date.now() + 15_000;
          let status = await forged(`t=${now},v1=forged`);
          while (status !== 401 && Date.now() < until) {
            await new Promise((r) => setTimeout(r, 100));
            status = await forged(`t=${now},v1=forged`);
          }
          expect(status, output.join('')).toBe(401);
          expect(await forged(`t=${now},v1=${'0'.repeat(64)}`)).toBe(401);
          // A real signature of an hour ago (a captured call replayed) is refused; the same signed now is taken.
          const sign = (t: number) => `t=${t},v1=${createHmac('sha256', webhookSecret).update(`${t}.${body}`).digest('hex')}`;
          expect(await forged(sign(now - 3600))).toBe(401);
          expect(await forged(sign(now))).toBe(200);
          // The older header alone is not enough for these bots.
          expect(await forged('')).toBe(401);

          const userId = randomUUID();
          const client = await connectClient(w.url, { appToken: creds.appToken, userId });
          await client.send(text('hello from the docs'), 'docs-1');
          const [reply] = await client.waitMessages(1, 10_000);
          expect(reply!.sender).toBe('bot');
          expect(reply!.message).toEqual({ type: 'text', payload: { value: 'You said: hello from the docs' } });
          // The delivery signed above came again (a retry after a lost answer): verified, and dropped as already handled.
          expect(await forged(sign(Math.floor(Date.now() / 1000)))).toBe(200);
          await new Promise((r) => setTimeout(r, 500));
          client.close();
        } finally {
          bot.kill();
        }
      },
      30_000,
    );
  }
});
