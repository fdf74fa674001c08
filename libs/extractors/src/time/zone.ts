/**
 * Zone arithmetic on top of Intl (no tz database shipped: Node's ICU is the source of truth).
 * A "wall" time is the local calendar reading of a zone encoded as if it were UTC epoch ms,
 * so calendar arithmetic is plain Date.UTC math; `toInstant` maps it back, handling DST.
 */
const HOUR = 3_600_000;
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
// Transitions happen on quarter hours in every current zone: cache offsets per 15-minute slot.
const SLOT = 900_000;
const formatters = new Map<string, Intl.DateTimeFormat | null>();
const offsets = new Map<string, Map<number, number>>();

/**
 * The zone of a fixed offset east of UTC, in minutes, written `+09:30` or `-03:30`: for an offset that is no whole
 * number of hours (ACST, "UTC+9:30"), which no `Etc/GMT` zone has. Only the engine's own: a request still names an
 * IANA zone.
 */
export function fixedOffsetZone(minutes: number): string {
  const a = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(a / 60))}:${pad(a % 60)}`;
}
const FIXED = /^([+-])(\d{2}):(\d{2})$/;

/** The zone of a fixed offset east of UTC, in minutes: `UTC`, IANA's `Etc/GMT-10` for whole hours (UTC+10), else `+09:30`. */
export function offsetZone(minutes: number): string {
  const h = minutes / 60;
  return h === 0 ? 'UTC' : Number.isInteger(h) ? `Etc/GMT${h > 0 ? '-' : '+'}${Math.abs(h)}` : fixedOffsetZone(minutes);
}

function formatter(zone: string): Intl.DateTimeFormat | null {
  let f = formatters.get(zone);
  if (f === undefined) {
    f = /^(utc|gmt|etc\/utc|etc\/gmt|z)$/i.test(zone)
      ? null
      : new Intl.DateTimeFormat('en-US', {
          timeZone: zone,
          hourCycle: 'h23',
          year: 'numeric',
          month: 'numeric',
          day: 'numeric',
          hour: 'numeric',
          minute: 'numeric',
          second: 'numeric',
        });
    formatters.set(zone, f);
  }
  return f;
}

/** Offset of `zone` from UTC at the instant `instant`, in ms (east positive). */
export function offsetAt(zone: string, instant: number): number {
  const fixed = FIXED.exec(zone);
  if (fixed) return (fixed[1] === '-' ? -1 : 1) * (Number(fixed[2]) * 60 + Number(fixed[3])) * 60_000;
  const f = formatter(zone);
  if (!f) return 0;
  let perZone = offsets.get(zone);
  if (!perZone) offsets.set(zone, (perZone = new Map()));
  const slot = Math.floor(instant / SLOT);
  let off = perZone.get(slot);
  if (off === undefined) {
    const p: Record<string, number> = {};
    for (const part of f.formatToParts(slot * SLOT)) if (part.type !== 'literal') p[part.type] = Number(part.value);
    off = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - slot * SLOT;
    if (perZone.size > 50_000) perZone.clear();
    perZone.set(slot, off);
  }
  return off;
}

/** Wall-clock reading of an instant. */
export function toWall(zone: string, instant: number): number {
  return instant + offsetAt(zone, instant);
}

/**
 * Instant of a wall-clock reading. In a spring-forward gap the reading is moved forward by the
 * gap (02:30 -> 03:30), in a fall-back overlap the first occurrence wins (as Duckling and moment do).
 */
export function toInstant(zone: string, wall: number): number {
  const before = offsetAt(zone, wall - 12 * HOUR);
  const after = offsetAt(zone, wall + 12 * HOUR);
  if (before === after) return wall - before;
  const r1 = wall - before;
  const r2 = wall - after;
  const ok1 = offsetAt(zone, r1) === before;
  const ok2 = offsetAt(zone, r2) === after;
  if (ok1 && ok2) return Math.min(r1, r2);
  if (ok2) return r2;
  if (ok1) return r1;
  return r1; // gap: read with the offset in force before it, i.e. shifted forward
}

/** ISO 8601 with the zone's offset at that instant, e.g. 2018-09-27T00:00:00.000+02:00. */
export function formatIso(zone: string, instant: number): string {
  const off = offsetAt(zone, instant);
  const d = new Date(instant + off);
  const a = Math.abs(off) / 60_000;
  return (
    `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}.${pad(d.getUTCMilliseconds(), 3)}` +
    `${off < 0 ? '-' : '+'}${pad(Math.floor(a / 60))}:${pad(a % 60)}`
  );
}
