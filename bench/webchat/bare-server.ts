/**
 * The peer of the benchmark: a bare Socket.IO server relaying the same pushes (same route, same
 * namespace, same room per user), with no database, no validation and no authentication.
 * Prints `PORT <n>` when listening.
 */
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const httpServer = createServer((req, res) => {
  const m = /^\/bots\/([^/]+)\/users\/([^/]+)\/conversation\/messages$/.exec(req.url ?? '');
  if (req.method !== 'POST' || !m) {
    res.statusCode = 404;
    return res.end();
  }
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const message = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
    const userId = decodeURIComponent(m[2]!);
    nsp.to(`u:${userId}`).emit('message', { id: String(++seq), sender: 'bot', message, createdAt: new Date().toISOString() });
    res.setHeader('content-type', 'text/plain; charset=utf-8');
    res.end('OK');
  });
});
let seq = 0;
const io = new Server(httpServer, { transports: ['websocket', 'polling'] });
const nsp = io.of('/webchat');
nsp.on('connection', (socket) => {
  const userId = String((socket.handshake.auth as { userId?: string }).userId ?? '');
  void socket.join(`u:${userId}`);
  socket.emit('history', { messages: [] });
});
httpServer.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const a = httpServer.address();
  process.stdout.write(`PORT ${typeof a === 'object' && a ? a.port : 0}\n`);
});
process.on('SIGTERM', () => {
  void io.close();
  process.exit(0);
});
