export { DatabaseModule, type DatabaseConfig } from './database/database.module';
export { RedisModule, type RedisConfig } from './redis/redis.module';
export { ChangeSignalModule, type ChangeSignalConfig } from './change-signal/change-signal.module';
export {
  TrainerRuntimeModule,
  TRAINER_APP_SETTINGS,
  type TrainerAppSettings,
  type TrainerRuntimeOptions,
} from './trainer/trainer-runtime.module';
export { BotmeterStorageModule, BOTMETER_SETTINGS } from './botmeter/botmeter-storage.module';
export { storeProvider } from './database/store-provider';
export { AppCache, SIGNAL_UP_MAX_AGE_MS, type AppCacheOptions, type AppCacheSignal } from './app-cache/app-cache';
export { AppDataModule, AppDataOwners, appDataOwner } from './app-data/app-data.module';
export { PortalSessions, bearerToken, type LiveSession, type SessionAccounts } from './portal-sessions/portal-sessions';
export { accountOfLiveSession, roleInApp } from './portal-sessions/portal-sessions.repository';
export { MailModule, MailTransport, type OutgoingMail } from './mail/mail.module';
