import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Latency buckets (seconds) for requests and writes: from a cached answer to a request near its timeout. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The part of a pg pool the metrics read (TypeORM's postgres driver keeps one as `master`). */
export interface PoolLike {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options?: { max?: number };
}

/**
 * Node's own metrics (`process_*`, `nodejs_*`), one registry per service name for the whole process:
 * prom-client's collectors (a GC observer, an event-loop delay monitor) are never stopped once
 * started, and they describe the process, not a server. A process that builds servers again (the
 * tests) starts them once per service, not once per server.
 */
const processRegistries = new Map<string, Registry>();

function processMetrics(service: string): Registry {
  let registry = processRegistries.get(service);
  if (!registry) {
    registry = new Registry();
    registry.setDefaultLabels({ service });
    collectDefaultMetrics({ register: registry });
    processRegistries.set(service, registry);
  }
  return registry;
}

/**
 * A server's metrics, in one prom-client registry of its own (a test that builds several servers
 * in one process gets separate figures for each), scraped with the process's own (`scrape`). Every
 * name is listed in docs/operations.md (Metrics). The webchat server adds its own to `registry`
 * (WebchatMetrics).
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly process: Registry;

  readonly httpRequests: Counter<'method' | 'route' | 'status'>;
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  readonly trainings: Counter<'result'>;
  readonly trainingDuration: Histogram;
  readonly trainingsRunning: Gauge;
  readonly botmeterBatches: Counter<'result'>;
  readonly botmeterBatchSize: Histogram;
  readonly botmeterBatchDuration: Histogram;
  readonly botmeterRefused: Counter<'reason'>;

  private pool: (() => PoolLike | undefined) | undefined;
  private redis: (() => string) | undefined;
  private models: (() => { bytes: number; models: number }) | undefined;

  constructor(service: 'api' | 'webchat') {
    this.registry.setDefaultLabels({ service });
    this.process = processMetrics(service);
    const registers = [this.registry];
    this.httpRequests = new Counter({
      name: 'parley_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.httpDuration = new Histogram({
      name: 'parley_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.trainings = new Counter({
      name: 'parley_trainings_total',
      help: "Classifier trainings of an App's model, by result (ok, failed)",
      labelNames: ['result'],
      registers,
    });
    this.trainingDuration = new Histogram({
      name: 'parley_training_duration_seconds',
      help: "Time to train an App's model (worker thread)",
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers,
    });
    this.trainingsRunning = new Gauge({
      name: 'parley_trainings_running',
      help: 'Training jobs this process is running now (0 or 1)',
      registers,
    });
    const models = (name: string, help: string, read: (u: { bytes: number; models: number }) => number) => {
      const gauge: Gauge = new Gauge({
        name,
        help,
        registers,
        collect: () => {
          const u = this.models?.();
          if (u) gauge.set(read(u));
        },
      });
    };
    models('parley_models_loaded', "Apps' models this process holds in memory", (u) => u.models);
    models('parley_models_bytes', 'Memory those models hold (bytes; bounded by MODEL_CACHE_MB)', (u) => u.bytes);
    this.botmeterBatches = new Counter({
      name: 'parley_botmeter_batches_total',
      help: 'Batches of botmeter records written, by result (ok, failed)',
      labelNames: ['result'],
      registers,
    });
    this.botmeterBatchSize = new Histogram({
      name: 'parley_botmeter_batch_size',
      help: 'Records per botmeter batch',
      buckets: [1, 2, 5, 10, 25, 50, 100, 250, 500, 1000, 2000],
      registers,
    });
    this.botmeterBatchDuration = new Histogram({
      name: 'parley_botmeter_batch_duration_seconds',
      help: 'Time to write a botmeter batch (partitions checked, INSERT, commit)',
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.botmeterRefused = new Counter({
      name: 'parley_botmeter_refused_total',
      help: 'Botmeter records refused with a 503, by reason (overloaded, failed, closed)',
      labelNames: ['reason'],
      registers,
    });
    // Read at each scrape: the pool and Redis say where they stand now.
    const fromPool = (name: string, help: string, read: (p: PoolLike) => number | undefined) => {
      const gauge: Gauge = new Gauge({
        name,
        help,
        registers,
        collect: () => {
          const p = this.pool?.();
          const v = p ? read(p) : undefined;
          if (v !== undefined) gauge.set(v);
        },
      });
    };
    fromPool('parley_db_pool_connections', 'Database connections open in the pool', (p) => p.totalCount);
    fromPool('parley_db_pool_busy', 'Database connections of the pool in use', (p) => p.totalCount - p.idleCount);
    fromPool('parley_db_pool_waiting', 'Queries waiting for a free database connection', (p) => p.waitingCount);
    fromPool('parley_db_pool_max', 'Largest size of the database pool (DB_POOL_SIZE)', (p) => p.options?.max);
    const redis: Gauge<'state'> = new Gauge({
      name: 'parley_redis_up',
      help: 'Redis state: 1 for the current one of off (no REDIS_URL), connecting, up, down',
      labelNames: ['state'],
      registers,
      collect: () => {
        const current = this.redis?.() ?? 'off';
        for (const state of ['off', 'connecting', 'up', 'down']) redis.set({ state }, state === current ? 1 : 0);
      },
    });
  }

  /** Where the pool gauges read from (the database connection is made after the metrics). */
  /** What GET /metrics answers: the process's metrics, then the server's (Prometheus text format). */
  async scrape(): Promise<string> {
    const [own, server] = await Promise.all([this.process.metrics(), this.registry.metrics()]);
    return own.endsWith('\n') || !own ? own + server : `${own}\n${server}`;
  }

  watchPool(pool: () => PoolLike | undefined): void {
    this.pool = pool;
  }

  /** Where the model gauges read from (the trainer runtime is made after the metrics). */
  watchModels(usage: () => { bytes: number; models: number }): void {
    this.models = usage;
  }

  watchRedis(state: () => string): void {
    this.redis = state;
  }

  /** What libs/botmeter's writer reports to. */
  botmeterObserver() {
    return {
      batch: (size: number, ms: number, ok: boolean) => {
        this.botmeterBatches.inc({ result: ok ? 'ok' : 'failed' });
        this.botmeterBatchSize.observe(size);
        this.botmeterBatchDuration.observe(ms / 1000);
      },
      refused: (reason: string) => this.botmeterRefused.inc({ reason }),
    };
  }

  /** What libs/trainer-runtime's training jobs report to. */
  trainingObserver() {
    return {
      started: () => this.trainingsRunning.inc(),
      ended: (ms: number, ok: boolean) => {
        this.trainingsRunning.dec();
        this.trainings.inc({ result: ok ? 'ok' : 'failed' });
        if (ok) this.trainingDuration.observe(ms / 1000);
      },
    };
  }
}

