import { ApiProperty, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import type { AppEntity, AppKeyEntity } from '@parley/persistence';
import { APP_ROLES, LANGUAGES, MAX_FALLBACK_MESSAGE, MAX_NOBODY_ONLINE_MESSAGE, type Language } from '@parley/contracts';
import { hasRole, type AppRole } from '../../apps/app-context';


export class CreateAppDto {
  /** @example "Support bot" */
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  name!: string;

  @ApiProperty({ enum: LANGUAGES, default: 'en' })
  @IsOptional()
  @IsIn(LANGUAGES)
  language?: Language;

  /** Where the bot receives user messages; null: the built-in FAQ bot answers. */
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true })
  webhookUrl?: string | null;

  /** Pages that may embed the widget, e.g. https://www.example.com; empty: every origin. */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsUrl({ require_tld: false, protocols: ['http', 'https'], require_protocol: true }, { each: true })
  allowedOrigins?: string[];
}

/** The FAQ bot's fallback message per language; a language left out or empty gets the built-in text. */
export class FallbackMessagesDto {
  /** @example "Sorry, I can only answer questions about our shop. Try asking for our opening hours." */
  @IsOptional()
  @IsString()
  @MaxLength(MAX_FALLBACK_MESSAGE)
  en?: string;

  @IsOptional()
  @IsString()
  @MaxLength(MAX_FALLBACK_MESSAGE)
  fr?: string;

  @IsOptional()
  @IsString()
  @MaxLength(MAX_FALLBACK_MESSAGE)
  es?: string;
}

/**
 * Human handover: what a visitor who asked for a person is told when nobody of the team has the
 * inbox open, per language; a language left out or empty gets the built-in text (docs/handover.md).
 */
export class NobodyOnlineMessagesDto {
  /** @example "Our team answers from 9 to 5. Leave your e-mail address and we will write back." */
  @IsOptional()
  @IsString()
  @MaxLength(MAX_NOBODY_ONLINE_MESSAGE)
  en?: string;

  @IsOptional()
  @IsString()
  @MaxLength(MAX_NOBODY_ONLINE_MESSAGE)
  fr?: string;

  @IsOptional()
  @IsString()
  @MaxLength(MAX_NOBODY_ONLINE_MESSAGE)
  es?: string;
}

export class UpdateAppDto extends PartialType(CreateAppDto) {
  /**
   * Sustained requests per second (a request with a long `sentence` counts as several: docs/api.md,
   * "Rate limits"); at most the server's `appRateLimitMax` (GET /portal/api/config).
   */
  @IsOptional()
  @IsInt()
  @Min(1)
  rateLimit?: number;

  /** Requests allowed in a burst; at most the server's `appRateBurstMax` (GET /portal/api/config). */
  @IsOptional()
  @IsInt()
  @Min(1)
  rateBurst?: number;

  /** Lowest probability for a classification match. */
  @IsOptional()
  @IsNumber()
  @Min(0)
  @Max(1)
  classificationThreshold?: number;

  /** Matches within this margin of the best are returned too. */
  @IsOptional()
  @IsNumber()
  @Min(0)
  @Max(1)
  ambiguityMargin?: number;

  /**
   * What the built-in FAQ bot says when nothing passes the threshold, per language (replaces the
   * whole set; a language left out or empty gets the built-in text).
   */
  @IsOptional()
  @ValidateNested({ message: 'must be an object of en, fr, es texts' })
  @Type(() => FallbackMessagesDto)
  fallbackMessages?: FallbackMessagesDto;

  /**
   * Human handover: what the widget tells a visitor waiting for a person when nobody of the team is
   * online, per language (replaces the whole set; a language left out or empty gets the built-in text).
   */
  @IsOptional()
  @ValidateNested({ message: 'must be an object of en, fr, es texts' })
  @Type(() => NobodyOnlineMessagesDto)
  nobodyOnlineMessages?: NobodyOnlineMessagesDto;

  /** Botmeter retention in days; null keeps records forever. */
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsInt()
  @Min(1)
  @Max(36_500)
  retentionDays?: number | null;

  /**
   * Refuse webchat pushes without the push secret (401). On by default; off, such pushes are taken
   * with a warning header (and, for an App made before push secrets, refused from `pushSecretRequiredFrom`).
   */
  @IsOptional()
  @IsBoolean()
  pushSecretRequired?: boolean;

