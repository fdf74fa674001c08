import { send, type CallOptions, type HttpOptions } from './http.js';
import { WEBCHAT_OPERATIONS, type WebchatOperationId } from './operations.js';
import type { BotMessage, HandoverStatus, TypingPush } from './types.js';

export interface PushOptions extends HttpOptions {
  /** The webchat server's address; default `PARLEY_WEBCHAT_URL`, else `http://localhost:3001`. */
  webchatUrl?: string;
  /** The App's push secret (portal, Settings); default `PARLEY_PUSH_SECRET`. */
  pushSecret?: string;
}

export interface PushResult {
  /** The server's `Warning` when it took a push without the secret (an older App), else undefined. */
  warning?: string;
}

const env = (name: string): string | undefined => (typeof process === 'undefined' ? undefined : process.env[name]) || undefined;

/**
 * Pushes bot messages to users through the webchat server (`POST /bots/<token>/users/<user>/conversation/messages`)
 * with the App's push secret; retried on 429 and 503 as the client's calls are.
 */
export class Pusher {
  readonly webchatUrl: string;
  readonly #secret: string;
  readonly #http: HttpOptions;

  constructor(options: PushOptions = {}) {
    const { webchatUrl, pushSecret, ...http } = options;
    this.webchatUrl = (webchatUrl ?? env('PARLEY_WEBCHAT_URL') ?? 'http://localhost:3001').replace(/\/+$/, '');
    this.#secret = pushSecret ?? env('PARLEY_PUSH_SECRET') ?? '';
    this.#http = http;
  }

  async #send(op: WebchatOperationId, appToken: string, user: string, body: unknown, call?: CallOptions): Promise<Response> {
    const [method, template] = WEBCHAT_OPERATIONS[op];
    const path = template.replace('{appToken}', encodeURIComponent(appToken)).replace('{userId}', encodeURIComponent(user));
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.#secret) headers.authorization = `Bearer ${this.#secret}`;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return send({ method, url: `${this.webchatUrl}${path}`, label: `${method} ${template}`, headers, body: payload }, this.#http, call);
  }

  /** Sends one message (or several, in order) to a user of the App: `user` is the webhook body's `user`. */
  async push(
    appToken: string,
    user: string,
    message: BotMessage | TypingPush | readonly (BotMessage | TypingPush)[],
    call?: CallOptions,
  ): Promise<PushResult> {
    const result: PushResult = {};
    for (const m of Array.isArray(message) ? message : [message]) {
      const res = await this.#send('PushController_push', appToken, user, m, call);
      result.warning = res.headers.get('warning') ?? result.warning;
      await res.arrayBuffer();
    }
    return result;
  }

  /**
   * Asks for a person of the App's team to take the conversation over (docs/handover.md): its state
   * becomes `waiting` (reason `bot`, `note` your reason), the portal's Inbox shows it. Resolves with the new status.
   */
  async handover(appToken: string, user: string, options: { reason?: string } = {}, call?: CallOptions): Promise<HandoverStatus> {
    const res = await this.#send(
      'PushController_requestHandover',
      appToken,
      user,
      options.reason === undefined ? {} : { reason: options.reason },
      call,
    );
    return (await res.json()) as HandoverStatus;
  }

  /** Where the conversation's handover stands (`bot`, `waiting`, `assigned`, `closed`). */
  async handoverStatus(appToken: string, user: string, call?: CallOptions): Promise<HandoverStatus> {
    const res = await this.#send('PushController_handoverStatus', appToken, user, undefined, call);
    return (await res.json()) as HandoverStatus;
  }

  /** Shows (or hides) the typing dots in the user's open widgets. */
  typing(appToken: string, user: string, on = true, call?: CallOptions): Promise<PushResult> {
    return this.push(appToken, user, { type: 'typing', payload: { value: on } }, call);
  }
}

/** One push without keeping a {@link Pusher}. */
export function push(
  options: PushOptions,
  appToken: string,
  user: string,
  message: BotMessage | TypingPush | readonly (BotMessage | TypingPush)[],
): Promise<PushResult> {
  return new Pusher(options).push(appToken, user, message);
}
