/** Stops tracing: sends the spans still buffered. */
export type StopTracing = () => Promise<void>;

/**
 * OpenTelemetry traces of one server process, sent over OTLP/HTTP to `endpoint`
 * (OTEL_EXPORTER_OTLP_ENDPOINT, read by the SDK as well as here): spans for incoming and outgoing
 * HTTP (webhook calls included), PostgreSQL queries and Redis commands; each server names its
 * requests' spans by route (`traceRoutes`). Call it before the server's modules are loaded (main.ts
 * imports them after), since the instrumentations patch `http`, `pg` and `ioredis` as they are
 * required. Without an endpoint nothing is loaded: the SDK is imported here only, lazily.
 */
export async function startTracing(service: 'parley-api' | 'parley-webchat', endpoint: string | undefined): Promise<StopTracing> {
  if (!endpoint) return async () => undefined;
  // Traces only: metrics are Prometheus's (/metrics) and logs stdout's; the SDK would otherwise also
  // export its own metrics and logs to the endpoint. An operator who wants them sets these variables.
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  const [{ NodeSDK }, { HttpInstrumentation }, { PgInstrumentation }, { IORedisInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-ioredis'),
  ]);
  const sdk = new NodeSDK({
    serviceName: service,
    instrumentations: [
      // Health probes and scrapes would drown the traces that matter.
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => /^\/(health|metrics)\b/.test(req.url ?? '') }),
      new PgInstrumentation(),
      new IORedisInstrumentation(),
    ],
  });
  sdk.start();
  return () => sdk.shutdown().catch(() => undefined);
}
