/**
 * How the portal writes dates and times, on every page: in the browser's language and time zone
 * (`locale` and `timeZone` are for tests, and for days counted in UTC by the api).
 */
export interface DateFormat {
  locale?: string;
  timeZone?: string;
}

/** A day and time: "28 Nov 2026, 17:38" in en-GB, "Nov 28, 2026, 5:38 PM" in en-US, "28.11.2026, 17:38" in de-DE. */
export function dateTime(iso: string, f: DateFormat = {}): string {
  return new Date(iso).toLocaleString(f.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: f.timeZone });
}

/** A day: "28 Nov 2026" in en-GB, "Nov 28, 2026" in en-US. */
export function date(iso: string, f: DateFormat = {}): string {
  return new Date(iso).toLocaleDateString(f.locale, { dateStyle: 'medium', timeZone: f.timeZone });
}

/** A moment as people read it in a list: "just now", "5 min ago", "3 h ago", "2 days ago", then the date. */
export function ago(iso: string, now = Date.now(), f: DateFormat = {}): string {
  const s = Math.round((now - new Date(iso).getTime()) / 1000);
  if (!Number.isFinite(s)) return '';
  if (s < 60) return 'just now';
  if (s < 3600) return `${Math.floor(s / 60)} min ago`;
  if (s < 86_400) return `${Math.floor(s / 3600)} h ago`;
  if (s < 7 * 86_400) {
    const d = Math.floor(s / 86_400);
    return `${d} day${d === 1 ? '' : 's'} ago`;
  }
  return date(iso, f);
}

/** A duration in milliseconds: "140 ms", "2.3 s", "4 min 05 s". */
export function duration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
}
