import {
  type BeforeApplicationShutdown,
  type DynamicModule,
  Inject,
  Injectable,
  Logger,
  Module,
  type ModuleMetadata,
  type OnModuleInit,
  type Provider,
} from '@nestjs/common';
import type { DecisionOptions, Lang } from '@parley/classifier';
import { LANGUAGES } from '@parley/contracts';
import type { TrainerEnv } from '@parley/config';
import { ChangeSignal } from '@parley/persistence';
import { Metrics } from '@parley/server-kit';
import {
  AppEntities,
  InstanceRegistry,
  InstancesStore,
  ModelStore,
  ModelTrainer,
  TrainerModels,
  TrainerStore,
  TrainerVersions,
  TrainingJobs,
  TrainingJobsStore,
  TrainingPool,
} from '@parley/trainer-runtime';
import { appDataOwner } from '../app-data/app-data.module';
import { storeProvider } from '../database/store-provider';

/** What the trainer runtime needs to know of an App; each server answers from its own cache of Apps. */
export interface TrainerAppSettings {
  language(appId: string): Promise<Lang | null>;
  decision(appId: string): Promise<DecisionOptions | null>;
}

/** The token of the server's TrainerAppSettings (provided by a module listed in `imports`). */
export const TRAINER_APP_SETTINGS = Symbol('TRAINER_APP_SETTINGS');

export interface TrainerRuntimeOptions {
  /** Which server this is (the instance registry says it). */
  server: 'api' | 'webchat';
  config: TrainerEnv & { CHANGE_POLL_MS: number };
  /** Modules that provide TRAINER_APP_SETTINGS. */
  imports: ModuleMetadata['imports'];
}

/** Seconds after which the job of a process that died is tried again (TRAINING_JOB_TIMEOUT_S). */
const LEASE_SECONDS = Symbol('LEASE_SECONDS');
/** The languages whose training indexes the process builds as it starts (TRAINING_WARM_UP; none when it does not train). */
const WARM_UP_LANGS = Symbol('WARM_UP_LANGS');
/** A thread of its own for compiling App entity types: a change of them never waits behind a training or a cross-validation. */
const COMPILE_POOL = Symbol('COMPILE_POOL');

@Injectable()
class TrainerRuntimeLifecycle implements OnModuleInit, BeforeApplicationShutdown {
  constructor(
    @Inject(LEASE_SECONDS) private readonly leaseSeconds: number,
    @Inject(WARM_UP_LANGS) private readonly warmUpLangs: Lang[],
    private readonly registry: InstanceRegistry,
    private readonly jobs: TrainingJobs,
    private readonly trainer: ModelTrainer,
    private readonly pool: TrainingPool,
    @Inject(COMPILE_POOL) private readonly compilePool: TrainingPool,
    private readonly models: TrainerModels,
    private readonly versions: TrainerVersions,
  ) {}

  onModuleInit(): void {
    this.registry.start();
    // The lease of a model's training lasts as long as the queue waits for a job without its
    // heartbeat, and is renewed on each beat.
    this.jobs.start((job, heartbeat) => this.trainer.train(job, this.leaseSeconds, heartbeat));
    if (this.warmUpLangs.length) {
      const t0 = performance.now();
      void this.pool.warmUp(this.warmUpLangs).then((langs) => {
        if (langs.length) new Logger('Trainer').log(`Training thread warmed up for ${langs.join(', ')} in ${Math.round(performance.now() - t0)} ms`);
      });
    }
  }

  /** Before the database closes: the job in flight finishes or goes back to the queue (another instance takes it at once). */
  async beforeApplicationShutdown(): Promise<void> {
    await this.jobs.stop(3000);
    await Promise.all([this.pool.close(), this.compilePool.close()]);
    // A training still running after the wait was cut by the pool's close: its lease released and
    // its job marked failed (tried again elsewhere at once) before the database closes.
    await this.jobs.settled(2000);
    await this.models.close();
    this.versions.close();
    await this.registry.stop();
  }
}

/**
 * The trainer's runtime (libs/trainer-runtime), wired once for both servers: the stores, the
 * versions followed through the change signal, the training jobs (taken here when TRAINING_WORKER),
 * the models loaded from the store in a cache bounded by MODEL_CACHE_MB, and this instance's entry
 * in the registry of live instances.
 */
