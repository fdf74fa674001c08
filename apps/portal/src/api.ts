import type { Answer } from '@parley/contracts';
import type { Problem } from './lib/forms';

/** Types of the portal API (apps/api/src/modules/portal) and of an App's routes (/docs). */
export interface Account {
  id: string;
  email: string;
  name: string;
}
export interface Session {
  token: string;
  expiresIn: number;
  account: Account;
}
export interface App {
  id: string;
  name: string;
  language: string;
  token: string;
  webhookUrl: string | null;
  webhookSecret: string;
  pushSecret: string | null;
  pushSecretRequired: boolean;
  allowedOrigins: string[];
  rateLimit: number;
  rateBurst: number;
  classificationThreshold: number;
  ambiguityMargin: number;
  retentionDays: number | null;
  createdAt: string;
}
export interface Key {
  id: string;
  prefix: string;
  createdAt: string;
  revokedAt: string | null;
}
export interface IssuedKey {
  id: string;
  key: string;
  prefix: string;
  createdAt: string;
}
export interface Qna {
  id: string;
  title: string;
  utterances: { value: string }[];
  resolvePrompt: string;
  answers: Answer[];
  trainingScore: number | null;
}
export interface Intent {
  id: string;
  label: string;
  description: string;
  utterances: { value: string }[];
  resolvePrompt: string;
  trainingScore: number | null;
}
export interface Match {
  id: string;
  type: 'QnA' | 'Intent';
  label: string;
  probability: number;
  answers?: Answer[];
}
export interface Figures {
  messages: number;
  users: number;
  conversations: number;
  noIntentShare: number;
  topIntents: { name: string; count: number; meanScore: number }[];
}
export interface Stats {
  from: string;
  to: string;
  buckets: (Figures & { start: string })[];
  total: Figures;
}
export interface PortalConfig {
  webchatUrl: string;
  apiUrl: string;
}
interface Page<T> {
  _content: T[];
  _links: { hasNext: boolean };
}

/** An error answer: its message, and the problems by field of a 400. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: Problem[] = [],
  ) {
    super(message);
  }
}

const TOKEN = 'parley.portal.session';
let onLoggedOut: () => void = () => {};

export const session = {
  get token(): string | null {
    return localStorage.getItem(TOKEN);
  },
  set(token: string): void {
    localStorage.setItem(TOKEN, token);
  },
  clear(): void {
    localStorage.removeItem(TOKEN);
    onLoggedOut();
  },
  /** Called when the API refuses the session (expired): the app shows the log-in page. */
  onLoggedOut(fn: () => void): void {
    onLoggedOut = fn;
  },
};

/** Calls `/portal/api<path>` (the account, its Apps' settings and keys) with the session. */
export function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  return request<T>(method, `/portal/api${path}`, body);
}

/** Where an App's QnAs, Intents and classification live. */
export const TRAINER = '/trainer/api/v0';

/**
 * Calls a route of App `appId` itself (`${TRAINER}/qnas`, `/botmeter/stats`...): the routes its
 * bot calls with App-Id and App-Key, called here with the session and App-Id.
 */
export function appCall<T>(appId: string, method: string, path: string, body?: unknown): Promise<T> {
  return request<T>(method, path, body, appId);
}

/** A 401 on an authenticated call ends the session. */
async function request<T>(method: string, url: string, body: unknown, appId?: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = session.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (appId) headers['App-Id'] = appId;
  let res: Response;
  try {
    res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError(0, 'The server cannot be reached. Check your connection and try again.');
  }
  if (res.status === 204) return undefined as T;
  const data = (await res.json().catch(() => ({}))) as { message?: string; details?: Problem[] };
  if (!res.ok) {
    if (res.status === 401 && token) session.clear();
    throw new ApiError(res.status, data.message ?? `Error ${res.status}`, data.details);
  }
  return data as T;
}

/** Every element of a paginated list of App `appId` (the API gives at most 100 a page). */
export async function all<T>(appId: string, path: string): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; ; page++) {
    const p = await appCall<Page<T>>(appId, 'GET', `${path}?page=${page}&size=100`);
    out.push(...p._content);
    if (!p._links.hasNext) return out;
  }
}
