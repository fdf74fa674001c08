import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { buildDataSourceOptions } from '@parley/persistence';
import { createTestApp, type TestAppCredentials, testDatabaseUrl } from '@parley/testing';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi, startApi, startWebchat, type ApiProcess } from '../../../bench/botmeter/api-process';

// Traces leave the process only when OTEL_EXPORTER_OTLP_ENDPOINT is set. The SDK patches modules as
// they are required, which the test runner's own module loading would bypass: both servers run as
// real processes (built into tmp/, see api-process.ts), sending to a collector this test runs.

/** A span as the collector received it, decoded from OTLP's protobuf. */
interface ReceivedSpan {
  service: string;
  scope: string;
  name: string;
  traceId: string;
  attributes: Record<string, string | number | boolean>;
}

/** An OTLP/HTTP collector on a loopback port: keeps every export it is sent, by path. */
class Collector {
  readonly requests: { path: string; contentType: string; body: Buffer }[] = [];
  private server!: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
        this.requests.push({ path: req.url ?? '', contentType: String(req.headers['content-type']), body });
        // An empty ExportServiceResponse: everything accepted.
        res.writeHead(200, { 'content-type': req.headers['content-type'] ?? 'application/x-protobuf' }).end();
      });
    });
    await new Promise<void>((done) => this.server.listen(0, '127.0.0.1', done));
    this.url = `http://127.0.0.1:${(this.server.address() as { port: number }).port}`;
  }

  spans(): ReceivedSpan[] {
    return this.requests.filter((r) => r.path === '/v1/traces').flatMap((r) => decodeTraces(r.body));
  }

  close(): Promise<void> {
    return new Promise((done) => this.server.close(() => done()));
  }
}

