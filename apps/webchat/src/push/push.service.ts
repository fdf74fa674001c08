import { HttpException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { BotMessage } from '@parley/contracts';
import { unstorableParts } from '@parley/persistence';
import { AppDirectory } from '../apps/app-directory.service';
import { InvalidInputException, notAnObject, readableBody, TooManyRequestsException, zodDetails } from '@parley/server-kit';
import { WebchatLimits } from '../common/webchat-limits';
import { AppDeletedError } from '../messaging/message-writer';
import { MessagingService } from '../messaging/messaging.service';
import { botMessageSchema, typingPushSchema } from '@parley/contracts/schemas';
import { checkPushSecret, pushSecretOf, type PushHeaders } from './push-secret';
import type { HandoverStatus } from '@parley/contracts';
import { HandoverService } from '../handover/handover.service';

/** What the answer to a push taken without the push secret carries. */
export interface PushWarning {
  /** When such pushes are refused (null: when the App's owner requires the secret). */
  refusedFrom: Date | null;
}

/** A bot pushes a message to one user's conversation. */
@Injectable()
export class PushService {
  constructor(
    private readonly apps: AppDirectory,
    private readonly messaging: MessagingService,
    private readonly limits: WebchatLimits,
    private readonly handovers: HandoverService,
  ) {}

  private readonly logger = new Logger('PushService');
  /** Apps already logged as pushing without the secret, with when (one line per App and hour). */
  private readonly warned = new Map<string, number>();

  /** Stores the message; a warning when it came without the push secret and the App still takes that. */
  async push(appToken: string, userId: string, headers: PushHeaders, body: unknown): Promise<PushWarning | undefined> {
    const { app, verdict } = await this.authenticated(appToken, headers, body, false);
    const typing = (body as { type?: unknown } | null)?.type === 'typing';
    const parsed = await this.refundIfRefused(app.id, () => (typing ? parseTyping(body, userId) : parseBotMessage(body, userId)));
    if (typeof parsed === 'boolean') {
      this.messaging.botTyping(app, userId, parsed);
    } else {
      // Deleted since it was read (a push racing the deletion): as unknown as it is from now on.
      await this.messaging.pushBotMessage(app, userId, parsed).catch((err: unknown) => {
        if (err instanceof AppDeletedError) throw new NotFoundException('Unknown app token');
        throw err;
      });
    }
    if (verdict.deprecated) this.warn(app.id, verdict.deprecated.refusedFrom);
    return verdict.deprecated;
  }

  /**
   * The bot asks for a person (`POST .../conversation/handover`, `{reason?}`): the conversation
   * waits for one (`reason: bot`, `note`: the reason). Authenticated and counted like a push.
   */
  async handover(appToken: string, userId: string, headers: PushHeaders, body: unknown): Promise<HandoverStatus> {
    const { app } = await this.authenticated(appToken, headers, body, true);
    const note = await this.refundIfRefused(app.id, () => {
      checkUserId(userId);
      return parseHandoverReason(body);
    });
    return this.handovers.request(app, userId, 'bot', note);
  }

  /** The conversation's handover state (`GET .../conversation/handover`). */
  async handoverStatus(appToken: string, userId: string, headers: PushHeaders): Promise<HandoverStatus> {
    const { app } = await this.authenticated(appToken, headers, undefined, true);
    await this.refundIfRefused(app.id, () => checkUserId(userId));
    return this.handovers.status(app, userId);
  }

  /**
   * `parse()`'s value; when it refuses what the request carries (a 400), the push taken for the
   * request is given back first, unless the App is abusive (WebchatLimits.refusedPush).
   */
  private async refundIfRefused<T>(appId: string, parse: () => T): Promise<T> {
    try {
      return parse();
    } catch (err) {
      if (err instanceof InvalidInputException) await this.limits.refusedPush(appId);
      throw err;
    }
  }

  /**
   * The App of the token, once its bot is known (`secretRequired`: the handover routes take the push
   * secret only, never the deprecated secret-less form), then the body (one that could not be read
   * costs nothing), then one unit of the App's pushes: nobody else can spend them.
   */
  private async authenticated(appToken: string, headers: PushHeaders, body: unknown, secretRequired: boolean) {
    const app = await this.apps.byAppToken(appToken);
    if (!app) throw new NotFoundException('Unknown app token');
    const verdict = checkPushSecret(app, pushSecretOf(headers), new Date());
    if (!verdict.ok) throw new HttpException({ message: verdict.message }, verdict.status);
    if (secretRequired && verdict.deprecated)
      throw new HttpException({ message: "This route requires the App's push secret (Authorization: Bearer <push secret>)" }, 401);
    readableBody(body);
    const refused = await this.limits.push(app.id);
    if (refused) throw new TooManyRequestsException(refused.message, refused.retryAfterSeconds);
    return { app, verdict };
  }

  private warn(appId: string, refusedFrom: Date | null): void {
    const now = Date.now();
    if ((this.warned.get(appId) ?? 0) > now - 3_600_000) return;
    if (this.warned.size > 10_000) this.warned.clear();
    this.warned.set(appId, now);
    const when = refusedFrom ? `; such pushes are refused from ${refusedFrom.toISOString()}` : '';
    this.logger.warn(`App ${appId}: a push came without the push secret${when}`);
  }
}

/** `{type: 'typing', payload: {value: true|false}}`: shown by the widget, never stored. */
function parseTyping(body: unknown, userId: string): boolean {
  const parsed = typingPushSchema.safeParse(body);
  const details = parsed.success ? [] : zodDetails(parsed.error);
  if (userId.length > 200) details.push({ field: 'userId', problem: 'must be at most 200 characters' });
  details.push(...unstorableParts(userId, undefined, 'userId'));
  if (details.length || !parsed.success) throw new InvalidInputException(details);
  return parsed.data.payload.value;
}

/** The note of a bot's handover request (`{reason?}`, or no body), or null. */
function parseHandoverReason(body: unknown): string | null {
  const reason = (body as { reason?: unknown } | null)?.reason;
  if (body !== undefined && body !== null && notAnObject(body))
    throw new InvalidInputException([{ field: 'body', problem: 'must be a JSON object {reason?}' }]);
  if (reason !== undefined && (typeof reason !== 'string' || reason.length > 500)) {
    throw new InvalidInputException([{ field: 'reason', problem: 'must be a string of at most 500 characters' }]);
  }
  const note = typeof reason === 'string' && reason.trim() ? reason.trim() : null;
  if (note && unstorableParts(note).length) throw new InvalidInputException(unstorableParts(note, undefined, 'reason'));
  return note;
}

function checkUserId(userId: string): void {
  const details = userId.length > 200 ? [{ field: 'userId', problem: 'must be at most 200 characters' }] : [];
  details.push(...unstorableParts(userId, undefined, 'userId'));
  if (details.length) throw new InvalidInputException(details);
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
