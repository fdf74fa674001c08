import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AppEntity, type AppLanguage } from '@parley/persistence';
import type { DataSource } from 'typeorm';
import { WEBCHAT_CONFIG, type WebchatConfig } from '../config/env';

/** What the webchat server needs to know about an App. */
export interface WebchatApp {
  id: string;
  token: string;
  language: AppLanguage;
  webhookUrl: string | null;
  webhookSecret: string;
  pushSecret: string | null;
  pushSecretRequired: boolean;
  allowedOrigins: string[];
  /** Decision rule of the FAQ bot's classifier. */
  classificationThreshold: number;
  ambiguityMargin: number;
}

interface Cached {
  app: WebchatApp | null;
  expires: number;
}

/**
 * Apps by token and by id, cached for a few seconds: every push and every connection needs one,
 * and a portal change (origins, webhook) reaching the webchat within APP_CACHE_TTL_MS is enough.
 */
@Injectable()
export class AppDirectory {
  private readonly byToken = new Map<string, Cached>();
  private readonly byId = new Map<string, Cached>();

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(WEBCHAT_CONFIG) private readonly config: WebchatConfig,
  ) {}

  async byAppToken(token: string): Promise<WebchatApp | null> {
    if (!token || token.length > 64) return null;
    return this.cached(this.byToken, token, () => this.ds.getRepository(AppEntity).findOneBy({ token }));
  }

  async byAppId(id: string): Promise<WebchatApp | null> {
    return this.cached(this.byId, id, () => this.ds.getRepository(AppEntity).findOneBy({ id }));
  }

  private async cached(map: Map<string, Cached>, key: string, load: () => Promise<AppEntity | null>): Promise<WebchatApp | null> {
    const now = Date.now();
    const hit = map.get(key);
    if (hit && hit.expires > now) return hit.app;
    const entity = await load();
    const app = entity ? toWebchatApp(entity) : null;
    if (map.size > 10_000) map.clear();
    map.set(key, { app, expires: now + this.config.APP_CACHE_TTL_MS });
    return app;
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
    allowedOrigins: e.allowedOrigins ?? [],
    classificationThreshold: e.classificationThreshold,
    ambiguityMargin: e.ambiguityMargin,
  };
}