describe('traces (OpenTelemetry)', () => {
  let ds: DataSource;
  let creds: TestAppCredentials;
  const collector = new Collector();
  const running: ApiProcess[] = [];
  const start = async (env: Record<string, string | undefined>) => {
    const [api, webchat] = await Promise.all([startApi(testDatabaseUrl(), env), startWebchat(testDatabaseUrl(), env)]);
    running.push(api, webchat);
    return { api, webchat };
  };
  /** One request on each server that reads the database: an entity extraction, a bot's push. */
  const traffic = async (api: ApiProcess, webchat: ApiProcess) => {
    const extracted = await fetch(`${api.url}/nlp/entity-extraction/v0?sentence=${encodeURIComponent('tomorrow at 5pm')}`, {
      headers: creds.headers,
    });
    expect(extracted.status).toBe(200);
    const pushed = await fetch(`${webchat.url}/bots/${creds.appToken}/users/trace-user/conversation/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${creds.pushSecret}` },
      body: JSON.stringify({ type: 'text', payload: { value: 'traced' } }),
    });
    expect(pushed.status).toBe(200);
  };

  beforeAll(async () => {
    buildApi();
    ds = await new DataSource(buildDataSourceOptions({ url: testDatabaseUrl(), poolSize: 1 })).initialize();
    creds = await createTestApp(ds);
    await collector.start();
  }, 240_000);

  afterAll(async () => {
    for (const p of running) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
    await ds?.destroy();
    await collector.close();
  });

  it('sends each request as a trace: its span named by the route, and the PostgreSQL queries it made beneath it', async () => {
    collector.requests.length = 0;
    const { api, webchat } = await start({
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      // Export each batch soon after it ends rather than after the SDK's 5 s.
      OTEL_BSP_SCHEDULE_DELAY: '200',
    });
    try {
      await traffic(api, webchat);
      const routes = {
        'parley-api': 'GET /nlp/entity-extraction/v0',
        'parley-webchat': 'POST /bots/:appToken/users/:userId/conversation/messages',
      };
      const served = (service: keyof typeof routes) =>
        collector
          .spans()
          .find((s) => s.service === service && s.scope === '@opentelemetry/instrumentation-http' && s.name === routes[service]);
      for (const deadline = Date.now() + 15_000; Date.now() < deadline && !(served('parley-api') && served('parley-webchat'));) {
        await new Promise((r) => setTimeout(r, 100));
      }
      // The SDK's default protocol: protobuf.
      expect(collector.requests.find((r) => r.path === '/v1/traces')?.contentType).toBe('application/x-protobuf');
      for (const service of ['parley-api', 'parley-webchat'] as const) {
        const server = served(service);
        const seen = collector
          .spans()
          .map((s) => `${s.service} ${s.scope} "${s.name}"`)
          .join('\n');
        expect(server, `${service}: a request span "${routes[service]}"; received:\n${seen}`).toBeDefined();
        // The pattern, never the values.
        expect(server!.attributes['http.route']).toBe(routes[service].split(' ')[1]);
        expect(server!.attributes['http.route']).not.toContain(creds.appToken);
        // The queries the request made belong to its trace, with their statement.
        const queries = collector.spans().filter((s) => s.traceId === server!.traceId && s.scope === '@opentelemetry/instrumentation-pg');
        expect(
          queries.some((s) => typeof s.attributes['db.statement'] === 'string' || typeof s.attributes['db.query.text'] === 'string'),
          `${service}: a query span in the request's trace; received:\n${seen}`,
        ).toBe(true);
      }
      // Health probes are left out.
      await fetch(`${api.url}/health/ready`);
    } finally {
      await Promise.all([api.stop(), webchat.stop()]);
    }
    const path = (s: ReceivedSpan) => String(s.attributes['http.route'] ?? s.attributes['url.path'] ?? s.attributes['http.target'] ?? '');
    expect(collector.spans().filter((s) => path(s).startsWith('/health'))).toEqual([]);
    // Traces only (metrics are Prometheus's, logs are stdout's): the SDK's own metrics and logs
    // exports, which it flushes on shutdown, stay off unless OTEL_METRICS_EXPORTER/OTEL_LOGS_EXPORTER say otherwise.
    expect(collector.requests.filter((r) => r.path !== '/v1/traces').map((r) => r.path)).toEqual([]);
  }, 120_000);

  it("sends nothing when OTEL_EXPORTER_OTLP_ENDPOINT is unset, even with the SDK's other variables pointing at a collector", async () => {
    collector.requests.length = 0;
    const { api, webchat } = await start({
      OTEL_EXPORTER_OTLP_ENDPOINT: undefined,
      // Variables the SDK would read if it were loaded: nothing may arrive there either.
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${collector.url}/v1/traces`,
      OTEL_EXPORTER_OTLP_METRICS_ENDPOINT: `${collector.url}/v1/metrics`,
      OTEL_EXPORTER_OTLP_LOGS_ENDPOINT: `${collector.url}/v1/logs`,
      OTEL_BSP_SCHEDULE_DELAY: '200',
    });
    try {
      await traffic(api, webchat);
      await new Promise((r) => setTimeout(r, 1000));
    } finally {
      // A graceful stop would flush what the SDK still held.
      await Promise.all([api.stop(), webchat.stop()]);
    }
    expect(collector.requests.map((r) => r.path)).toEqual([]);
  }, 120_000);
});

// --- OTLP protobuf (opentelemetry-proto, trace/v1), only the fields read above ---

type Fields = Map<number, (Buffer | bigint)[]>;

/** One protobuf message's fields by number: varints as bigint, everything else as bytes. */
function fields(buf: Buffer): Fields {
  const out: Fields = new Map();
  let i = 0;
  const varint = (): bigint => {
    let v = 0n;
    for (let shift = 0n; ; shift += 7n) {
      const b = buf[i++];
      v |= BigInt(b & 0x7f) << shift;
      if (b < 0x80) return v;
    }
  };
  while (i < buf.length) {
    const key = Number(varint());
    const wire = key & 7;
    let value: Buffer | bigint;
    if (wire === 0) value = varint();
    else if (wire === 1 || wire === 5) {
      const n = wire === 1 ? 8 : 4;
      value = buf.subarray(i, i + n);
      i += n;
    } else if (wire === 2) {
      const n = Number(varint());
      value = buf.subarray(i, i + n);
      i += n;
    } else throw new Error(`unexpected protobuf wire type ${wire}`);
    const list = out.get(key >>> 3) ?? [];
    list.push(value);
    out.set(key >>> 3, list);
  }
  return out;
}

const bytes = (f: Fields, n: number): Buffer[] => (f.get(n) ?? []) as Buffer[];
const text = (f: Fields, n: number): string => bytes(f, n)[0]?.toString('utf8') ?? '';

/** KeyValue list -> object (AnyValue: 1 string, 2 bool, 3 int, 4 double). */
function attributes(list: Buffer[]): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const kv of list.map(fields)) {
    const value = fields(bytes(kv, 2)[0] ?? Buffer.alloc(0));
    if (value.has(1)) out[text(kv, 1)] = text(value, 1);
    else if (value.has(2)) out[text(kv, 1)] = value.get(2)![0] === 1n;
    else if (value.has(3)) out[text(kv, 1)] = Number(value.get(3)![0]);
    else if (value.has(4)) out[text(kv, 1)] = (value.get(4)![0] as Buffer).readDoubleLE(0);
  }
  return out;
}

/** ExportTraceServiceRequest -> spans, with their resource's service.name and their scope's name. */
function decodeTraces(body: Buffer): ReceivedSpan[] {
  const spans: ReceivedSpan[] = [];
  for (const resourceSpans of bytes(fields(body), 1).map(fields)) {
    const resource = fields(bytes(resourceSpans, 1)[0] ?? Buffer.alloc(0));
    const service = String(attributes(bytes(resource, 1))['service.name'] ?? '');
    for (const scopeSpans of bytes(resourceSpans, 2).map(fields)) {
      const scope = text(fields(bytes(scopeSpans, 1)[0] ?? Buffer.alloc(0)), 1);
      for (const span of bytes(scopeSpans, 2).map(fields)) {
        spans.push({
          service,
          scope,
          name: text(span, 5),
          traceId: bytes(span, 1)[0]?.toString('hex') ?? '',
          attributes: attributes(bytes(span, 9)),
        });
      }
    }
  }
  return spans;
}
