import type { components } from './generated/api';
import type { Problem } from './lib/forms';

/**
 * Types of the API the portal calls, generated from apps/api/openapi.json by `npm run openapi`
 * (src/generated/api.d.ts, never edited by hand): the portal's routes (the account, its Apps'
 * settings and keys) and an App's own routes (trainer, botmeter).
 */
type Schemas = components['schemas'];
export type Account = Schemas['AccountResponseDto'];
export type Session = Schemas['SessionResponseDto'];
export type App = Schemas['AppResponseDto'];
export type CreatedApp = Schemas['CreatedAppResponseDto'];
export type Key = Schemas['KeyResponseDto'];
export type IssuedKey = Schemas['IssuedKeyResponseDto'];
export type Qna = Schemas['QnaDto'];
export type Intent = Schemas['IntentDto'];
export type Match = Schemas['ClassificationMatchDto'];
export type Stats = Schemas['BotmeterStatsDto'];
export type Figures = Schemas['BotmeterStatsFiguresDto'];
export type PortalConfig = Schemas['PortalConfigResponseDto'];
export type ConversationPage = Schemas['ConversationPageDto'];
export type ConversationSummary = Schemas['ConversationSummaryDto'];
export type Transcript = Schemas['TranscriptDto'];
export type TranscriptMessage = Schemas['TranscriptMessageDto'];
export type AttentionPage = Schemas['AttentionPageDto'];
export type AttentionGroup = Schemas['AttentionGroupDto'];
export type AttentionResult = Schemas['AttentionResultDto'];
export type Explained = Schemas['ClassificationExplainedDto'];
export type Spellcheck = Schemas['SpellcheckResultDto'];
export type Entity = Schemas['EntityDto'];
export type EntityTypeSummary = Schemas['EntityTypeSummaryDto'];
export type EntityType = Schemas['EntityTypeDto'];
export type EntityTypeResponse = Schemas['EntityTypeResponseDto'];
export type TrainerStatus = Schemas['TrainerStatusDto'];
export type ImportPreview = Schemas['ImportPreviewDto'];
export type ImportResult = Schemas['ImportResultDto'];
export type ImportProblem = Schemas['ImportProblemDto'];
export type ImportedItem = Schemas['ImportedItemDto'];
export type Member = Schemas['MemberResponseDto'];
export type Invite = Schemas['InviteResponseDto'];
export type IssuedInvite = Schemas['IssuedInviteResponseDto'];
export type InviteOffer = Schemas['InviteOfferResponseDto'];
export type AcceptedInvite = Schemas['AcceptedInviteResponseDto'];
/** A page of a paginated list (every list has the shape of the QnAs'). */
type Page<T> = Omit<Schemas['PaginatedQnaDto'], '_content'> & { _content: T[] };

/** An error answer: its message, and the problems by field of a 400. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: Problem[] = [],
    /** The stable code of the refusal, when the server gives one (`HANDOVER.ALREADY_TAKEN`). */
    readonly code?: string,
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

/**
 * Downloads a file a route of App `appId` answers (`${TRAINER}/training-data?format=csv`): its
 * bytes and the name its Content-Disposition gives.
 */
export async function appDownload(appId: string, path: string): Promise<{ blob: Blob; filename: string | null }> {
  const res = await send('GET', path, undefined, appId);
  if (!res.ok) await refused(res);
  const disposition = res.headers.get('Content-Disposition') ?? '';
  return { blob: await res.blob(), filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
}

/** A 401 on an authenticated call ends the session. */
async function request<T>(method: string, url: string, body: unknown, appId?: string): Promise<T> {
  const res = await send(method, url, body, appId);
  if (res.status === 204) return undefined as T;
  if (!res.ok) await refused(res);
  return (await res.json().catch(() => ({}))) as T;
}

/** Sends a call with the session (and App-Id): a Blob body (a file) goes as it is, anything else as JSON. */
async function send(method: string, url: string, body: unknown, appId?: string): Promise<Response> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = body instanceof Blob ? 'application/octet-stream' : 'application/json';
  const token = session.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (appId) headers['App-Id'] = appId;
  try {
    return await fetch(url, { method, headers, body: body === undefined ? undefined : body instanceof Blob ? body : JSON.stringify(body) });
  } catch {
    throw new ApiError(0, 'The server cannot be reached. Check your connection and try again.');
  }
}

/** The error of a refused call; a 401 with a session ends it. */
async function refused(res: Response): Promise<never> {
  const data = (await res.json().catch(() => ({}))) as { message?: string; details?: Problem[]; code?: string };
  if (res.status === 401 && session.token) session.clear();
  throw new ApiError(res.status, data.message ?? `Error ${res.status}`, data.details, data.code);
}

/**
 * Calls the webchat server's operator API (`{webchatUrl}/operator/apps/<appId><path>`, the inbox of
 * docs/handover.md) with the portal session.
 */
export function operatorCall<T>(webchatUrl: string, appId: string, method: string, path: string, body?: unknown): Promise<T> {
  return request<T>(method, `${webchatUrl.replace(/\/+$/, '')}/operator/apps/${encodeURIComponent(appId)}${path}`, body);
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
