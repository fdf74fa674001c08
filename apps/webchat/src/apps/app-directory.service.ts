import type { Language } from '@parley/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { ChangeSignal, type AppEntity } from '@parley/persistence';
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
}

interface Cached {
  app: WebchatApp | null;
  /** When it was read (ms). Past half its age limit a use reloads it in the background (refresh ahead); past the limit it is not used. */
  loadedAt: number;
}

/**
 * While the change signal is up every change is heard at once, so an App is read again only this
 * often, in case a notification went missing (a process that died between its commit and its notification).
 */
const SIGNAL_UP_MAX_AGE_MS = 300_000;

/**
 * Apps by token and by id, cached: every push and every connection needs one. A change made in the
 * api (settings, secrets, deletion) drops the App at once through the change signal (`forget`, from
 * AppChanges); while the signal is down an App is used for APP_CACHE_TTL_MS at most, so a change
 * reaches the webchat within it. An entry past half its age limit is reloaded in the background
 * while callers still get it, so under steady traffic no push waits for this lookup; concurrent
 * misses share one query.
 */
@Injectable()
export class AppDirectory {
  private readonly byToken = new Map<string, Cached>();
  private readonly byId = new Map<string, Cached>();
  private readonly loading = new Map<string, Promise<WebchatApp | null>>();
  /** Counts the changes heard: a lookup that began before one is answered but not cached (it may hold the old App). */
  private changes = 0;

  constructor(
    private readonly repo: AppsRepository,
    @Inject(WEBCHAT_CONFIG) private readonly config: WebchatConfig,
    private readonly signal: ChangeSignal,
  ) {}

  async byAppToken(token: string): Promise<WebchatApp | null> {
    if (!token || token.length > 64) return null;
    return this.cached(this.byToken, `t:${token}`, token, () => this.repo.findByToken(token));
  }

  /** The id of the App with this token when it is cached (the request log's App id; no lookup). */
  cachedId(token: string): string | undefined {
    return this.byToken.get(token)?.app?.id;
  }

  async byAppId(id: string): Promise<WebchatApp | null> {
    return this.cached(this.byId, `i:${id}`, id, () => this.repo.findById(id));
  }

  /** The App changed or was deleted: its next use reads it again. */
  forget(appId: string): void {
    this.changes++;
    this.loading.clear();
    this.byId.delete(appId);
    for (const [token, hit] of this.byToken) if (hit.app?.id === appId) this.byToken.delete(token);
  }

  /** Changes may have been missed (Redis was away): every App is read again. */
  clear(): void {
    this.changes++;
    this.loading.clear();
    this.byId.clear();
    this.byToken.clear();
  }

  private cached(
    map: Map<string, Cached>,
    loadKey: string,
    key: string,
    load: () => Promise<AppEntity | null>,
  ): Promise<WebchatApp | null> {
    const hit = map.get(key);
    const age = hit ? Date.now() - hit.loadedAt : Infinity;
    // 0 caches nothing, whatever the signal.
    const ttl = this.config.APP_CACHE_TTL_MS;
    const maxAge = ttl > 0 && this.signal.up ? SIGNAL_UP_MAX_AGE_MS : ttl;
    if (age < maxAge) {
      if (age >= maxAge / 2 && !this.loading.has(loadKey)) this.reload(map, loadKey, key, load).catch(() => undefined);
      return Promise.resolve(hit!.app);
    }
    return this.loading.get(loadKey) ?? this.reload(map, loadKey, key, load);
  }

  private reload(
    map: Map<string, Cached>,
    loadKey: string,
    key: string,
    load: () => Promise<AppEntity | null>,
  ): Promise<WebchatApp | null> {
    const changes = this.changes;
    const p = load()
      .then((entity) => {
        const app = entity ? toWebchatApp(entity) : null;
        if (changes !== this.changes) return app;
        if (map.size > 10_000) map.clear();
        map.set(key, { app, loadedAt: Date.now() });
        return app;
      })
      .finally(() => {
        if (this.loading.get(loadKey) === p) this.loading.delete(loadKey);
      });
    this.loading.set(loadKey, p);
    return p;
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
  };
}
