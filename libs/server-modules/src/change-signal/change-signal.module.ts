import { type DynamicModule, Injectable, Logger, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { ChangeSignal } from '@parley/persistence';

export interface ChangeSignalConfig {
  DATABASE_URL: string;
  /** Where to LISTEN; unset: DATABASE_URL; `off`: nowhere (changes are polled). */
  CHANGE_SIGNAL_URL?: string;
  CHANGE_POLL_MS: number;
}

@Injectable()
class ChangeSignalLifecycle implements OnModuleInit, OnApplicationShutdown {
  constructor(private readonly signal: ChangeSignal) {}

  onModuleInit(): void {
    this.signal.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.signal.close();
  }
}

/**
 * The process's one ear on changes of Apps made by any instance (PostgreSQL LISTEN/NOTIFY, see
 * ChangeSignal in libs/persistence), global: the App caches and the trainer runtime listen to it.
 */
@Module({})
export class ChangeSignalModule {
  static forRoot(config: ChangeSignalConfig): DynamicModule {
    return {
      module: ChangeSignalModule,
      global: true,
      providers: [
        {
          provide: ChangeSignal,
          useFactory: () =>
            new ChangeSignal({
              url: config.CHANGE_SIGNAL_URL === 'off' ? null : (config.CHANGE_SIGNAL_URL ?? config.DATABASE_URL),
              pollMs: config.CHANGE_POLL_MS,
              logger: new Logger('ChangeSignal'),
            }),
        },
        ChangeSignalLifecycle,
      ],
      exports: [ChangeSignal],
    };
  }
}