export interface MetricsAccess {
  /** Bearer token a scrape must carry; unset: no /metrics on the server's own port. */
  METRICS_TOKEN?: string;
  /** A port of its own for /metrics (no other route there); unset: none. */
  METRICS_PORT?: number;
  HOST: string;
}

/**
 * Counts and times every answered request by route pattern (never the values: an unknown URL is
 * `unmatched`, so scanners cannot grow the series without bound), and serves `GET /metrics`:
 * on the server's port with `Authorization: Bearer <METRICS_TOKEN>` only (401 otherwise; 404 when
 * no token is set), and on METRICS_PORT when set (its own listener, to keep off the public network;
 * the token is asked there too when set). Returns the METRICS_PORT listener to close, if any.
 */
export async function serveMetrics(fastify: FastifyInstance, metrics: Metrics, access: MetricsAccess): Promise<Server | undefined> {
  fastify.addHook('onResponse', (request, reply, done) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
  const token = access.METRICS_TOKEN;
  if (token) {
    fastify.get('/metrics', { logLevel: 'silent' }, async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .send({
            statusCode: 401,
            error: 'Unauthorized',
            message: 'A scrape of /metrics carries Authorization: Bearer <METRICS_TOKEN>',
            details: [],
          });
      }
      return reply.header('content-type', metrics.registry.contentType).send(await metrics.scrape());
    });
  }
  if (access.METRICS_PORT === undefined) return undefined;
  const server = createServer((req, res) => void answerScrape(req, res, metrics, token));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(access.METRICS_PORT, access.HOST, () => resolve());
  });
  server.unref();
  return server;
}

async function answerScrape(req: IncomingMessage, res: ServerResponse, metrics: Metrics, token: string | undefined): Promise<void> {
  const path = (req.url ?? '/').split('?')[0];
  if (req.method !== 'GET' || path !== '/metrics') {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Only GET /metrics is served on this port\n');
    return;
  }
  if (token && !bearerMatches(req.headers.authorization, token)) {
    res
      .writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' })
      .end('Authorization: Bearer <METRICS_TOKEN> required\n');
    return;
  }
  try {
    const body = await metrics.scrape();
    res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(body);
  } catch (err) {
    res.writeHead(503, { 'content-type': 'text/plain' }).end(`${(err as Error).message}\n`);
  }
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1]!.trim());
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
