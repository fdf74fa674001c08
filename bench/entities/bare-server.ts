/**
 * The two reference servers of the HTTP benchmark, plain Fastify with no plugin, no hook, no
 * authentication and no validation:
 *  - `constant`: the route answers a constant (the peer: what the HTTP stack alone costs);
 *  - `extractor`: the route runs the extractor on the query, all dimensions (what the HTTP stack plus
 *    the engine cost: the ceiling of any endpoint that extracts).
 * Run by http.ts: `node --import tsx bench/entities/bare-server.ts <constant|extractor> <port>`.
 */
import Fastify from 'fastify';
import { loadExtractorData } from '../../libs/extractors/data/load';
import { Extractor } from '../../libs/extractors/src/engine';
import type { Lang } from '../../libs/extractors/src/types';

const [mode, port] = process.argv.slice(2);
const app = Fastify();
app.get('/health', async () => 'ok');
if (mode === 'extractor') {
  const extractor = new Extractor(loadExtractorData());
  app.get('/nlp/entity-extraction/v0', async (req) => {
    const q = req.query as { sentence: string; lang: Lang; timezone: string };
    return extractor.extract(q.sentence, { lang: q.lang, timezone: q.timezone, referenceTime: Date.now() });
  });
} else {
  app.get('/nlp/entity-extraction/v0', async () => [{ dim: 'number', body: '2', values: [{ value: 2, type: 'integer' }], start: 0, end: 1 }]);
}
void app.listen({ port: Number(port), host: '127.0.0.1' });
