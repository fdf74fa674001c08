import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DatabaseOutage, isDatabaseDown } from './database-outage';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
/** How the webchat's writer wraps it: its own error, caused by the batch's, caused by the driver's. */
const wrapped = () =>
  new Error('The message could not be stored; retry later', {
    cause: new Error('A batch of 3 records could not be written', { cause: refused() }),
  });

describe('isDatabaseDown', () => {
  it.each([
    ['a refused connection', refused(), true],
    ['one wrapped in its causes', wrapped(), true],
    ['a statement cancelled past its time limit', Object.assign(new Error('canceling statement'), { code: '57014' }), true],
    ['a TypeORM error of the driver', Object.assign(new Error('x'), { driverError: { code: '57P01' } }), true],
    ['a pool that gave no connection in time', new Error('timeout exceeded when trying to connect'), true],
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' }), false],
    ['a bug', new TypeError('x is undefined'), false],
    ['not an error', 'boom', false],
  ])('tells %s', (_what, err, down) => {
    expect(isDatabaseDown(err)).toBe(down);
  });
});

describe('DatabaseOutage', () => {
  let lines: string[];
  let answers: boolean;
  let outage: DatabaseOutage;
  const logger = { error: (m: string) => lines.push(`error ${m}`), warn: (m: string) => lines.push(`warn ${m}`) };

  beforeEach(() => {
    vi.useFakeTimers();
    lines = [];
    answers = false;
    outage = new DatabaseOutage(logger, { ping: () => (answers ? Promise.resolve() : Promise.reject(refused())) });
  });
  afterEach(() => {
    outage.close();
    vi.useRealTimers();
  });

  it('writes one line when the database goes, counts the failures, and sums them up when it answers again', async () => {
    const otherwise = vi.fn();
    for (let i = 0; i < 1092; i++) outage.failed('user messages refused', wrapped(), otherwise);
    await vi.advanceTimersByTimeAsync(5000);
    for (let i = 0; i < 29; i++) outage.failed('botmeter batches failed', refused(), otherwise);
    await vi.advanceTimersByTimeAsync(5000);
    expect(outage.down).toBe(true);
    answers = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(otherwise).not.toHaveBeenCalled();
    expect(outage.down).toBe(false);
    expect(lines).toEqual([
      'error PostgreSQL unavailable (connect ECONNREFUSED 127.0.0.1:5432); failures are counted until it answers again (first: user messages refused)',
      'warn PostgreSQL answers again, 11.0 s after the first failure; meanwhile 1,092 user messages refused, 29 botmeter batches failed',
    ]);
    // The next outage starts its own count.
    outage.failed('outbox polls failed', refused(), otherwise);
    expect(lines).toHaveLength(3);
  });

  it('reminds every minute while it lasts', async () => {
    outage.failed('outbox polls failed', refused(), () => undefined);
    for (let s = 0; s < 130; s++) {
      outage.failed('outbox polls failed', refused(), () => undefined);
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(lines.slice(1)).toEqual([
      'error PostgreSQL still unavailable, 60.0 s after the first failure; so far 61 outbox polls failed',
      'error PostgreSQL still unavailable, 120.0 s after the first failure; so far 121 outbox polls failed',
    ]);
  });

  it('leaves other errors to the caller, which logs each', () => {
    const otherwise = vi.fn();
    outage.failed('user messages refused', new TypeError('x is undefined'), otherwise);
    expect(otherwise).toHaveBeenCalledOnce();
    expect(lines).toEqual([]);
    expect(outage.down).toBe(false);
  });

  it("gives a logger whose failed() counts the outage's failures and logs the others", () => {
    const base = { error: vi.fn(), warn: vi.fn() };
    const log = outage.logger('botmeter batches failed', base);
    log.failed('A batch of 2 botmeter records failed: duplicate key', Object.assign(new Error('duplicate key'), { code: '23505' }));
    expect(base.error).toHaveBeenCalledWith('A batch of 2 botmeter records failed: duplicate key');
    log.failed('A batch of 2 botmeter records failed: connect ECONNREFUSED', refused());
    expect(base.error).toHaveBeenCalledOnce();
    expect(outage.down).toBe(true);
    log.warn('still a logger');
    expect(base.warn).toHaveBeenCalledWith('still a logger');
  });
});
