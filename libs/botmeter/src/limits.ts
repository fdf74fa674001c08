import { storableTextProblem, unstorableParts } from '@parley/persistence';
import type { NewBotmeterRecord } from './botmeter-records.repository';

/**
 * Size limits of a record. They keep one record far under the api's 1 MiB body limit and a batch
 * of 500 records cheap to write. `POST /botmeter` answers a 400 naming each field beyond them; the
 * writer refuses such a record on its own (it never reaches, and so never fails, a batch).
 */
export const BOTMETER_LIMITS = {
  /** bot_version, channel, state_in, state_out, intent.name, each tag. */
  shortText: 200,
  /** user_id, conversation_id. */
  id: 256,
  /** body and each response. */
  text: 10_000,
  /** Number of responses, number of tags. */
  items: 50,
  /** `user` serialised as JSON. */
  userJson: 16_384,
  /** timestamp: from 2000-01-01 to 2100-01-01, epoch milliseconds. */
  minTimestamp: Date.UTC(2000, 0, 1),
  maxTimestamp: Date.UTC(2100, 0, 1),
} as const;

export const BODY_TYPES = ['text', 'postback'] as const;

/** One field beyond its limit, named as in the body of `POST /botmeter`. */
export interface RecordProblem {
  field: string;
  problem: string;
}

type TextField = 'botVersion' | 'channel' | 'userId' | 'conversationId' | 'body' | 'stateIn' | 'stateOut' | 'intentName';

/** Each text column: its name in the API and its limit. */
const TEXT_FIELDS: [TextField, string, number][] = [
  ['botVersion', 'bot_version', BOTMETER_LIMITS.shortText],
  ['channel', 'channel', BOTMETER_LIMITS.shortText],
  ['userId', 'user_id', BOTMETER_LIMITS.id],
  ['conversationId', 'conversation_id', BOTMETER_LIMITS.id],
  ['body', 'body', BOTMETER_LIMITS.text],
  ['stateIn', 'state_in', BOTMETER_LIMITS.shortText],
  ['stateOut', 'state_out', BOTMETER_LIMITS.shortText],
  ['intentName', 'intent.name', BOTMETER_LIMITS.shortText],
];

const LIST_FIELDS: ['responses' | 'tags', number][] = [
  ['responses', BOTMETER_LIMITS.text],
  ['tags', BOTMETER_LIMITS.shortText],
];

function textProblem(v: string, max: number): string | undefined {
  if (v.length > max) return `must be at most ${max} characters (got ${v.length})`;
  return storableTextProblem(v);
}

/** What keeps a record from being stored as it is: every problem, one per field. */
export function recordProblems(r: NewBotmeterRecord): RecordProblem[] {
  const problems: RecordProblem[] = [];
  for (const [key, field, max] of TEXT_FIELDS) {
    const v = r[key];
    const problem = v === null ? undefined : textProblem(v, max);
    if (problem) problems.push({ field, problem });
  }
  for (const [key, max] of LIST_FIELDS) {
    const list = r[key];
    if (list.length > BOTMETER_LIMITS.items)
      problems.push({ field: key, problem: `must hold at most ${BOTMETER_LIMITS.items} elements (got ${list.length})` });
    else {
      const at = list.findIndex((v) => textProblem(v, max) !== undefined);
      if (at >= 0) problems.push({ field: key, problem: `element ${at} ${textProblem(list[at]!, max)}` });
    }
  }
  if (r.user !== null) {
    const json = JSON.stringify(r.user);
    if (json.length > BOTMETER_LIMITS.userJson)
      problems.push({ field: 'user', problem: `must be at most ${BOTMETER_LIMITS.userJson} characters as JSON (got ${json.length})` });
    else
      problems.push(
        ...unstorableParts(r.user, undefined, 'user').map((p) => ({
          field: p.field === 'user' ? 'user' : `user.${p.field}`,
          problem: p.problem,
        })),
      );
  }
  if (r.intentScore !== null && !Number.isFinite(r.intentScore)) problems.push({ field: 'intent.score', problem: 'must be a number' });
  if (!BODY_TYPES.includes(r.bodyType)) problems.push({ field: 'body_type', problem: `must be one of ${BODY_TYPES.join(', ')}` });
  const t = r.timestamp.getTime();
  if (!(t >= BOTMETER_LIMITS.minTimestamp && t <= BOTMETER_LIMITS.maxTimestamp)) {
    problems.push({ field: 'timestamp', problem: 'must be from 2000-01-01 to 2100-01-01' });
  }
  return problems;
}

const ELLIPSIS = '\u2026';

/**
 * The text cut to `max` characters, its end marked with an ellipsis, never splitting a surrogate
 * pair; what PostgreSQL cannot store (NUL, a lone surrogate) replaced by U+FFFD first.
 */
export function fitText(s: string, max: number): string {
  // In a `u` regex, \p{Cs} matches only a surrogate that is not half of a pair.
  let out = storableTextProblem(s) === undefined ? s : s.replace(/\u0000/g, '\uFFFD').replace(/\p{Cs}/gu, '\uFFFD');
  if (out.length <= max) return out;
  let end = max - ELLIPSIS.length;
  // A high surrogate left alone at the cut would be a lone surrogate: cut before it.
  const last = out.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  out = out.slice(0, end) + ELLIPSIS;
  return out;
}

/**
 * The record made to fit the limits, for a producer that cannot be told "400" (the FAQ bot): long
 * texts cut, lists shortened, an oversized `user` dropped, the timestamp kept within its range.
 * A record that fits already comes back unchanged.
 */
export function fitRecord(r: NewBotmeterRecord): NewBotmeterRecord {
  const out: NewBotmeterRecord = { ...r };
  for (const [key, , max] of TEXT_FIELDS) {
    const v = out[key];
    if (v !== null) out[key] = fitText(v, max);
  }
  for (const [key, max] of LIST_FIELDS) out[key] = out[key].slice(0, BOTMETER_LIMITS.items).map((v) => fitText(v, max));
  if (out.user !== null && (JSON.stringify(out.user).length > BOTMETER_LIMITS.userJson || unstorableParts(out.user).length))
    out.user = null;
  if (out.intentScore !== null && !Number.isFinite(out.intentScore)) out.intentScore = null;
  if (!BODY_TYPES.includes(out.bodyType)) out.bodyType = 'text';
  const t = out.timestamp.getTime();
  if (Number.isNaN(t)) out.timestamp = new Date();
  else if (t < BOTMETER_LIMITS.minTimestamp) out.timestamp = new Date(BOTMETER_LIMITS.minTimestamp);
  else if (t > BOTMETER_LIMITS.maxTimestamp) out.timestamp = new Date(BOTMETER_LIMITS.maxTimestamp);
  return out;
}
