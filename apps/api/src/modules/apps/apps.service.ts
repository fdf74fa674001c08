import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { generateSecret, type AppEntity, type AppKeyEntity, type IssuedKey, type NewApp } from '@parley/persistence';
import { LANGUAGES, type Language } from '@parley/contracts';
import { checkOutboundUrl, InvalidInputException, type ErrorDetail } from '@parley/server-kit';
import { API_CONFIG, rateLimitCaps, type ApiConfig } from '../../config/config';
import { AppDeletionRepository } from './app-deletion.repository';
import { AppsRepository } from './apps.repository';
import { CredentialsService } from './credentials.service';

/** What an App's owner may change. */
export type AppSettings = Pick<
  AppEntity,
  | 'name'
  | 'language'
  | 'webhookUrl'
  | 'allowedOrigins'
  | 'rateLimit'
  | 'rateBurst'
  | 'classificationThreshold'
  | 'ambiguityMargin'
  | 'fallbackMessages'
  | 'nobodyOnlineMessages'
  | 'retentionDays'
  | 'pushSecretRequired'
  | 'identityVerification'
>;

/** Live keys an App may hold at once (two suffice for a rotation; a few more for several bots). */
export const MAX_LIVE_KEYS = 5;

/** Creates Apps, changes their settings and manages their keys. Who may do so is the access guard's business. */
@Injectable()
export class AppsService {
  constructor(
    private readonly apps: AppsRepository,
    private readonly deletion: AppDeletionRepository,
    private readonly credentials: CredentialsService,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /** Creates an App with one key; the key is returned once and only its hash is kept. */
  async create(input: NewApp): Promise<{ app: AppEntity; key: IssuedKey }> {
    const problems = await this.webhookUrlProblems(input.webhookUrl);
    if (problems.length) throw new InvalidInputException(problems);
    return this.apps.create(input);
  }

  /**
   * A webhook URL must not lead inside Parley's network (docs/webchat.md, "Webhook addresses"):
   * refused here with a 400 when the URL or what its host resolves to now is internal; the webchat
   * server checks again before each delivery connects.
   */
  private async webhookUrlProblems(url: string | null | undefined): Promise<ErrorDetail[]> {
    if (!url) return [];
    const why = await checkOutboundUrl(url, { allowPrivate: this.config.WEBHOOK_ALLOW_PRIVATE });
    return why ? [{ field: 'webhookUrl', problem: why }] : [];
  }

  /** A rate limit or burst above what the operator lets owners set (APP_RATE_LIMIT_MAX, APP_RATE_BURST_MAX), naming the cap. */
  private rateCapProblems(settings: Partial<AppSettings>): ErrorDetail[] {
    const caps = rateLimitCaps(this.config);
    return (['rateLimit', 'rateBurst'] as const)
      .filter((k) => (settings[k] ?? 0) > caps[k])
      .map((field) => ({ field, problem: `must be at most ${caps[field]}, the most this server allows` }));
  }

  async get(appId: string): Promise<AppEntity> {
    const app = await this.apps.findById(appId);
    if (!app) throw new NotFoundException(`No App ${appId}`);
    return app;
  }

  /**
   * What the settings' own rules (the DTO) cannot know, every problem at once: a rate limit over
   * the server's cap, a webhook address inside the network, and null for a setting that cannot be
   * empty (null clears webhookUrl and retentionDays; PartialType lets null through the others'
   * validators, and it would be a NOT NULL violation). `settings` holds only fields of the DTO.
   */
  async settingsProblems(settings: Partial<AppSettings>): Promise<ErrorDetail[]> {
    return [
      ...Object.entries(settings)
        .filter(([k, v]) => v === null && !this.apps.isNullable(k))
        .map(([field]) => ({ field, problem: 'must not be null' })),
      ...this.rateCapProblems(settings),
      ...(await this.webhookUrlProblems(settings.webhookUrl)),
    ];
  }

  /** Changes the settings given; every instance sees them at once (within the credentials cache TTL while the change signal is down). */
  async update(appId: string, settings: Partial<AppSettings>): Promise<AppEntity> {
    const problems = await this.settingsProblems(settings);
    if (problems.length) throw new InvalidInputException(problems);
    const app = await this.get(appId);
    // A DTO instance holds every declared field, unset ones as undefined: copy only the given ones,
    // or the answer would lose the fields the PATCH left alone.
    for (const [k, v] of Object.entries(settings)) if (v !== undefined) Object.assign(app, { [k]: v });
    // Only the languages with a text of their own; an empty one means the built-in text.
    if (settings.fallbackMessages) app.fallbackMessages = ownTexts(settings.fallbackMessages);
    if (settings.nobodyOnlineMessages) app.nobodyOnlineMessages = ownTexts(settings.nobodyOnlineMessages);
    const saved = await this.apps.save(app);
    this.credentials.changed(appId);
    return saved;
  }

  /**
   * Replaces the App's push secret: the old one is refused by the webchat servers at once (the
   * change signal), or once their App cache has expired (APP_CACHE_TTL_MS, a few seconds) while it is down.
   */
  async rotatePushSecret(appId: string): Promise<AppEntity> {
    const app = await this.get(appId);
    app.pushSecret = generateSecret();
    const saved = await this.apps.save(app);
    this.credentials.changed(appId);
    return saved;
  }

  /** Replaces the App's identity secret: userHashes made with the old one are refused within seconds. */
  async rotateIdentitySecret(appId: string): Promise<AppEntity> {
    const app = await this.get(appId);
    app.identitySecret = generateSecret();
    const saved = await this.apps.save(app);
    this.credentials.changed(appId);
    return saved;
  }

  /**
   * Issues a key; it works on every instance at once (within the credentials cache TTL while the
   * change signal is down). 409 when the App holds MAX_LIVE_KEYS live keys already.
   */
  async issueKey(appId: string, name = ''): Promise<IssuedKey> {
    const key = await this.apps.issueKey(appId, name, MAX_LIVE_KEYS);
    if (!key) throw new ConflictException(`An App holds at most ${MAX_LIVE_KEYS} live keys: revoke one before issuing another`);
    this.credentials.changed(appId);
    return key;
  }

  async renameKey(appId: string, keyId: string, name: string): Promise<void> {
    if (!(await this.apps.renameKey(appId, keyId, name))) throw new NotFoundException(`No key ${keyId} in this App`);
  }

  /**
   * Deletes the App with all its data (docs/api.md, "Deleting an App"). Its keys are refused by every
   * instance at once (within the credentials cache TTL while the change signal is down), and the
   * webchat servers drop it and disconnect its widgets at once (within their App cache TTL while it
   * is down): the change is announced once the keys are gone and again once the App row is.
   */
  async delete(appId: string): Promise<void> {
    const existed = await this.deletion.deleteApp(appId, async () => this.credentials.changed(appId));
    this.credentials.changed(appId);
    if (!existed) throw new NotFoundException(`No App ${appId}`);
  }

  listKeys(appId: string): Promise<AppKeyEntity[]> {
    return this.apps.listKeys(appId);
  }

  /**
   * Revokes a key in the database; every instance refuses it at once (the change signal), or within
   * the credentials cache TTL (5 s at most) while the signal is down: the revocation stands either way.
   */
  async revokeKey(appId: string, keyId: string): Promise<void> {
    if (!(await this.apps.revokeKey(appId, keyId))) throw new NotFoundException(`No live key ${keyId} in this App`);
    this.credentials.changed(appId);
  }
}

function ownTexts(texts: Partial<Record<Language, string>>): Partial<Record<Language, string>> {
  const out: Partial<Record<Language, string>> = {};
  for (const lang of LANGUAGES) {
    const text = texts[lang]?.trim();
    if (text) out[lang] = text;
  }
  return out;
}
