import { describe, expect, it } from 'vitest';
import { entityValueText } from './entity-values';
import type { DateFormat } from './time';

// The values of docs/entities.md's examples, as the try-it shows them to someone in Paris reading British English.
const f = { locale: 'en-GB', timeZone: 'Europe/Paris' };
const text = (dim: string, value: Record<string, unknown>, format: DateFormat = f) => entityValueText({ dim, body: '', values: [value] }, format);

describe('entityValueText', () => {
  it('writes a point in time to the precision it was said with, in the browser’s language and time zone', () => {
    expect(text('time', { type: 'timestamp', 'time-stamp': '2026-11-18T17:00:00.000+01:00', unit: 'hour', milliseconds: 1795017600000 })).toBe('Wed, 18 Nov 2026, 17:00');
    expect(text('time', { type: 'timestamp', 'time-stamp': '2026-11-29T00:00:00.000+01:00', unit: 'day' })).toBe('Sunday, 29 November 2026');
    expect(text('time', { type: 'timestamp', 'time-stamp': '2026-11-01T00:00:00.000+01:00', unit: 'month' })).toBe('November 2026');
    expect(text('time', { type: 'timestamp', 'time-stamp': '2027-01-01T00:00:00.000+01:00', unit: 'year' })).toBe('2027');
    expect(text('time', { type: 'timestamp', 'time-stamp': '2026-11-23T00:00:00.000+01:00', unit: 'week' })).toBe('week of Mon, 23 Nov 2026');
    expect(text('time', { type: 'timestamp', 'time-stamp': '2026-11-18T17:00:00.000+01:00', unit: 'hour' }, { locale: 'en-US', timeZone: 'America/New_York' })).toMatch(/^Wed, Nov 18, 2026, 11:00\sAM$/);
  });

  it('writes an interval from one end to the other, or the end it has', () => {
    const from = { 'time-stamp': '2026-11-23T00:00:00.000+01:00', unit: 'day' };
    const to = { 'time-stamp': '2026-11-25T00:00:00.000+01:00', unit: 'day' };
    expect(text('time', { type: 'interval', from, to })).toBe('Monday, 23 November 2026 – Wednesday, 25 November 2026');
    expect(text('time', { type: 'interval', from })).toBe('from Monday, 23 November 2026');
    expect(text('time', { type: 'interval', to })).toBe('until Wednesday, 25 November 2026');
  });

  it('writes money with its currency, quantities with their unit', () => {
    expect(text('money', { value: 3.5, unit: '$', type: 'float' })).toBe('$3.50');
    expect(text('money', { value: 20, unit: '€', type: 'integer' }, { locale: 'fr-FR' })).toMatch(/^20,00\s€$/);
    expect(text('money', { value: 20, unit: 'CHF', type: 'integer' })).toMatch(/^CHF\s20\.00$/);
    expect(text('duration', { value: 2, unit: 'hour', normalized: { value: 7200, unit: 'second' }, type: 'integer' })).toBe('2 hours');
    expect(text('distance', { value: 1, unit: 'metre', type: 'integer' })).toBe('1 metre');
    expect(text('area', { value: 70, unit: 'square metre', type: 'integer' })).toBe('70 square metres');
    expect(text('weight', { value: 20, unit: 'kilogram', type: 'integer' })).toBe('20 kilograms');
    expect(text('temperature', { value: -5, unit: 'celsius', type: 'integer' })).toBe('-5 °C');
    expect(text('percentage', { value: 0.2, type: 'float' })).toBe('20%');
    expect(text('itemCount', { value: 4, unit: 'person', type: 'integer' })).toBe('4 people');
    expect(text('age', { value: 7, unit: 'year', type: 'integer' })).toBe('7 years old');
    expect(text('number', { value: 12000, type: 'integer' })).toBe('12,000');
  });

  it('writes the other kinds as a person reads them', () => {
    expect(text('ordinal', { value: 21, type: 'ordinal' })).toBe('21st');
    expect(text('boolean', { value: false, type: 'boolean' })).toBe('no');
    expect(text('color', { value: '00008B', name: 'dark blue' })).toBe('dark blue #00008B');
    expect(text('phoneNumber', { value: '+33612345678', type: 'string', region: 'FR', national: '06 12 34 56 78', kind: 'mobile' })).toBe('+33612345678 · mobile, FR');
    expect(text('creditCard', { value: '************1111', type: 'string', issuer: 'visa', last4: '1111' })).toBe('visa card ending in 1111');
    expect(text('city', { value: 'Paris', type: 'string', direction: 'origin' })).toBe('Paris (origin)');
    expect(text('forename', { value: 'grace', sex: 'female' })).toBe('grace (female)');
    expect(text('streetNumber', { value: '221B', type: 'string' })).toBe('221B');
    expect(text('plan', { value: 'enterprise', match: 'fuzzy' })).toBe('enterprise');
  });

  it('never shows undefined: a value of an unknown shape shows its fields', () => {
    expect(text('time', { type: 'timestamp' })).toBe('');
    expect(text('somethingNew', { kind: 'x', count: 2, nested: { a: 1 } })).toBe('kind: x, count: 2');
    expect(entityValueText({ dim: 'time', body: 'on sunday', values: [] })).toBe('');
  });
});
