import { AppEntity, buildDataSourceOptions, createAppWithKey, findOrCreateAccount, QnaEntity, runMigrations } from '@parley/persistence';
import { startTestRedis, type TestRedis } from '../../../libs/testing/src/redis-server';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { PostgresCluster } from './postgres-cluster';
import { BuiltServers, type ServerProcess } from '../../../libs/testing/src/server-process';

const ROOT = resolve(__dirname, '../../..');

export interface SuiteApp {
  appId: string;
  appKey: string;
  appToken: string;
  /** What a bot sends on the push endpoint (Authorization). */
  pushHeaders: Record<string, string>;
  headers: Record<string, string>;
}

/**
 * Everything a scenario acts on: the suite's PostgreSQL cluster and Redis, the built api and
 * webchat server as processes, and the Apps the load uses (one App per kind of client, their rate
 * limits lifted: the point is what faults do, not 429s).
 */
export class World {
  private constructor(
    readonly pg: PostgresCluster,
    readonly redis: TestRedis,
    readonly api: ServerProcess,
    readonly webchat: ServerProcess,
    readonly ds: DataSource,
    readonly apiApp: SuiteApp,
    readonly chatApp: SuiteApp,
    readonly faqApp: SuiteApp,
    /** The account owning the suite's Apps. */
    readonly ownerId: string,
    readonly logDir: string,
  ) {}

  static async create(bin: string): Promise<World> {
    const logDir = mkdtempSync(join(tmpdir(), 'parley-faults-logs-'));
    const pg = await PostgresCluster.create(bin);
    await pg.start();
    const admin = new Client({ connectionString: pg.url() });
    await admin.connect();
    await admin.query('CREATE DATABASE parley');
    await admin.end();
    const url = pg.url('parley');
    await runMigrations(url);
    const redis = await startTestRedis();
    const ds = await new DataSource(buildDataSourceOptions({ url, poolSize: 2 })).initialize();

    const owner = await findOrCreateAccount(ds.manager, 'faults@parley.localhost', 'Fault suite');
    const make = async (name: string, extra: Partial<AppEntity> = {}): Promise<SuiteApp> => {
      const { app, key } = await createAppWithKey(ds.manager, { name, language: 'en', accountId: owner.id });
      await ds.getRepository(AppEntity).update(app.id, { rateLimit: 1_000_000, rateBurst: 1_000_000, ...extra });
      return { appId: app.id, appKey: key.key, appToken: app.token, pushHeaders: { authorization: `Bearer ${app.pushSecret}` }, headers: { 'app-id': app.id, 'app-key': key.key } };
    };
    const apiApp = await make('faults-api');
    const chatApp = await make('faults-chat', { webhookUrl: null });
    const faqApp = await make('faults-faq');
    // The FAQ bot answers from these; the api's classify load classifies against them.
    for (const appId of [faqApp.appId, apiApp.appId]) {
      await ds.getRepository(QnaEntity).insert(
        FAQ.map((q) => ({
          appId,
          title: q.title,
          utterances: q.utterances.map((value) => ({ value })),
          answers: [[{ type: 'text' as const, payload: { value: q.answer } }]],
          resolvePrompt: q.title,
        })),
      );
    }

    // One secret for both: the webchat server verifies the api's portal sessions (operator routes).
    const servers = new BuiltServers(logDir, {
      DATABASE_URL: url,
      REDIS_URL: redis.url,
      DB_POOL_SIZE: '4',
      LOG_LEVEL: 'warn',
      PARLEY_DATA_DIR: mkdtempSync(join(tmpdir(), 'parley-faults-data-')),
      BOTMETER_PARTITIONS_AHEAD: '1',
      SESSION_SECRET: randomBytes(32).toString('base64url'),
    });
    const [api, webchat] = await Promise.all([
      // The Apps' rate limits are lifted in the database: no cap on them either.
      servers.start('api', 'api', { APP_RATE_LIMIT_MAX: '1000000000' }, 60_000),
      servers.start(
        'webchat',
        'webchat',
        {
          WIDGET_DIST_DIR: join(ROOT, 'apps/widget/dist'),
          // Apps read again each second: a database outage reaches handshakes at once.
          APP_CACHE_TTL_MS: '1000',
          // The suite's bots (and its tarpit) listen on 127.0.0.1.
          WEBHOOK_ALLOW_PRIVATE: 'true',
          // The load's visitors send as fast as they are answered (about 50 messages/s each): the
          // limits stay on, counted through Redis and without it, but out of the load's reach.
          WEBCHAT_VISITOR_MESSAGES_PER_WINDOW: '1000000',
          WEBCHAT_VISITOR_EVENTS_PER_WINDOW: '1000000',
          WEBCHAT_APP_MESSAGES_PER_WINDOW: '1000000',
          WEBCHAT_APP_PUSHES_PER_WINDOW: '1000000',
          WEBCHAT_NEW_VISITORS_PER_WINDOW: '1000000',
        },
        60_000,
      ),
    ]);
    return new World(pg, redis, api, webchat, ds, apiApp, chatApp, faqApp, owner.id, logDir);
  }

  /** Which of `ids` are botmeter records of the api App (conversation_id carries the id). */
  async storedBotmeter(prefix: string): Promise<Set<string>> {
    const rows: { id: string }[] = await this.ds.query(
      `SELECT conversation_id AS id FROM botmeter_records WHERE app_id = $1 AND conversation_id LIKE $2`,
      [this.apiApp.appId, `${prefix}%`],
    );
    return new Set(rows.map((r) => r.id));
  }

  /** Stored webchat messages whose text or clientMessageId starts with the prefix. */
  async storedMessages(prefix: string): Promise<Set<string>> {
    const rows: { text: string | null; cid: string | null }[] = await this.ds.query(
      `SELECT payload->>'value' AS text, client_message_id AS cid FROM webchat_messages
        WHERE client_message_id LIKE $1 OR payload->>'value' LIKE $1`,
      [`${prefix}%`],
    );
    return new Set(rows.flatMap((r) => [r.text, r.cid].filter((v): v is string => !!v)));
  }

  /** Makes sure both servers and the services run (after a scenario that failed half-way). */
  async heal(): Promise<void> {
    this.pg.thaw();
    this.redis.thaw();
    this.api.thaw();
    this.webchat.thaw();
    await this.redis.start();
    if (!(await this.pgAnswers())) {
      await this.pg.stop();
      await this.pg.start();
    }
    if (!this.api.running) await this.api.start();
    if (!this.webchat.running) await this.webchat.start();
  }

  private async pgAnswers(): Promise<boolean> {
    const c = new Client({ connectionString: this.pg.url(), connectionTimeoutMillis: 2000 });
    try {
      await c.connect();
      await c.query('SELECT 1');
      return true;
    } catch {
      return false;
    } finally {
      await c.end().catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    await this.api.stop('SIGTERM').catch(() => undefined);
    await this.webchat.stop('SIGTERM').catch(() => undefined);
    await Promise.all([this.api.close(), this.webchat.close()]);
    await this.ds.destroy().catch(() => undefined);
    await this.redis.stop();
    await this.pg.destroy();
  }
}

export const FAQ = [
  {
    title: 'hours',
    utterances: ['What are your opening hours?', 'When are you open?', 'opening times'],
    answer: 'We are open from 9 to 5.',
  },
  {
    title: 'delivery',
    utterances: ['How long does delivery take?', 'When will my parcel arrive?', 'shipping time'],
    answer: 'Delivery takes 2 days.',
  },
  { title: 'refund', utterances: ['How do I get a refund?', 'I want my money back', 'return policy'], answer: 'Refunds within 30 days.' },
];
