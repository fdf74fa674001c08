import type { Lang } from '@parley/classifier';
import type { Example } from './corpora';
import { type BenchEngine, groupByIntent, NONE } from './engines';
import { type ApiServer, waitFor } from './http-server';

interface HttpApp {
  headers: Record<string, string>;
}

const TRAINER = '/trainer/api/v0';
/** The docs promise a change is classified with within 2 s; allow for a loaded machine. */
const READY_TIMEOUT_MS = 60_000;

/**
 * The same engine behind the api: one App per corpus, one Intent per label (created with
 * `POST /intents`), ready once every Intent's first phrase comes back as that Intent; then each
 * sentence is one `POST /classify` on a kept-alive connection (Node's fetch pools them).
 * An empty answer (nothing reached the App's threshold) scores as `None`, like in-process.
 */
export function httpEngine(server: ApiServer): BenchEngine<HttpApp> {
  let apps = 0;
  const post = async <T>(app: HttpApp, path: string, body: object): Promise<T> => {
    const res = await fetch(`${server.baseUrl}${TRAINER}${path}`, { method: 'POST', headers: app.headers, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const top = async (app: HttpApp, sentence: string) => (await post<{ label: string }[]>(app, '/classify', { sentence }))[0]?.label;
  return {
    name: 'http',
    async train(examples: Example[], lang: Lang) {
      const { appId, appKey } = await server.createApp(`bench-${++apps}`, lang);
      const app = { headers: { 'App-Id': appId, 'App-Key': appKey, 'Content-Type': 'application/json' } };
      const byIntent = [...groupByIntent(examples)];
      for (const [label, utterances] of byIntent)
        await post(app, '/intents', { label, utterances: utterances.map((value) => ({ value })) });
      await waitFor(async () => {
        for (const [label, [first]] of byIntent) if ((await top(app, first)) !== label) return false;
        return true;
      }, READY_TIMEOUT_MS);
      return app;
    },
    async classify(app, sentence) {
      return (await top(app, sentence)) ?? NONE;
    },
  };
}
