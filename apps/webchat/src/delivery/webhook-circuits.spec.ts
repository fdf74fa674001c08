import { describe, expect, it } from 'vitest';
import { WebhookCircuits, type CircuitEvent } from './webhook-circuits';

function setup() {
  let now = 1_000_000;
  const events: CircuitEvent[] = [];
  const circuits = new WebhookCircuits(
    { timeouts: 3, openMs: 30_000 },
    (e) => events.push(e),
    () => now,
  );
  return { circuits, events, advance: (ms: number) => (now += ms) };
}

describe('WebhookCircuits', () => {
  it('sets no limit until a webhook has timed out the given number of times in a row', () => {
    const { circuits, events } = setup();
    circuits.timedOut('a');
    circuits.timedOut('a');
    expect(circuits.room('a')).toBeNull();
    circuits.answered('a');
    circuits.timedOut('a');
    circuits.timedOut('a');
    expect(circuits.room('a')).toBeNull();
    expect(events).toEqual([]);
  });

  it('opens after 3 timeouts in a row: no delivery of that App starts, the others are untouched', () => {
    const { circuits, events } = setup();
    for (let i = 0; i < 3; i++) circuits.timedOut('a');
    expect(circuits.room('a')).toBe(0);
    expect(circuits.room('b')).toBeNull();
    expect(circuits.limited()).toEqual(['a']);
    expect(events).toEqual([{ appId: 'a', state: 'open', timeouts: 3 }]);
    expect(circuits.counts()).toEqual({ open: 1, half_open: 0 });
  });

  it('lets one probe through once the open time is over; an answer closes the circuit', () => {
    const { circuits, events, advance } = setup();
    for (let i = 0; i < 3; i++) circuits.timedOut('a');
    advance(29_999);
    expect(circuits.room('a')).toBe(0);
    advance(1);
    expect(circuits.room('a')).toBe(1);
    circuits.started('a');
    expect(circuits.room('a')).toBe(0);
    expect(circuits.counts()).toEqual({ open: 0, half_open: 1 });
    circuits.answered('a');
    expect(circuits.room('a')).toBeNull();
    expect(events.map((e) => e.state)).toEqual(['open', 'half-open', 'closed']);
  });

  it('opens again at once when the probe times out', () => {
    const { circuits, events, advance } = setup();
    for (let i = 0; i < 3; i++) circuits.timedOut('a');
    advance(30_000);
    expect(circuits.room('a')).toBe(1);
    circuits.started('a');
    circuits.timedOut('a');
    expect(circuits.room('a')).toBe(0);
    advance(30_000);
    expect(circuits.room('a')).toBe(1);
    expect(events.map((e) => `${e.state}:${e.timeouts}`)).toEqual(['open:3', 'half-open:3', 'open:4', 'half-open:4']);
  });
});