@Module({})
export class TrainerRuntimeModule {
  static forRoot(options: TrainerRuntimeOptions): DynamicModule {
    const { config } = options;
    const logger = new Logger('Trainer');
    const warn = (appId: string, what: string, err: unknown) =>
      logger.warn(`App ${appId}: ${what} failed: ${err instanceof Error ? err.message : String(err)}`);
    const providers: Provider[] = [
      storeProvider(TrainerStore),
      storeProvider(ModelStore),
      storeProvider(TrainingJobsStore),
      storeProvider(InstancesStore),
      // Deleting an App asks each to delete the App's rows.
      appDataOwner(TrainerStore),
      appDataOwner(ModelStore),
      appDataOwner(InstancesStore),
      { provide: TrainingPool, useFactory: () => new TrainingPool({ maxJobMs: config.TRAINING_MAX_JOB_S * 1000 }) },
      { provide: COMPILE_POOL, useFactory: () => new TrainingPool({ maxJobMs: config.TRAINING_MAX_JOB_S * 1000 }) },
      {
        provide: TrainerVersions,
        inject: [TrainerStore, ModelStore, ChangeSignal],
        useFactory: (s: TrainerStore, models: ModelStore, signal: ChangeSignal) =>
          new TrainerVersions(s, { signal, models, pollMs: config.CHANGE_POLL_MS }),
      },
      {
        provide: InstanceRegistry,
        inject: [InstancesStore],
        useFactory: (s: InstancesStore) => new InstanceRegistry(s, { server: options.server, logger }),
      },
      {
        provide: TrainingJobs,
        inject: [TrainingJobsStore],
        useFactory: (s: TrainingJobsStore) =>
          new TrainingJobs(s, { work: config.TRAINING_WORKER, timeoutSeconds: config.TRAINING_JOB_TIMEOUT_S, pollSeconds: 2, logger }),
      },
      {
        provide: ModelTrainer,
        inject: [TrainerStore, ModelStore, TrainingPool, TRAINER_APP_SETTINGS, Metrics],
        useFactory: (s: TrainerStore, models: ModelStore, pool: TrainingPool, apps: TrainerAppSettings, metrics: Metrics) =>
          new ModelTrainer(s, models, pool, {
            appLanguage: (appId) => apps.language(appId),
            appDecision: (appId) => apps.decision(appId),
            onTraining: metrics.trainingObserver(),
            onTrained: (appId, language, version, phrases, ms) =>
              logger.log(`App ${appId}: model of ${language} trained on version ${version} (${phrases} phrases) in ${Math.round(ms)} ms`),
          }),
      },
      {
        provide: TrainerModels,
        inject: [ModelStore, TrainingJobs, TrainerVersions, InstanceRegistry, TRAINER_APP_SETTINGS, Metrics],
        useFactory: (
          models: ModelStore,
          jobs: TrainingJobs,
          versions: TrainerVersions,
          registry: InstanceRegistry,
          apps: TrainerAppSettings,
          metrics: Metrics,
        ) => {
          const served = new TrainerModels(models, jobs, versions, {
            cacheBytes: config.MODEL_CACHE_MB * 1024 * 1024,
            waitMs: config.MODEL_WAIT_MS,
            appLanguage: (appId) => apps.language(appId),
            registry,
            onFailure: warn,
          });
          metrics.watchModels(() => served.usage());
          return served;
        },
      },
      {
        provide: AppEntities,
        inject: [TrainerStore, TrainerVersions, COMPILE_POOL],
        useFactory: (s: TrainerStore, versions: TrainerVersions, pool: TrainingPool) =>
          new AppEntities(s, versions, pool, { cacheBytes: config.ENTITY_CACHE_MB * 1024 * 1024, onFailure: warn }),
      },
      { provide: LEASE_SECONDS, useValue: config.TRAINING_JOB_TIMEOUT_S },
      { provide: WARM_UP_LANGS, useValue: config.TRAINING_WORKER && config.TRAINING_WARM_UP ? [...LANGUAGES] : [] },
      TrainerRuntimeLifecycle,
    ];
    return {
      module: TrainerRuntimeModule,
      // Every feature module of the server uses the models and the store.
      global: true,
      imports: options.imports,
      providers,
      exports: [TrainerStore, ModelStore, TrainingJobs, TrainerVersions, TrainerModels, InstanceRegistry, AppEntities],
    };
  }
}
