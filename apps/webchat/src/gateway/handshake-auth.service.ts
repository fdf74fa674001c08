import { Injectable } from '@nestjs/common';
import { WebchatErrorCodes, type VisitorPayload, type WebchatAuth } from '@parley/contracts';
import { storableText } from '@parley/persistence';
import { randomUUID } from 'node:crypto';
import { AppDirectory, type WebchatApp } from '../apps/app-directory.service';
import { WebchatLimits } from '../common/webchat-limits';
import { MessagingService, type WebchatSession } from '../messaging/messaging.service';
import { originAllowed } from './origin-policy';
import { issueVisitorToken, userHashValid, visitorTokenValid } from './visitor-token';

export interface HandshakeInput {
  auth: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  /** The client's address (TRUST_PROXY): new visitors are counted per address. */
  address: string;
}

/** A refused handshake: `retryAfterSeconds` when it may succeed later (WEBCHAT.RATE_LIMITED). */
export interface HandshakeRefusal {
  ok: false;
  code: string;
  message: string;
  retryAfterSeconds?: number;
}

export type HandshakeResult = { ok: true; session: WebchatSession } | HandshakeRefusal;

type Identity = { ok: true; userId: string; issued?: VisitorPayload } | HandshakeRefusal;

const ID = /^\d{1,18}$/;

/**
 * Checks a widget's handshake: known token, a page origin the App allows, and who the visitor is.
 * A conversation opens only with its credential (docs/webchat.md, "Visitors and their tokens"):
 * - `userHash` (identity verification): the HMAC of userId with the App's identity secret;
 * - `visitorToken`: the token the server issued for this App and userId;
 * - neither, and no userId: a new visitor; the server makes its userId and token;
 * - neither, with a userId (clients that make their own ids): taken, and given a token, only while
 *   no conversation has that userId (the first comer claims it), and never on an App that verifies
 *   identities. A userId that has a conversation needs its token: the id alone opens nothing.
 * The last two start a new visitor: they count against the client address's new-visitor limit
 * (WEBCHAT_NEW_VISITORS_PER_WINDOW) before anything is made, and past it are refused with
 * WEBCHAT.RATE_LIMITED and retryAfterSeconds. A visitor coming back with its credential is not counted.
 */
@Injectable()
export class HandshakeAuth {
  constructor(
    private readonly apps: AppDirectory,
    private readonly messaging: MessagingService,
    private readonly limits: WebchatLimits,
  ) {}

  async authenticate(input: HandshakeInput): Promise<HandshakeResult> {
    const auth = input.auth as Partial<Record<keyof WebchatAuth, unknown>>;
    const token = typeof auth.appToken === 'string' ? auth.appToken : '';
    const app = token ? await this.apps.byAppToken(token) : null;
    if (!app) return { ok: false, code: WebchatErrorCodes.UnknownToken, message: 'Unknown app token' };
    const given = auth.userId === undefined || auth.userId === null ? undefined : auth.userId;
    const userId = typeof given === 'string' ? given.trim() : '';
    if (given !== undefined && (!userId || userId.length > 200 || !storableText(userId))) {
      return { ok: false, code: WebchatErrorCodes.MissingUserId, message: 'userId must be 1 to 200 characters without a NUL character (or absent, for a new visitor)' };
    }
    const origin = header(input.headers.origin);
    if (!originAllowed(app.allowedOrigins, origin)) {
      return { ok: false, code: WebchatErrorCodes.OriginNotAllowed, message: `Origin ${origin ?? '(none)'} is not allowed for this app` };
    }
    const identity = await this.identify(app, userId || undefined, str(auth.visitorToken), str(auth.userHash), input.address);
    if (!identity.ok) return identity;
    const lastMessageId = typeof auth.lastMessageId === 'string' && ID.test(auth.lastMessageId) ? auth.lastMessageId : undefined;
    const referrer = [auth.referrer, header(input.headers.referer), origin].find((r): r is string => typeof r === 'string' && r.length > 0 && r.length <= 2000 && storableText(r)) ?? null;
    return { ok: true, session: { app, userId: identity.userId, lastMessageId, referrer, issued: identity.issued } };
  }

  private async identify(
    app: WebchatApp,
    userId: string | undefined,
    visitorToken: string | undefined,
    userHash: string | undefined,
    address: string,
  ): Promise<Identity> {
    if (userHash !== undefined) {
      if (!userId) return { ok: false, code: WebchatErrorCodes.MissingUserId, message: 'userHash comes with the userId it signs' };
      if (userHashValid(app.identitySecret, userId, userHash)) return { ok: true, userId };
      return { ok: false, code: WebchatErrorCodes.InvalidUserHash, message: "userHash is not the HMAC-SHA256 of userId with the App's identity secret" };
    }
    if (visitorToken !== undefined) {
      if (userId && visitorTokenValid(app.visitorSecret, app.id, userId, visitorToken)) return { ok: true, userId };
      return { ok: false, code: WebchatErrorCodes.InvalidVisitorToken, message: 'visitorToken is not the token issued for this userId: connect without userId to start as a new visitor' };
    }
    if (app.identityVerification && userId) {
      return { ok: false, code: WebchatErrorCodes.UserHashRequired, message: 'This App verifies identities: a userId needs its userHash (connect without userId for an anonymous visitor)' };
    }
    const limited = await this.limits.newVisitor(address);
    if (limited) return { ok: false, code: WebchatErrorCodes.RateLimited, ...limited };
    if (!userId) return this.issue(app, randomUUID());
    if (await this.messaging.claim(app.id, userId)) return this.issue(app, userId);
    return { ok: false, code: WebchatErrorCodes.VisitorTokenRequired, message: 'This userId has a conversation: its visitorToken is required (connect without userId to start as a new visitor)' };
  }

  private issue(app: WebchatApp, userId: string): Identity {
    return { ok: true, userId, issued: { userId, visitorToken: issueVisitorToken(app.visitorSecret, app.id, userId) } };
  }
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : v === undefined || v === null ? undefined : '';
}

function header(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}
