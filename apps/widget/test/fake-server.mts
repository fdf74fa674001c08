/**
 * A stand-in for apps/webchat, speaking the same contract, for looking at the widget and for
 * browser tests until the real server lands. Serves the built script, a demo page and /webchat.
 * Run: npx tsx apps/widget/test/fake-server.mts [port]
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server as HttpServer } from 'node:http';
import { resolve } from 'node:path';
import { Server } from 'socket.io';
import {
  WEBCHAT_NAMESPACE,
  WebchatEvents,
  type ClientMessagePayload,
  type ConversationMessage,
  type HandoverPayload,
  type WebchatAuth,
} from '../../../libs/contracts/src/index.js';

const dist = resolve(import.meta.dirname, '../dist/parley-webchat.js');

export const sampleHistory: ConversationMessage['message'][] = [
  { type: 'text', payload: { value: 'Hi! I am the Parley demo bot. Ask me about orders, delivery or returns.' } },
  { type: 'text', payload: { value: 'Where is my order?' } },
  { type: 'text', payload: { value: 'Here are your last orders. Full details on https://shop.example/orders' } },
  {
    type: 'table',
    payload: {
      value: {
        schema: [
          { key: 'order', label: 'Order' },
          { key: 'status', label: 'Status' },
          { key: 'eta', label: 'Delivery' },
        ],
        rows: [
          { order: '#10482', status: 'Shipped', eta: 'Tomorrow' },
          { order: '#10391', status: 'Delivered', eta: 'May 2' },
        ],
      },
    },
  },
  {
    type: 'actions',
    payload: {
      value: [
        { type: 'link', text: 'Track #10482', value: 'https://shop.example/track/10482' },
        { type: 'postback', text: 'Talk to a human', value: { intent: 'handover' } },
        { type: 'link', text: 'Unsafe link', value: 'javascript:alert(1)' },
      ],
    },
  },
  { type: 'quickreplies', payload: { value: ['Return an item', 'Change address', 'Thanks!'] } },
];

export function startFakeServer(port = 0, history = sampleHistory): Promise<{ url: string; close(): Promise<void> }> {
  const http: HttpServer = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname.startsWith('/cdn/parley-webchat')) {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      return res.end(readFileSync(dist));
    }
    if (url.pathname === '/demo') {
      const options = url.searchParams.get('options') ?? `{"appToken":"demo"}`;
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Widget demo</title><style>body{font:16px Georgia,serif;margin:40px;color:#333;background:#fafafa} div{border:3px dashed red} button{background:red}</style></head>
<body><h1>A host page</h1><p>Its CSS styles every div and button loudly; the widget must not care.</p><div id="embed" style="width:360px;height:480px"></div>
<script src="/cdn/parley-webchat"></script><script>window.chat = ParleyWebchat.init(${options});</script></body></html>`);
    }
    res.writeHead(404).end();
  });
  const io = new Server(http, { cors: { origin: true } });
  const conversations = new Map<string, ConversationMessage[]>();
  let nextId = 1;
  io.of(WEBCHAT_NAMESPACE).on('connection', (socket) => {
    const auth = socket.handshake.auth as WebchatAuth;
    const key = `${auth.appToken}:${auth.userId}`;
    if (!conversations.has(key))
      conversations.set(
        key,
        history.map((message, i) => ({ id: String(nextId++), sender: i === 1 ? 'user' : 'bot', message, createdAt: new Date().toISOString() }) as ConversationMessage),
      );
    const log = conversations.get(key) as ConversationMessage[];
    void socket.join(key);
    const after = auth.lastMessageId;
    socket.emit(WebchatEvents.History, { messages: after ? log.filter((m) => Number(m.id) > Number(after)) : log.slice(-50) });
    const room = io.of(WEBCHAT_NAMESPACE).to(key);
    const say = (m: Omit<ConversationMessage, 'id' | 'createdAt'>) => {
      const stored = { ...m, id: String(nextId++), createdAt: new Date().toISOString() } as ConversationMessage;
      log.push(stored);
      room.emit(WebchatEvents.Message, stored);
    };
    const line = (event: ConversationMessage['event'], value: string) => say({ sender: 'system', event, message: { type: 'text', payload: { value } } });
    // Human handover (docs/handover.md), nobody online: "Talk to a person" asks for an e-mail address.
    const nobody: HandoverPayload = { state: 'waiting', operatorsOnline: false, emailRequested: true };
    socket.on(WebchatEvents.RequestHandover, (_: unknown, ack?: (p: HandoverPayload) => void) => {
      line('waiting', 'You asked to talk to a person.');
      line('nobody_online', 'Nobody is available right now. Leave your e-mail address and we will answer there.');
      room.emit(WebchatEvents.Handover, nobody);
      ack?.(nobody);
    });
    socket.on(WebchatEvents.LeaveEmail, (p: { email?: string }, ack?: (a: object) => void) => {
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(p?.email))) return ack?.({ error: { code: 'HANDOVER.INVALID_EMAIL', message: 'not an address' } });
      ack?.({ ok: true });
      line('email_saved', `We will answer at ${p.email}.`);
      room.emit(WebchatEvents.Handover, { ...nobody, emailRequested: false });
    });
    socket.on(WebchatEvents.Message, (p: ClientMessagePayload) => {
      const stored: ConversationMessage = { id: String(nextId++), sender: 'user', message: p.message, createdAt: new Date().toISOString(), clientMessageId: p.clientMessageId };
      log.push(stored);
      io.of(WEBCHAT_NAMESPACE).to(key).emit(WebchatEvents.Message, stored);
      // "operator": Alice of the team takes the conversation, types and answers.
      if (p.message.type === 'text' && p.message.payload.value === 'operator') {
        line('taken', 'Alice joined the conversation.');
        room.emit(WebchatEvents.Handover, { state: 'assigned', assignee: { name: 'Alice' }, operatorsOnline: true, emailRequested: false });
        room.emit(WebchatEvents.Typing, { sender: 'operator', name: 'Alice', typing: true });
        setTimeout(() => say({ sender: 'operator', operator: { name: 'Alice' }, message: { type: 'text', payload: { value: 'Hi, I am Alice. How can I help?' } } }), 1500);
        return;
      }
      io.of(WEBCHAT_NAMESPACE).to(key).emit(WebchatEvents.Typing, { sender: 'bot', typing: true });
      setTimeout(() => {
        const text = p.message.type === 'text' ? p.message.payload.value : JSON.stringify(p.message.payload.value);
        const reply: ConversationMessage = { id: String(nextId++), sender: 'bot', message: { type: 'text', payload: { value: `You said: ${text}` } }, createdAt: new Date().toISOString() };
        log.push(reply);
        io.of(WEBCHAT_NAMESPACE).to(key).emit(WebchatEvents.Message, reply);
      }, 600);
    });
  });
  return new Promise((ok) =>
    http.listen(port, '127.0.0.1', () => {
      const address = http.address() as { port: number };
      ok({ url: `http://127.0.0.1:${address.port}`, close: () => new Promise((done) => { void io.close(); http.close(() => done()); }) });
    }),
  );
}

if (process.argv[1] === import.meta.filename) {
  void startFakeServer(Number(process.argv[2] ?? 3099)).then((s) => console.log(`demo: ${s.url}/demo`));
}
