/** The conversation list's filters as the form holds them (dates as `YYYY-MM-DD`, '' for any). */
export interface ConversationFilters {
  from: string;
  to: string;
  user: string;
  channel: '' | 'webchat' | 'api';
  matched: '' | 'true' | 'false';
  q: string;
}

/**
 * The query of GET /conversations for these filters: days in UTC, `to` included (up to the start
 * of the next day); empty fields left out; the cursor of the page to read.
 */
export function conversationsQuery(f: ConversationFilters, cursor: string | null, size = 20): string {
  const q = new URLSearchParams();
  if (f.from) q.set('from', `${f.from}T00:00:00Z`);
  if (f.to) {
    const end = new Date(`${f.to}T00:00:00Z`);
    if (!Number.isNaN(end.getTime())) q.set('to', new Date(end.getTime() + 86_400_000).toISOString());
  }
  if (f.user.trim()) q.set('user_id', f.user.trim());
  if (f.channel) q.set('channel', f.channel);
  if (f.matched) q.set('matched', f.matched);
  if (f.q.trim()) q.set('q', f.q.trim());
  if (cursor) q.set('cursor', cursor);
  q.set('size', String(size));
  return q.toString();
}
