import type { Language } from '@parley/contracts';
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

/**
 * What a caller may do on an App, each role including the one before it:
 * - `viewer` reads the App's trainer data and botmeter figures, and classifies;
 * - `editor` also changes QnAs and Intents and logs to botmeter;
 * - `owner` also changes the App's settings and keys (and, later, its members).
 */
export type AppRole = 'viewer' | 'editor' | 'owner';

const RANK: Record<AppRole, number> = { viewer: 0, editor: 1, owner: 2 };

export function hasRole(role: AppRole, atLeast: AppRole): boolean {
  return RANK[role] >= RANK[atLeast];
}

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
}
