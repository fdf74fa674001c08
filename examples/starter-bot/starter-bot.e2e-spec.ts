import { AppEntity } from '@parley/persistence';
import { createTestApp, createTestingApi, createTestingWebchat, freePort, type TestingApi, type TestingWebchat } from '@parley/testing';
import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectClient, text, type TestClient } from '../../apps/webchat/test/helpers';
import { run } from '../../packages/client/src/cli/run.js';
import { clientForTest } from '../../packages/client/test/bundle-for-test';
import { Pusher } from '../../packages/client/src/index.js';

// examples/starter-bot/bot.mjs as a reader runs it (its own process, its secrets in the environment)
// between the real api and webchat server: a widget's messages reach it classified, with the App's
// entities, and it answers through the push endpoint.

describe('the starter bot (examples/starter-bot)', () => {
  let api: TestingApi;
  let w: TestingWebchat;
  let bot: ChildProcess;
  let widget: TestClient;
  const output: string[] = [];
  let bundleDir = '';
  let secrets: { pushSecret: string };
  let appToken = '';
  let userId = '';

  beforeAll(async () => {
    [api, w] = await Promise.all([createTestingApi({ listen: true }), createTestingWebchat()]);
    const port = await freePort();
    const creds = await createTestApp(api.dataSource, { webhookUrl: `http://127.0.0.1:${port}/` });
    const { webhookSecret, pushSecret } = await api.dataSource.getRepository(AppEntity).findOneByOrFail({ id: creds.appId });
    secrets = { pushSecret };
    appToken = creds.appToken;
    // Steps 2 of the README's "Build a bot in five minutes": the training data from git, then its regression test.
    const env = {
      PARLEY_URL: `http://127.0.0.1:${(api.app.getHttpServer().address() as AddressInfo).port}`,
      PARLEY_APP_ID: creds.appId,
      PARLEY_APP_KEY: creds.appKey,
    };
    const cli = async (...argv: string[]) => {
      let said = '';
      const code = await run(argv, { env, cwd: __dirname, out: (s) => void (said += s), err: (s) => void (said += s) });
      expect(code, said).toBe(0);
    };
    await cli('push', 'training-data.json', '--wait');
    await cli('test', 'regressions.txt');
    // The bot as a reader runs it (`node bot.mjs`), its '@parley/client' the kit's sources of this commit.
    const kit = await clientForTest();
    bundleDir = kit.dir;
    bot = spawn(process.execPath, ['--import', kit.register, join(__dirname, 'bot.mjs')], {
      env: {
        ...process.env,
        PARLEY_WEBHOOK_SECRET: webhookSecret,
        PARLEY_PUSH_SECRET: pushSecret,
        PARLEY_WEBCHAT_URL: w.url,
        PORT: String(port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    bot.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
    bot.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the bot did not start: ${output.join('')}`)), 20_000);
      bot.stdout!.on('data', (d: Buffer) => {
        if (d.toString().includes('listening')) {
          clearTimeout(timer);
          resolve();
        }
      });
      bot.once('exit', (code) => reject(new Error(`the bot exited (${code}): ${output.join('')}`)));
    });
    userId = `visitor-${Date.now()}`;
    widget = await connectClient(w.url, { appToken: creds.appToken, userId });
  });
  afterAll(async () => {
    widget?.close();
    bot?.kill();
    await Promise.all([api?.close(), w?.close()]);
    if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
  });

  /** Sends a message as the visitor; resolves with the bot's `n` answers (the server's own lines aside). */
  const converse = async (said: string, n: number) => {
    const before = widget.messages.length;
    const fromBot = () => widget.messages.slice(before).filter((m) => m.sender === 'bot');
    await widget.send(text(said), `m-${before}`);
    const end = Date.now() + 15_000;
    while (fromBot().length < n) {
      if (Date.now() > end)
        throw new Error(`${n} answers to "${said}" expected, got ${JSON.stringify(fromBot())}; the bot said: ${output.join('')}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return fromBot().map((m) => m.message);
  };

  it('answers a QnA from the webhook body, asks with quick replies, reads the plan entity, and says when it is unsure', async () => {
    expect(await converse('Do you take PayPal?', 1)).toEqual([{ type: 'text', payload: { value: 'Card or PayPal.' } }]);
    expect(await converse('I want to change my plan', 2)).toEqual([
      { type: 'text', payload: { value: 'Which plan would you like?' } },
      { type: 'quickreplies', payload: { value: ['basic', 'pro', 'enterprise'] } },
    ]);
    expect(await converse('entreprise', 1)).toEqual([
      { type: 'text', payload: { value: 'Done: you are on the enterprise plan from today.' } },
    ]);
    expect(await converse('what is the weather like on Mars', 2)).toEqual([
      { type: 'text', payload: { value: "I'm not sure I understood: I'm asking a person to help. Meanwhile, is it about one of these?" } },
      { type: 'quickreplies', payload: { value: ['Payment methods', 'Change my plan'] } },
    ]);
    // ...and it asked for a person: the conversation waits in the team's Inbox, with the bot's reason.
    const pusher = new Pusher({ webchatUrl: w.url, pushSecret: secrets.pushSecret });
    let status = await pusher.handoverStatus(appToken, userId);
    for (
      const end = Date.now() + 10_000;
      status.state !== 'waiting' && Date.now() < end;
      status = await pusher.handoverStatus(appToken, userId)
    ) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toMatchObject({ state: 'waiting', reason: 'bot', note: 'Not sure about: what is the weather like on Mars' });
  });
});
