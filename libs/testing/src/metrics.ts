import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A Prometheus text scrape as series (`name{labels}`, labels as written) -> value. */
export function parseScrape(text: string): Map<string, number> {
  const series = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const cut = line.lastIndexOf(' ');
    series.set(line.slice(0, cut), Number(line.slice(cut + 1)));
  }
  return series;
}

/** Sum of a metric's series whose labels include every given `key="value"`. */
export function metricValue(series: Map<string, number>, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const [key, value] of series) {
    const brace = key.indexOf('{');
    if ((brace < 0 ? key : key.slice(0, brace)) !== name) continue;
    if (Object.entries(labels).every(([k, v]) => key.includes(`${k}="${v}"`))) sum += value;
  }
  return sum;
}

/**
 * The `parley_*` metric names listed in docs/operations.md (Metrics) that `service` serves: a
 * `parley_webchat_*` metric is the webchat server's alone, one whose description starts with `api:`
 * the api's alone, the others both servers'.
 */
export function documentedMetrics(service: 'api' | 'webchat'): string[] {
  const doc = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'operations.md'), 'utf8');
  const section = doc.slice(doc.indexOf('\n## Metrics'), doc.indexOf('\n## ', doc.indexOf('\n## Metrics') + 5));
  return [...section.matchAll(/^\| `(parley_[a-z_]+)` \| \w+ \| (.*)$/gm)]
    .filter(([, name, what]) => {
      const only = name!.startsWith('parley_webchat_') ? 'webchat' : what!.startsWith('api:') ? 'api' : undefined;
      return only === undefined || only === service;
    })
    .map((m) => m[1]!);
}
