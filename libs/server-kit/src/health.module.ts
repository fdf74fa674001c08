import { type DynamicModule, Module, type ModuleMetadata, type Type } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController, READINESS_CHECKS, type ReadinessCheck } from './health.controller';

/**
 * `GET /health` (liveness) and `GET /health/ready` (the database answers), for both servers.
 * `HealthModule.forRoot({ imports, checks })` adds a server's own readiness checks (the api: its
 * spell checker's dictionaries loaded).
 */
@Module({
  imports: [TerminusModule.forRoot({ logger: false })],
  controllers: [HealthController],
})
export class HealthModule {
  static forRoot(options: { imports?: ModuleMetadata['imports']; checks?: Type<ReadinessCheck>[] } = {}): DynamicModule {
    const checks = options.checks ?? [];
    return {
      module: HealthModule,
      imports: options.imports ?? [],
      providers: [{ provide: READINESS_CHECKS, inject: checks, useFactory: (...found: ReadinessCheck[]) => found }],
    };
  }
}
