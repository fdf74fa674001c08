import { createTestApp, createTestingWebchat, documentedMetrics, freePort, metricValue, parseScrape, type TestAppCredentials, type TestingWebchat } from '@parley/testing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectClient, push, text } from './helpers';

describe('metrics of the webchat server (METRICS_PORT)', () => {
  let w: TestingWebchat;
  let app: TestAppCredentials;
  let metricsUrl: string;
  const scrape = async () => {
    const res = await fetch(metricsUrl);
    expect(res.status).toBe(200);
    return parseScrape(await res.text());
  };

  beforeAll(async () => {
    const port = await freePort();
    w = await createTestingWebchat({ METRICS_PORT: port, HOST: '127.0.0.1' });
    metricsUrl = `http://127.0.0.1:${port}/metrics`;
    // No webhook: the FAQ bot answers, so every user message is delivered here.
    app = await createTestApp(w.dataSource);
  });
  afterAll(() => w.close());

  it('serves /metrics on its own port only, and nothing else there', async () => {
    expect((await fetch(`${w.url}/metrics`)).status).toBe(404);
    expect((await fetch(metricsUrl.replace('/metrics', '/health'))).status).toBe(404);
    expect((await fetch(metricsUrl)).headers.get('content-type')).toContain('text/plain');
  });

  it('counts sockets, messages by sender, deliveries and pushes by route', async () => {
    const before = await scrape();
    const userId = randomUUID();
    const c = await connectClient(w.url, { appToken: app.appToken, userId });
    try {
      for (let i = 0; i < 3; i++) expect(await c.send(text(`question ${i}`), randomUUID())).toBeTruthy();
      for (let i = 0; i < 2; i++) expect((await push(w.url, app.appToken, userId, text(`from the bot ${i}`))).status).toBe(200);
      const during = await scrape();
      expect(metricValue(during, 'parley_webchat_sockets')).toBe(1);
      let after = during;
      const moved = (name: string, labels: Record<string, string> = {}) => metricValue(after, name, labels) - metricValue(before, name, labels);
      // Each delivery's attempt and duration are counted once its webhook answered (slow under load).
      const settled = () => moved('parley_webchat_delivery_attempts_total', { result: 'delivered' }) >= 3 && moved('parley_webchat_delivery_duration_seconds_count') >= 3;
      for (let i = 0; i < 300 && !settled(); i++) {
        await new Promise((r) => setTimeout(r, 100));
        after = await scrape();
      }
      expect(moved('parley_webchat_messages_total', { sender: 'user' })).toBe(3);
      // The bot's two pushes, and the FAQ bot's answers (one per question, when it has no QnA it says so).
      expect(moved('parley_webchat_messages_total', { sender: 'bot' })).toBeGreaterThanOrEqual(2);
      expect(moved('parley_webchat_delivery_attempts_total', { result: 'delivered' })).toBe(3);
      // Every attempt is timed, a failed one too (an attempt cut by a slow machine is retried).
      expect(moved('parley_webchat_delivery_duration_seconds_count')).toBeGreaterThanOrEqual(3);
      expect(moved('parley_http_requests_total', { method: 'POST', route: '/bots/:appToken/users/:userId/conversation/messages', status: '200' })).toBe(2);
      expect([...after.keys()].some((k) => k.includes(app.appToken) || k.includes(userId))).toBe(false);
      expect(after.has('parley_webchat_outbox_pending{service="webchat"}')).toBe(true);
      expect(metricValue(after, 'parley_db_pool_busy')).toBeGreaterThanOrEqual(0);
    } finally {
      c.close();
    }
    const end = Date.now() + 5000;
    while (metricValue(await scrape(), 'parley_webchat_sockets') !== 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    expect(metricValue(await scrape(), 'parley_webchat_sockets')).toBe(0);
  });

  it("serves every documented metric that is not the api's alone, and only those", async () => {
    const names = documentedMetrics('webchat');
    expect(names).toContain('parley_webchat_sockets');
    expect(names).not.toContain('parley_long_sentences_pending');
    const body = await (await fetch(metricsUrl)).text();
    for (const name of names) expect(body, name).toContain(`# TYPE ${name} `);
    const served = [...body.matchAll(/^# TYPE (parley_\w+) /gm)].map((m) => m[1]);
    expect(served.filter((n) => !names.includes(n!))).toEqual([]);
  });
});
