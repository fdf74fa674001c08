import {
  WEBCHAT_NAMESPACE,
  WebchatEvents,
  type ConversationMessage,
  type HistoryPayload,
  type VisitorPayload,
  type WebchatAuth,
  type WebchatErrorPayload,
} from '@parley/contracts';
import { pushSecretOf } from '@parley/testing';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';

/** A widget stand-in: records what the server sends. */
export interface TestClient {
  socket: Socket;
  history: ConversationMessage[][];
  messages: ConversationMessage[];
  errors: WebchatErrorPayload[];
  /** The identity the server gave this client (`visitor` event), if it gave one. */
  visitor?: VisitorPayload;
  /** Resolves when `n` live messages have arrived. */
  waitMessages(n: number, timeoutMs?: number): Promise<ConversationMessage[]>;
  send(message: unknown, clientMessageId: string): Promise<ConversationMessage | undefined>;
  close(): void;
}

/** Visitor tokens the server gave test clients, by App token and userId. */
const visitorTokens = new Map<string, string>();

/**
 * A widget stand-in. Like the widget, it sends the visitor token the server gave an earlier client of
 * the same App and userId, unless `auth` carries its own credential or `rawAuth` is set.
 */
export interface ConnectOptions {
  origin?: string;
  rawAuth?: boolean;
  /** More handshake headers (`x-forwarded-for`). */
  headers?: Record<string, string>;
}

export function connectClient(url: string, auth: Partial<WebchatAuth>, opts: ConnectOptions = {}): Promise<TestClient> {
  const known = !opts.rawAuth && auth.userId && auth.visitorToken === undefined && auth.userHash === undefined ? visitorTokens.get(`${auth.appToken}\n${auth.userId}`) : undefined;
  const socket = io(url + WEBCHAT_NAMESPACE, {
    auth: known ? { ...auth, visitorToken: known } : auth,
    forceNew: true,
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { ...(opts.origin ? { origin: opts.origin } : {}), ...opts.headers },
  });
  const client: TestClient = {
    socket,
    history: [],
    messages: [],
    errors: [],
    waitMessages: (n, timeoutMs = 5000) => waitFor(() => client.messages.length >= n, timeoutMs, `${n} messages, got ${client.messages.length}`).then(() => client.messages),
    send: (message, clientMessageId) =>
      socket.timeout(5000).emitWithAck(WebchatEvents.Message, { message, clientMessageId }) as Promise<ConversationMessage | undefined>,
    close: () => socket.disconnect(),
  };
  socket.on(WebchatEvents.Visitor, (v: VisitorPayload) => {
    client.visitor = v;
    visitorTokens.set(`${auth.appToken}\n${v.userId}`, v.visitorToken);
  });
  socket.on(WebchatEvents.History, (p: HistoryPayload) => client.history.push(p.messages));
  socket.on(WebchatEvents.Message, (m: ConversationMessage) => client.messages.push(m));
  socket.on(WebchatEvents.Error, (e: WebchatErrorPayload) => client.errors.push(e));
  return new Promise((resolve, reject) => {
    socket.once('connect', () => {
      // History is the first thing the server sends after connecting.
      waitFor(() => client.history.length > 0, 5000, 'history').then(() => resolve(client), reject);
    });
    socket.once('connect_error', (err) => {
      socket.disconnect();
      reject(err);
    });
  });
}

/** The handshake error a refused client gets (`connect_error`), or null when it connected. */
export async function refusal(
  url: string,
  auth: Partial<WebchatAuth>,
  opts: ConnectOptions = {},
): Promise<{ message: string; code?: string; retryAfterSeconds?: number } | null> {
  try {
    const c = await connectClient(url, auth, opts);
    c.close();
    return null;
  } catch (err) {
    const e = err as Error & { data?: { code?: string; retryAfterSeconds?: number } };
    return {
      message: e.message,
      code: e.data?.code,
      ...(e.data?.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: e.data.retryAfterSeconds }),
    };
  }
}

export async function waitFor(cond: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * A bot's push. It sends the App's push secret (Authorization: Bearer) when the App was made by
 * createTestApp and `headers` carry no credential of their own; `{ secret: false }` sends none.
 */
export function push(
  url: string,
  appToken: string,
  userId: string,
  body: unknown,
  headers: Record<string, string> = {},
  opts: { secret?: false } = {},
): Promise<Response> {
  const own = Object.keys(headers).some((h) => ['authorization', 'x-parley-push-secret'].includes(h.toLowerCase()));
  const secret = own || opts.secret === false ? undefined : pushSecretOf(appToken);
  return fetch(`${url}/bots/${encodeURIComponent(appToken)}/users/${encodeURIComponent(userId)}/conversation/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(secret ? { authorization: `Bearer ${secret}` } : {}), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export const text = (value: string) => ({ type: 'text', payload: { value } }) as const;

/** The first fenced block of `lang` under the heading `#### <heading>` of docs/webchat.md (the tests run the page's examples). */
export function docsExample(heading: string, lang: string): string {
  const page = readFileSync(join(__dirname, '../../../docs/webchat.md'), 'utf8');
  const section = page.split(/^#### /m).find((s) => s.startsWith(`${heading}\n`));
  const code = section && new RegExp('```' + lang + '\\n([\\s\\S]*?)\\n```').exec(section)?.[1];
  if (!code) throw new Error(`docs/webchat.md has no ${lang} block under "#### ${heading}"`);
  return code;
}

/** Whether python3 runs on this machine (the docs' Python examples are skipped without it). */
export function pythonRuns(): boolean {
  try {
    execFileSync('python3', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export interface BotRequest {
  headers: IncomingMessage['headers'];
  raw: string;
  body: Record<string, unknown>;
}

/** A bot's webhook on 127.0.0.1 (outside the system): answers with whatever `status()` says at the time. */
export interface FakeBot {
  url: string;
  requests: BotRequest[];
  status: () => number;
  close(): Promise<void>;
}

export async function startFakeBot(status: () => number = () => 200): Promise<FakeBot> {
  const bot: FakeBot = { url: '', requests: [], status, close: async () => undefined };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      bot.requests.push({ headers: req.headers, raw, body: JSON.parse(raw) as Record<string, unknown> });
      res.statusCode = bot.status();
      res.end(res.statusCode < 300 ? 'ok' : 'down');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const addr = server.address();
  bot.url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/webhook`;
  bot.close = () => new Promise((r) => server.close(() => r()));
  return bot;
}
