import type { CorpusExample } from '../../types';

type End = [local: string, unit: string] | null;

/** "2026-11-18 15:00" (+ default offset) or "2027-06-21 00:00+02:00" -> the ISO string the API returns. */
function iso(local: string, offset: string): string {
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})(?::(\d{2}))?([+-]\d{2}:\d{2})?$/.exec(local);
  if (!m) throw new Error(`bad stamp ${local}`);
  return `${m[1]}T${m[2]}:${m[3] ?? '00'}.000${m[4] ?? offset}`;
}

/** Helpers writing corpus examples tersely; `offset` is the zone's offset most stamps carry. */
export function examples(offset: string) {
  const end = (e: End) => e && { 'time-stamp': iso(e[0], offset), unit: e[1] };
  return {
    /** One timestamp; body defaults to the whole text. */
    t: (text: string, local: string, unit: string, body: string | undefined = text): CorpusExample => ({
      text,
      expected: [{ body, value: { type: 'timestamp', 'time-stamp': iso(local, offset), unit } }],
    }),
    /** One interval (null for an open end). */
    i: (text: string, from: End, to: End, body: string | undefined = text): CorpusExample => ({
      text,
      expected: [
        {
          body,
          value: { type: 'interval', ...(from ? { from: end(from) } : {}), ...(to ? { to: end(to) } : {}) },
        },
      ],
    }),
  };
}
