import { Module } from '@nestjs/common';
import { TRAINER_APP_SETTINGS } from '@parley/server-modules';
import { AppDirectory } from './app-directory.service';
import { AppsRepository } from './apps.repository';

/** The Apps the webchat server serves (read-only: the api owns their writes), cached with invalidation. */
@Module({
  providers: [
    AppsRepository,
    AppDirectory,
    // What the trainer runtime asks of an App (libs/server-modules), from the same cache.
    {
      provide: TRAINER_APP_SETTINGS,
      inject: [AppDirectory],
      useFactory: (apps: AppDirectory) => ({
        language: async (id: string) => (await apps.byAppId(id))?.language ?? null,
        decision: async (id: string) => {
          const app = await apps.byAppId(id);
          return app ? { threshold: app.classificationThreshold, margin: app.ambiguityMargin } : null;
        },
      }),
    },
  ],
  exports: [AppsRepository, AppDirectory, TRAINER_APP_SETTINGS],
})
export class AppsModule {}
