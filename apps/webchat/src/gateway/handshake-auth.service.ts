import { Injectable } from '@nestjs/common';
import { WebchatErrorCodes, type WebchatAuth } from '@parley/contracts';
import { storableText } from '@parley/persistence';
import { AppDirectory } from '../apps/app-directory.service';
import type { WebchatSession } from '../conversation/conversation.service';
import { originAllowed } from './origin-policy';

export interface HandshakeInput {
  auth: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}

export type HandshakeResult = { ok: true; session: WebchatSession } | { ok: false; code: string; message: string };

const ID = /^\d{1,18}$/;

/** Checks a widget's handshake: known token, a userId, and a page origin the App allows. */
@Injectable()
export class HandshakeAuth {
  constructor(private readonly apps: AppDirectory) {}

  async authenticate(input: HandshakeInput): Promise<HandshakeResult> {
    const auth = input.auth as Partial<Record<keyof WebchatAuth, unknown>>;
    const token = typeof auth.appToken === 'string' ? auth.appToken : '';
    const app = token ? await this.apps.byAppToken(token) : null;
    if (!app) return { ok: false, code: WebchatErrorCodes.UnknownToken, message: 'Unknown app token' };
    const userId = typeof auth.userId === 'string' ? auth.userId.trim() : '';
    if (!userId || userId.length > 200 || !storableText(userId)) return { ok: false, code: WebchatErrorCodes.MissingUserId, message: 'userId is required (at most 200 characters, no NUL character)' };
    const origin = header(input.headers.origin);
    if (!originAllowed(app.allowedOrigins, origin)) {
      return { ok: false, code: WebchatErrorCodes.OriginNotAllowed, message: `Origin ${origin ?? '(none)'} is not allowed for this app` };
    }
    const lastMessageId = typeof auth.lastMessageId === 'string' && ID.test(auth.lastMessageId) ? auth.lastMessageId : undefined;
    const referrer = [auth.referrer, header(input.headers.referer), origin].find((r): r is string => typeof r === 'string' && r.length > 0 && r.length <= 2000 && storableText(r)) ?? null;
    return { ok: true, session: { app, userId, lastMessageId, referrer } };
  }
}

function header(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}
