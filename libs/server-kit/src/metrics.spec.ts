import { describe, expect, it } from 'vitest';
import { Metrics } from './metrics';

/** A sample's value in Prometheus text, or undefined when the line is absent. */
function sample(text: string, line: RegExp): number | undefined {
  const found = text.split('\n').find((l) => line.test(l));
  return found === undefined ? undefined : Number(found.slice(found.lastIndexOf(' ') + 1));
}

describe('Metrics: a scrape', () => {
  it("holds the process's own metrics and the server's, each server's figures its own", async () => {
    const a = new Metrics('api');
    const b = new Metrics('api');
    a.trainings.inc({ result: 'trained' });
    a.trainings.inc({ result: 'trained' });
    b.trainings.inc({ result: 'trained' });
    const [textA, textB] = await Promise.all([a.scrape(), b.scrape()]);
    for (const text of [textA, textB]) {
      expect(sample(text, /^process_cpu_user_seconds_total\{service="api"\} /)).toBeGreaterThan(0);
      expect(sample(text, /^nodejs_heap_size_used_bytes\{service="api"\} /)).toBeGreaterThan(0);
      // Each name once: a text with a family twice is refused by Prometheus.
      const families = text.split('\n').filter((l) => l.startsWith('# TYPE '));
      expect(new Set(families).size).toBe(families.length);
    }
    expect(sample(textA, /^parley_trainings_total\{result="trained",service="api"\} /)).toBe(2);
    expect(sample(textB, /^parley_trainings_total\{result="trained",service="api"\} /)).toBe(1);
  });

  it('labels the process metrics by the service that is scraped', async () => {
    const text = await new Metrics('webchat').scrape();
    expect(sample(text, /^process_cpu_user_seconds_total\{service="webchat"\} /)).toBeGreaterThan(0);
    expect(text).not.toMatch(/service="api"/);
  });
});
