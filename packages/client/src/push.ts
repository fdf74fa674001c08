import { send, type CallOptions, type HttpOptions } from './http.js';
import { WEBCHAT_OPERATIONS } from './operations.js';
import type { BotMessage, TypingPush } from './types.js';

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

  /** Sends one message (or several, in order) to a user of the App: `user` is the webhook body's `user`. */
  async push(
    appToken: string,
    user: string,
    message: BotMessage | TypingPush | readonly (BotMessage | TypingPush)[],
    call?: CallOptions,
  ): Promise<PushResult> {
    const result: PushResult = {};
    for (const m of Array.isArray(message) ? message : [message]) {
      const [method, template] = WEBCHAT_OPERATIONS.PushController_push;
      const path = template.replace('{appToken}', encodeURIComponent(appToken)).replace('{userId}', encodeURIComponent(user));
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (this.#secret) headers.authorization = `Bearer ${this.#secret}`;
      const res = await send(
        { method, url: `${this.webchatUrl}${path}`, label: `${method} ${template}`, headers, body: JSON.stringify(m) },
        this.#http,
        call,
      );
      result.warning = res.headers.get('warning') ?? result.warning;
      await res.arrayBuffer();
    }
    return result;
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
