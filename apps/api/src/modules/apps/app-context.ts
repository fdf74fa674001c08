import type { AppRole, Language } from '@parley/contracts';
import type { Allowance } from '@parley/redis';
import type { LangRequest } from '../../common/decorators/lang.decorator';

/** What an authenticated request knows of its App (cached; no secrets). */
export interface AppContext {
  id: string;
  name: string;
  language: Language;
  rateLimit: number;
  rateBurst: number;
  classificationThreshold: number;
  ambiguityMargin: number;
}

// What a caller may do on an App, each role including the next (owner > editor > viewer): ranked once
// in libs/contracts, which the portal reads too.
export { hasRole, type AppRole } from '@parley/contracts';

/**
 * The role of an App-Key. A key is the credential of the bot and its tools: it reads and changes
 * the App's trainer data and botmeter, as an editor does; the App's settings, keys and members
 * are changed by an owner, through the portal with a session.
 */
export const KEY_ROLE: AppRole = 'editor';

/** Who calls on which App, whichever way they came in: what `AppAccessGuard` leaves on the request. */
export interface AppCaller {
  readonly app: AppContext;
  readonly role: AppRole;
  /** `key`: App-Id and App-Key; `session`: a portal session and the App's id. */
  readonly via: 'key' | 'session';
  /** The portal account of a session; null for an App-Key. */
  readonly accountId: string | null;
}

/** The request as the access guard leaves it. */
export interface AppRequest extends LangRequest {
  params?: Record<string, string | undefined>;
  /** The client's address (Fastify's, behind trusted proxies the forwarded one). */
  ip?: string;
  parleyCaller?: AppCaller;
  /** What the App's rate limit took for the request (the access guard), for a refund when its body is refused. */
  parleyRate?: RateTaken;
}

/** Tokens a request took from its App's rate limit. */
export interface RateTaken {
  appId: string;
  allowance: Allowance;
  cost: number;
  /** X-RateLimit-Remaining as answered. */
  remaining: number;
}
