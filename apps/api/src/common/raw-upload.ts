import { UnreadableBody } from '@parley/server-kit';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';

/**
 * Routes that take a file as their body: whatever its Content-Type, read raw into a Buffer (a JSON
 * body is parsed as usual), up to `limit` bytes instead of the server's body limit. Past it: a 413
 * naming the limit, answered from Content-Length before anything is read when the client sends one,
 * else as soon as the bytes read pass it (the rest is never held in memory).
 * Every other route keeps answering a body that is not JSON with a 415, after its access check.
 */
export function registerRawUploads(fastify: FastifyInstance, routes: readonly string[], limit: number): void {
  const uploads = new Set(routes);
  const tooLarge = () =>
    Object.assign(new Error(`The file is larger than ${limit / 1024 / 1024} MiB`), { statusCode: 413, code: 'PARLEY_UPLOAD_TOO_LARGE' });
  const checkLength: onRequestHookHandler = (req, reply, done) => {
    if (Number(req.headers['content-length']) > limit) {
      void reply.header('connection', 'close');
      done(tooLarge());
    } else done();
  };
  fastify.addHook('onRoute', (route) => {
    if (!uploads.has(route.url)) return;
    route.bodyLimit = limit;
    route.onRequest = [checkLength, ...(route.onRequest ? [route.onRequest].flat() : [])];
  });
  fastify.removeContentTypeParser('text/plain');
  fastify.addContentTypeParser('*', (req: FastifyRequest, payload, done) => {
    if (!uploads.has(req.routeOptions.url ?? '')) {
      // Answered after the route's access check (RejectUnreadableBody); the body is never read.
      done(
        null,
        new UnreadableBody(
          Object.assign(new Error('Content-Type must be application/json'), { statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' }),
        ),
      );
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let finished = false;
    const finish = (err: Error | null, body?: Buffer) => {
      if (finished) return;
      finished = true;
      payload.removeAllListeners('data');
      done(err, body);
    };
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        // Stop reading; the connection closes after the answer.
        payload.pause();
        finish(tooLarge());
      } else chunks.push(chunk);
    });
    payload.on('end', () => finish(null, Buffer.concat(chunks)));
    payload.on('error', (err) => finish(err));
  });
}
