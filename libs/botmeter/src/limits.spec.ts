import { storableText } from '@parley/persistence';
import { describe, expect, it } from 'vitest';
import type { NewBotmeterRecord } from './botmeter-records.repository';
import { BOTMETER_LIMITS, fitRecord, fitText, recordProblems } from './limits';

const base: NewBotmeterRecord = {
  appId: '00000000-0000-4000-8000-000000000001',
  timestamp: new Date('2026-11-20T10:00:00Z'),
  botVersion: 'parley-faq',
  channel: 'webchat',
  userId: 'u-1',
  user: null,
  conversationId: 'c-1',
  body: 'When are you open?',
  bodyType: 'text',
  responses: ['From 9 to 5.'],
  stateIn: null,
  stateOut: null,
  intentName: 'hours',
  intentScore: 0.9,
  tags: ['faq'],
};

const long = (n: number) => 'x'.repeat(n);
const EMOJI = '\u{1F600}';

// Each case: a record beyond one limit, and the field a 400 of POST /botmeter would name.
const BEYOND: [string, Partial<NewBotmeterRecord>, string][] = [
  ['a long body', { body: long(BOTMETER_LIMITS.text + 1) }, 'body'],
  ['a long intent name (a QnA title may hold 500 characters)', { intentName: long(300) }, 'intent.name'],
  ['a long user id', { userId: long(BOTMETER_LIMITS.id + 1) }, 'user_id'],
  ['a long channel', { channel: long(BOTMETER_LIMITS.shortText + 1) }, 'channel'],
  ['a long response (a table answer as JSON)', { responses: ['ok', long(BOTMETER_LIMITS.text + 50)] }, 'responses'],
  ['too many responses', { responses: Array.from({ length: BOTMETER_LIMITS.items + 1 }, (_, i) => `r${i}`) }, 'responses'],
  ['too many tags', { tags: Array.from({ length: BOTMETER_LIMITS.items + 5 }, (_, i) => `t${i}`) }, 'tags'],
  ['a NUL character', { body: 'a\u0000b' }, 'body'],
  ['a lone surrogate', { stateIn: 'broken \ud83d' }, 'state_in'],
  ['a large user object', { user: { notes: long(BOTMETER_LIMITS.userJson) } }, 'user'],
  ['a score that is not a number', { intentScore: Number.NaN }, 'intent.score'],
  ['a timestamp past 2100', { timestamp: new Date(Date.UTC(2150, 0, 1)) }, 'timestamp'],
  ['an unknown body type', { bodyType: 'voice' as NewBotmeterRecord['bodyType'] }, 'body_type'],
];

describe('botmeter record limits', () => {
  it('finds nothing wrong with a record within the limits, and fitting leaves it as it is', () => {
    expect(recordProblems(base)).toEqual([]);
    expect(fitRecord(base)).toEqual(base);
  });

  it.each(BEYOND)('names the field of %s', (_, change, field) => {
    expect(recordProblems({ ...base, ...change }).map((p) => p.field)).toEqual([field]);
  });

  it.each(BEYOND)('makes a record with %s fit, keeping what it can', (_, change) => {
    const fitted = fitRecord({ ...base, ...change });
    expect(recordProblems(fitted)).toEqual([]);
    // A text cut keeps its beginning, up to the ellipsis that marks the cut.
    for (const key of Object.keys(change) as (keyof NewBotmeterRecord)[]) {
      const [was, now] = [change[key], fitted[key]];
      if (typeof was === 'string' && typeof now === 'string' && now.endsWith('\u2026')) expect(was.startsWith(now.slice(0, -1))).toBe(true);
    }
  });

  it('cuts a long text to the limit with an ellipsis, never between the halves of a character', () => {
    const cut = fitText('ab' + EMOJI.repeat(10), 6);
    expect(cut).toBe(`ab${EMOJI}\u2026`);
    expect(storableText(cut)).toBe(true);
    for (let max = 2; max < 12; max++) {
      const t = fitText(EMOJI.repeat(10), max);
      expect(t.length).toBeLessThanOrEqual(max);
      expect(storableText(t), `max ${max}`).toBe(true);
    }
  });

  it('replaces what PostgreSQL cannot store, and keeps the rest', () => {
    expect(fitText('a\u0000b \ud83d c', 100)).toBe('a\uFFFDb \uFFFD c');
  });
});
