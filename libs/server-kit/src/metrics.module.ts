import { type DynamicModule, type INestApplication, Module } from '@nestjs/common';
import { RedisLink } from '@parley/redis';
import type { FastifyInstance } from 'fastify';
import { DataSource } from 'typeorm';
import { Metrics, serveMetrics, type MetricsAccess, type PoolLike } from './metrics';

/** The process's Metrics, global: every module that counts something injects it. */
@Module({})
export class MetricsModule {
  static forRoot(service: 'api' | 'webchat'): DynamicModule {
    return { module: MetricsModule, global: true, providers: [{ provide: Metrics, useValue: new Metrics(service) }], exports: [Metrics] };
  }
}

/**
 * Wires a built server's metrics: requests counted by route and status, the database pool and
 * Redis read at each scrape, GET /metrics served as METRICS_TOKEN and METRICS_PORT say (a
 * METRICS_PORT listener closes with the server).
 */
export async function installMetrics(app: INestApplication, access: MetricsAccess): Promise<void> {
  const metrics = app.get(Metrics);
  const ds = app.get(DataSource);
  metrics.watchPool(() => (ds.isInitialized ? (ds.driver as unknown as { master?: PoolLike }).master : undefined));
  const link = app.get(RedisLink);
  metrics.watchRedis(() => link.status().state);
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  const portServer = await serveMetrics(fastify, metrics, access);
  if (portServer) fastify.addHook('onClose', (_instance, done) => void portServer.close(() => done()));
  // The server's registry holds every gauge's collect callback, with the server it reads (its NLP
  // engines and dictionaries, its database pool): a closed server's metrics go with it, so that a
  // process that builds servers again (the tests) does not keep every one. Node's own metrics are
  // the process's, kept once per service (see `Metrics`).
  fastify.addHook('onClose', (_instance, done) => {
    metrics.registry.clear();
    done();
  });
}
