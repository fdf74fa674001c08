import { createTestApp, createTestingWebchat, loopbackWebhookUrls, otherInternalWebhookUrls, type TestingWebchat } from '@parley/testing';
import { randomUUID } from 'node:crypto';
import { connect, createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectClient, text, waitFor } from './helpers';

/**
 * Webhook URLs saved before the address rule (or written into the database by other means) still
 * never reach an internal address: the webchat server refuses them before connecting.
 */
describe('webhook addresses at delivery time (WEBHOOK_ALLOW_PRIVATE off)', () => {
  let w: TestingWebchat;
  let listener: Server;
  let port: number;
  let connections = 0;

  beforeAll(async () => {
    w = await createTestingWebchat({ WEBHOOK_ALLOW_PRIVATE: false });
    // On every interface, IPv4 and IPv6: whatever loopback form a delivery would use lands here.
    listener = createServer((s) => {
      connections++;
      s.destroy();
    });
    await new Promise<void>((ok, fail) => {
      listener.once('error', () => listener.listen(0, '0.0.0.0', ok));
      listener.listen({ port: 0, host: '::', ipv6Only: false }, ok);
      void fail;
    });
    port = (listener.address() as { port: number }).port;
  });
  afterAll(async () => {
    await w.close();
    await new Promise((ok) => listener.close(ok));
  });

  async function deliveryOf(userId: string): Promise<{ status: string; attempts: number; last_error: string | null }> {
    const rows = (await w.dataSource.query(
      `SELECT d.status, d.attempts, d.last_error FROM webchat_deliveries d JOIN webchat_conversations c ON c.id = d.conversation_id WHERE c.user_id = $1`,
      [userId],
    )) as { status: string; attempts: number; last_error: string | null }[];
    return rows[0]!;
  }

  it('the listener is reachable on loopback (the control: a connection would be seen)', async () => {
    await new Promise<void>((ok, fail) => connect(port, '127.0.0.1', ok).once('error', fail));
    await waitFor(() => connections === 1, 2000, 'the control connection');
    connections = 0;
  });

  it('refuses every internal address form before connecting, and keeps the reason with the delivery', async () => {
    const urls = [...loopbackWebhookUrls(port), ...otherInternalWebhookUrls];
    const users = await Promise.all(
      urls.map(async (url, i) => {
        const app = await createTestApp(w.dataSource, { webhookUrl: url });
        const userId = randomUUID();
        const c = await connectClient(w.url, { appToken: app.appToken, userId });
        await c.send(text(`probe ${i}`), `p-${i}`);
        c.close();
        return { url, userId };
      }),
    );
    for (const { url, userId } of users) {
      let d = await deliveryOf(userId);
      // Each refusal is kept with its delivery as it is tried (all at once: a slow machine takes a while).
      for (const end = Date.now() + 30_000; !d.last_error && Date.now() < end; ) {
        await new Promise((r) => setTimeout(r, 20));
        d = await deliveryOf(userId);
      }
      expect(d.last_error, url).toMatch(/^webhook address refused: points to /);
      expect(d.status, url).toBe('pending');
    }
    // Retried meanwhile (an address can be changed): still nothing reached the listener.
    await new Promise((r) => setTimeout(r, 300));
    expect(connections).toBe(0);
  }, 90_000);
});
