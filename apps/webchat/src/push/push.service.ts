import { HttpException, HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import type { BotMessage } from '@parley/contracts';
import { unstorableParts } from '@parley/persistence';
import { timingSafeEqual, createHash } from 'node:crypto';
import { AppDirectory, type WebchatApp } from '../apps/app-directory.service';
import { InvalidInputException, notAnObject, zodDetails } from '@parley/server-kit';
import { ConversationService } from '../conversation/conversation.service';
import { botMessageSchema } from '@parley/contracts/schemas';

/** A bot pushes a message to one user's conversation. */
@Injectable()
export class PushService {
  constructor(
    private readonly apps: AppDirectory,
    private readonly conversations: ConversationService,
  ) {}

  async push(appToken: string, userId: string, authorization: string | undefined, body: unknown): Promise<void> {
    const app = await this.apps.byAppToken(appToken);
    if (!app) throw new NotFoundException('Unknown app token');
    checkPushSecret(app, authorization);
    const message = parseBotMessage(body, userId);
    await this.conversations.pushBotMessage(app, userId, message);
  }
}

/** Enforced only when the App asks for it (old bots push without any header). */
function checkPushSecret(app: WebchatApp, authorization: string | undefined): void {
  if (!app.pushSecretRequired) return;
  const m = /^Bearer\s+(.+)$/i.exec(authorization ?? '');
  if (!m) throw new HttpException({ message: 'Authorization: Bearer <push secret> is required for this app' }, HttpStatus.UNAUTHORIZED);
  if (!app.pushSecret || !sameSecret(m[1]!.trim(), app.pushSecret)) {
    throw new HttpException({ message: 'Wrong push secret' }, HttpStatus.FORBIDDEN);
  }
}

function sameSecret(a: string, b: string): boolean {
  // Hash first: timingSafeEqual needs equal lengths, and the length must not leak either.
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}

function parseBotMessage(body: unknown, userId: string): BotMessage {
  const details = [];
  if (userId.length > 200) details.push({ field: 'userId', problem: 'must be at most 200 characters' });
  details.push(...unstorableParts(userId, undefined, 'userId'));
  if (notAnObject(body)) throw new InvalidInputException([...details, { field: 'body', problem: 'must be a JSON object {type, payload}' }]);
  const parsed = botMessageSchema.safeParse(body);
  if (!parsed.success) details.push(...zodDetails(parsed.error));
  // What the schema lets through but PostgreSQL cannot store (a postback value is any object): one
  // such push would fail every message of its batch.
  else details.push(...unstorableParts(parsed.data));
  if (details.length || !parsed.success) throw new InvalidInputException(details);
  return parsed.data;
}
