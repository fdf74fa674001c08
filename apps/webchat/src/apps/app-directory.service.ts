import type { Language } from '@parley/contracts';
import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ChangeSignal, type AppEntity } from '@parley/persistence';
import { AppCache } from '@parley/server-modules';
import { WEBCHAT_CONFIG, type WebchatConfig } from '../config/env';
import { AppsRepository } from './apps.repository';

/** What the webchat server needs to know about an App. */
export interface WebchatApp {
  id: string;
  token: string;
  language: Language;
  webhookUrl: string | null;
  webhookSecret: string;
  pushSecret: string;
  pushSecretRequired: boolean;
  pushSecretRequiredFrom: Date | null;
  /** Key of the App's visitor tokens. */
  visitorSecret: string;
  /** Key of the host site's userHash (identity verification). */
  identitySecret: string;
  /** A userId given on a handshake needs its userHash. */
  identityVerification: boolean;
  allowedOrigins: string[];
  /** Decision rule of the FAQ bot's classifier. */
  classificationThreshold: number;
  ambiguityMargin: number;
  /** The FAQ bot's own fallback messages per language (a language absent: the built-in text). */
  fallbackMessages: Partial<Record<Language, string>>;
  /** What a visitor waiting for a person is told when nobody is online, per language (absent: the built-in text). */
  nobodyOnlineMessages: Partial<Record<Language, string>>;
}

/**
 * Apps by token and by id, cached (the shared AppCache of libs/server-modules): every push and
 * every connection needs one. A change made in the api (settings, secrets, deletion) drops the App
 * at once through the change signal; while the signal is down an App is used for APP_CACHE_TTL_MS
 * at most, so a change reaches the webchat within it. An entry past half its age limit is reloaded
 * in the background while callers still get it, so under steady traffic no push waits for this
 * lookup; concurrent misses share one query.
 */
@Injectable()
export class AppDirectory implements OnModuleInit, OnModuleDestroy {
  private readonly byToken: AppCache<WebchatApp>;
  private readonly byId: AppCache<WebchatApp>;

  constructor(repo: AppsRepository, @Inject(WEBCHAT_CONFIG) config: WebchatConfig, signal: ChangeSignal) {
    const cache = (find: (key: string) => Promise<AppEntity | null>) =>
      new AppCache<WebchatApp>({
        load: async (key) => {
          const entity = await find(key);
          return entity ? toWebchatApp(entity) : null;
        },
        appIdOf: (app) => app.id,
        signal,
        ttlMs: config.APP_CACHE_TTL_MS,
      });
    this.byToken = cache((token) => repo.findByToken(token));
    this.byId = cache((id) => repo.findById(id));
  }

  onModuleInit(): void {
    this.byToken.start();
    this.byId.start();
  }

  onModuleDestroy(): void {
    this.byToken.stop();
    this.byId.stop();
  }

  async byAppToken(token: string): Promise<WebchatApp | null> {
    if (!token || token.length > 64) return null;
    return this.byToken.get(token);
  }

  /** The id of the App with this token when it is cached (the request log's App id; no lookup). */
  cachedId(token: string): string | undefined {
    return this.byToken.peek(token)?.id;
  }

  async byAppId(id: string): Promise<WebchatApp | null> {
    return this.byId.get(id);
  }

  /** The App changed or was deleted: its next use reads it again. */
  forget(appId: string): void {
    this.byToken.forget(appId);
    this.byId.forget(appId);
  }
}

function toWebchatApp(e: AppEntity): WebchatApp {
  return {
    id: e.id,
    token: e.token,
    language: e.language,
    webhookUrl: e.webhookUrl,
    webhookSecret: e.webhookSecret,
    pushSecret: e.pushSecret,
    pushSecretRequired: e.pushSecretRequired,
    pushSecretRequiredFrom: e.pushSecretRequiredFrom,
    visitorSecret: e.visitorSecret,
    identitySecret: e.identitySecret,
    identityVerification: e.identityVerification,
    allowedOrigins: e.allowedOrigins ?? [],
    classificationThreshold: e.classificationThreshold,
    ambiguityMargin: e.ambiguityMargin,
    fallbackMessages: e.fallbackMessages ?? {},
    nobodyOnlineMessages: e.nobodyOnlineMessages ?? {},
  };
}
