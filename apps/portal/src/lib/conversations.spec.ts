import { describe, expect, it } from 'vitest';
import { conversationsQuery } from './conversations';

describe('conversationsQuery', () => {
  const none = { from: '', to: '', user: '', channel: '', matched: '', answeredBy: '', q: '' } as const;

  it('asks for the first page of everything when no filter is set', () => expect(conversationsQuery(none, null)).toBe('size=20'));

  // The specs run with TZ=UTC (vitest.config.mts): the browser's midnight is UTC's.
  it("reads the days in the browser's time zone, the last one included, and trims the texts", () => {
    const q = new URLSearchParams(conversationsQuery({ from: '2026-11-01', to: '2026-11-30', user: ' u1 ', channel: 'webchat', matched: 'false', answeredBy: 'person', q: ' refund ' }, 'abc'));
    expect(Object.fromEntries(q)).toEqual({
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-12-01T00:00:00.000Z',
      user_id: 'u1',
      channel: 'webchat',
      matched: 'false',
      answeredBy: 'person',
      q: 'refund',
      cursor: 'abc',
      size: '20',
    });
  });

  it('asks for the conversations a person answered, or the bot alone (human handover)', () => {
    expect(conversationsQuery({ ...none, answeredBy: 'person' }, null)).toBe('answeredBy=person&size=20');
    expect(conversationsQuery({ ...none, answeredBy: 'bot' }, null)).toBe('answeredBy=bot&size=20');
  });
});