  /** Identity verification: a userId the widget's handshake names must come with its userHash (HMAC with `identitySecret`). */
  @IsOptional()
  @IsBoolean()
  identityVerification?: boolean;
}

export class AppResponseDto {
  /** Send as the `App-Id` header. */
  id!: string;
  /** The caller's role in the App. */
  @ApiProperty({ enum: [...APP_ROLES] })
  role!: AppRole;
  name!: string;
  @ApiProperty({ enum: LANGUAGES })
  language!: string;
  /** Public token of the App's webchat (widget `appToken`, push endpoint path). */
  token!: string;
  webhookUrl!: string | null;
  /** HMAC key of X-Parley-Signature on webhook deliveries; null for a viewer. */
  webhookSecret!: string | null;
  /** The bot's credential on the webchat push endpoint (Authorization: Bearer, or Basic); null for a viewer. Rotate it with POST .../push-secret. */
  pushSecret!: string | null;
  /** Pushes without the push secret are refused. */
  pushSecretRequired!: boolean;
  /** For an App made before push secrets existed: pushes without it are refused from this time on, even when `pushSecretRequired` is off. */
  pushSecretRequiredFrom!: string | null;
  /** Key of the userHash the host site's server makes for its signed-in users (identity verification). Rotate it with POST .../identity-secret. Null for a viewer. */
  identitySecret!: string | null;
  /** A userId given to the widget needs its userHash. */
  identityVerification!: boolean;
  allowedOrigins!: string[];
  rateLimit!: number;
  rateBurst!: number;
  classificationThreshold!: number;
  ambiguityMargin!: number;
  /** The FAQ bot's own fallback messages; a language absent gets the built-in text. */
  fallbackMessages!: FallbackMessagesDto;
  /** Human handover: the App's own "nobody online" messages; a language absent gets the built-in text. */
  nobodyOnlineMessages!: NobodyOnlineMessagesDto;
  retentionDays!: number | null;
  createdAt!: string;
}

export class KeyResponseDto {
  id!: string;
  /** First characters, to tell keys apart. */
  prefix!: string;
  /** What the key is for ('' when unnamed). */
  name!: string;
  /** When a request last came in with it, to the minute; null: never. */
  lastUsedAt!: string | null;
  createdAt!: string;
  revokedAt!: string | null;
}

export class IssuedKeyResponseDto {
  id!: string;
  /** The App-Key. Shown once: only its hash is stored. */
  key!: string;
  prefix!: string;
  name!: string;
  createdAt!: string;
}

export class CreatedAppResponseDto {
  app!: AppResponseDto;
  key!: IssuedKeyResponseDto;
}

export class IssueKeyDto {
  /** What the key is for, e.g. "production bot". @example "production bot" */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  name?: string;
}

export class RenameKeyDto {
  /** @example "staging bot" */
  @IsString()
  @MaxLength(100)
  name!: string;
}

/** The App as `role` may see it: a viewer gets no secrets. */
export function toAppResponse(app: AppEntity, role: AppRole): AppResponseDto {
  const secrets = hasRole(role, 'editor');
  return {
    id: app.id,
    role,
    name: app.name,
    language: app.language,
    token: app.token,
    webhookUrl: app.webhookUrl,
    webhookSecret: secrets ? app.webhookSecret : null,
    pushSecret: secrets ? app.pushSecret : null,
    pushSecretRequired: app.pushSecretRequired,
    pushSecretRequiredFrom: app.pushSecretRequiredFrom ? app.pushSecretRequiredFrom.toISOString() : null,
    identitySecret: secrets ? app.identitySecret : null,
    identityVerification: app.identityVerification,
    allowedOrigins: app.allowedOrigins,
    rateLimit: app.rateLimit,
    rateBurst: app.rateBurst,
    classificationThreshold: app.classificationThreshold,
    ambiguityMargin: app.ambiguityMargin,
    fallbackMessages: app.fallbackMessages ?? {},
    nobodyOnlineMessages: app.nobodyOnlineMessages ?? {},
    retentionDays: app.retentionDays,
    createdAt: app.createdAt.toISOString(),
  };
}

export function toKeyResponse(key: AppKeyEntity): KeyResponseDto {
  return {
    id: key.id,
    prefix: key.prefix,
    name: key.name,
    lastUsedAt: key.lastUsedAt ? key.lastUsedAt.toISOString() : null,
    createdAt: key.createdAt.toISOString(),
    revokedAt: key.revokedAt ? key.revokedAt.toISOString() : null,
  };
}
