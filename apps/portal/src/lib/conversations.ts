/** The conversation list's filters as the form holds them (dates as `YYYY-MM-DD`, '' for any). */
export interface ConversationFilters {
  from: string;
  to: string;
  user: string;
  channel: '' | 'webchat' | 'api';
  matched: '' | 'true' | 'false';
  /** `person`: a person of the team answered (human handover); `bot`: the bot answered alone. */
  answeredBy: '' | 'bot' | 'person';
  q: string;
}

/**
 * The query of GET /conversations for these filters: days in the browser's time zone, as the
 * conversations' times are shown, `to` included (up to the start of the next day); empty fields
 * left out; the cursor of the page to read.
 */
/** Midnight of a `YYYY-MM-DD` day in the browser's time zone; null for '' or a day that is not one. */
function startOfDay(day: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(d.getTime()) ? null : d;
}

export function conversationsQuery(f: ConversationFilters, cursor: string | null, size = 20): string {
  const q = new URLSearchParams();
  const from = startOfDay(f.from);
  if (from) q.set('from', from.toISOString());
  const end = startOfDay(f.to);
  if (end) {
    end.setDate(end.getDate() + 1);
    q.set('to', end.toISOString());
  }
  if (f.user.trim()) q.set('user_id', f.user.trim());
  if (f.channel) q.set('channel', f.channel);
  if (f.matched) q.set('matched', f.matched);
  if (f.answeredBy) q.set('answeredBy', f.answeredBy);
  if (f.q.trim()) q.set('q', f.q.trim());
  if (cursor) q.set('cursor', cursor);
  q.set('size', String(size));
  return q.toString();
}
