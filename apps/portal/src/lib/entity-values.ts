import type { DateFormat } from './time';

/** An entity as entity extraction answers it (docs/entities.md): `values[0]` holds what it means. */
export interface ExtractedEntity {
  dim: string;
  body: string;
  values: Record<string, unknown>[];
}

/** A point in time as a time entity holds it, alone or as an interval's end. */
interface Instant {
  'time-stamp'?: unknown;
  unit?: unknown;
}

const SYMBOL_CURRENCIES: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY', '₹': 'INR', '₩': 'KRW', '₽': 'RUB', '₺': 'TRY', '₪': 'ILS', '฿': 'THB' };
const PLURALS: Record<string, string> = { foot: 'feet', inch: 'inches', 'square foot': 'square feet', 'cubic foot': 'cubic feet', century: 'centuries', person: 'people', child: 'children' };
const DEGREES: Record<string, string> = { celsius: '°C', fahrenheit: '°F', degree: '°' };
/** Dimensions whose value is an amount in `unit`. */
const QUANTITIES = new Set(['duration', 'distance', 'area', 'volume', 'weight']);

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function number(n: number, f: DateFormat): string {
  return n.toLocaleString(f.locale, { maximumFractionDigits: 6 });
}

/** "2 hours", "1 hour", "3 feet". */
function amount(n: number, unit: string, f: DateFormat): string {
  const plural = n === 1 || n === -1 || unit.endsWith('s') ? unit : (PLURALS[unit] ?? `${unit}s`);
  return `${number(n, f)} ${plural}`;
}

/** "$3.50", "20,00 €" (in the browser's language); a currency without a known code: "12 XYZ". */
function money(n: number, unit: unknown, f: DateFormat): string {
  const code = typeof unit === 'string' ? (SYMBOL_CURRENCIES[unit] ?? (/^[A-Z]{3}$/.test(unit) ? unit : null)) : null;
  if (code) {
    try {
      return n.toLocaleString(f.locale, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' });
    } catch {
      // An ISO-like code the browser does not know: as written below.
    }
  }
  return typeof unit === 'string' && unit ? `${number(n, f)} ${unit}` : number(n, f);
}

/** 1st, 2nd, 3rd, 11th, 21st (the portal speaks English). */
function ordinal(n: number): string {
  const rule = new Intl.PluralRules('en', { type: 'ordinal' }).select(n);
  return `${n}${{ one: 'st', two: 'nd', few: 'rd' }[rule as 'one' | 'two' | 'few'] ?? 'th'}`;
}

/**
 * A point in time to the precision it was said with, in the browser's language and time zone:
 * a year ("2027"), a month ("November 2026"), a week ("week of Mon 23 Nov 2026"), a day ("Sunday, 29
 * November 2026"), else a day and time ("Wed 18 Nov 2026, 17:00").
 */
function instant(i: Instant, f: DateFormat): string | null {
  const at = typeof i['time-stamp'] === 'string' ? new Date(i['time-stamp']) : null;
  if (!at || Number.isNaN(at.getTime())) return null;
  const tz = { timeZone: f.timeZone };
  switch (i.unit) {
    case 'year':
      return at.toLocaleDateString(f.locale, { ...tz, year: 'numeric' });
    case 'month':
      return at.toLocaleDateString(f.locale, { ...tz, year: 'numeric', month: 'long' });
    case 'week':
      return `week of ${at.toLocaleDateString(f.locale, { ...tz, weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' })}`;
    case 'day':
      return at.toLocaleDateString(f.locale, { ...tz, dateStyle: 'full' });
    default:
      return at.toLocaleString(f.locale, { ...tz, weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
  }
}

function time(v: Record<string, unknown>, f: DateFormat): string | null {
  if (v.type !== 'interval') return instant(v, f);
  const from = v.from && typeof v.from === 'object' ? instant(v.from as Instant, f) : null;
  const to = v.to && typeof v.to === 'object' ? instant(v.to as Instant, f) : null;
  if (from && to) return `${from} – ${to}`;
  if (from) return `from ${from}`;
  return to ? `until ${to}` : null;
}

/** The other fields of a value nobody described here: "street: rue de la Paix, number: 12". */
function fields(v: Record<string, unknown>): string {
  return Object.entries(v)
    .filter(([k, x]) => k !== 'type' && x !== null && x !== undefined && typeof x !== 'object')
    .map(([k, x]) => (k === 'value' ? String(x) : `${k}: ${String(x)}`))
    .join(', ');
}

/**
 * What an extracted entity means, as a person reads it: a date or time in the browser's language and
 * time zone (`f` for tests), an interval from–to, money with its currency, a quantity with its unit,
 * yes or no... each kind as docs/entities.md describes its value. Unknown shapes: their fields.
 */
export function entityValueText(e: ExtractedEntity, f: DateFormat = {}): string {
  const v = e.values[0];
  if (!v) return '';
  const value = v.value;
  const unit = typeof v.unit === 'string' ? v.unit : '';
  const direction = v.direction === 'origin' ? ' (origin)' : v.direction === 'destination' ? ' (destination)' : '';
  switch (e.dim) {
    case 'time':
      return time(v, f) ?? fields(v);
    case 'money':
      return isNumber(value) ? money(value, v.unit, f) : fields(v);
    case 'percentage':
      return isNumber(value) ? value.toLocaleString(f.locale, { style: 'percent', maximumFractionDigits: 4 }) : fields(v);
    case 'temperature':
      return isNumber(value) ? `${number(value, f)} ${DEGREES[unit] ?? unit}`.trim() : fields(v);
    case 'age':
      return isNumber(value) && unit ? `${amount(value, unit, f)} old` : fields(v);
    case 'itemCount':
      return isNumber(value) && unit ? amount(value, unit, f) : fields(v);
    case 'number':
      return isNumber(value) ? number(value, f) : fields(v);
    case 'ordinal':
      return isNumber(value) ? ordinal(value) : fields(v);
    case 'boolean':
      return value === true ? 'yes' : value === false ? 'no' : fields(v);
    case 'color':
      return typeof value === 'string' ? `${typeof v.name === 'string' ? `${v.name} ` : ''}#${value}` : fields(v);
    case 'phoneNumber':
      return [value, [v.kind, v.region].filter((x) => typeof x === 'string').join(', ')].filter(Boolean).join(' · ');
    case 'creditCard':
      return `${typeof v.issuer === 'string' ? `${v.issuer} ` : ''}card ending in ${String(v.last4 ?? '')}`.trim();
    case 'forename':
    case 'family':
      return typeof value === 'string' ? `${value}${typeof v.sex === 'string' ? ` (${v.sex})` : ''}` : fields(v);
    case 'city':
    case 'country':
    case 'location':
    case 'address':
      return typeof value === 'string' ? `${value}${direction}` : fields(v);
  }
  if (QUANTITIES.has(e.dim) && isNumber(value) && unit) return amount(value, unit, f);
  if (typeof value === 'string' || isNumber(value)) return `${isNumber(value) ? number(value, f) : value}${unit ? ` ${unit}` : ''}`;
  return fields(v);
}
