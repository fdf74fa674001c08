import type { ConversationMessage, HandoverPayload, UserMessage } from '@parley/contracts';
import { useEffect, useReducer, useRef, useState } from 'preact/hooks';
import { connect, type Connection, type Status } from './connection';
import { chatReducer, lastMessageId, pendingItems, type ChatItem } from './messages';
import type { ResolvedOptions } from './options';
import { uuid, visitor } from './storage';

/** Who is typing: the bot (no name) or an operator (their name). */
export interface Typist {
  name?: string;
}

/** Owns the socket and the message list of one widget instance. */
export function useConversation(options: ResolvedOptions) {
  const [items, dispatch] = useReducer(chatReducer, []);
  const [status, setStatus] = useState<Status>('connecting');
  const [typist, setTypist] = useState<Typist | null>(null);
  const [handover, setHandover] = useState<HandoverPayload | null>(null);
  const [historyLoaded, setHistoryLoaded] = useState(false);
  const [language, setLanguage] = useState('');
  // The socket callbacks outlive renders: they read the latest list through this ref.
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const conn = useRef<Connection | null>(null);

  useEffect(() => {
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    // A signed-in user of the host site (identity verification), else the identity the server gave.
    const signedIn = options.userId ? { userId: options.userId, userHash: options.userHash } : null;
    const auth = () => Object.assign({ appToken: options.appToken, lastMessageId: lastMessageId(itemsRef.current) }, signedIn || visitor.get(options.appToken));
    const c = connect(options.serverUrl, auth, {
      visitor(v) {
        if (!signedIn) visitor.set(options.appToken, v);
      },
      messages(messages: ConversationMessage[], fromHistory: boolean) {
        dispatch({ type: 'received', messages });
        if (fromHistory) setHistoryLoaded(true);
        // The bot's or an operator's message ends their dots.
        if (messages.some((m) => m && (m.sender === 'bot' || m.sender === 'operator'))) setTypist(null);
      },
      language: setLanguage,
      handover: setHandover,
      delivery(p) {
        dispatch({ type: 'delivery', messageId: p.messageId, state: p.state });
      },
      typing(p) {
        if (!p || (p.sender !== 'bot' && p.sender !== 'operator')) return;
        setTypist(p.typing ? (p.sender == 'operator' ? { name: String(p.name || '') } : {}) : null);
        // A lost "typing: false" must not leave the dots forever.
        clearTimeout(typingTimer);
        if (p.typing) typingTimer = setTimeout(() => setTypist(null), 15_000);
      },
      rejected(clientMessageId) {
        dispatch({ type: 'failed', clientMessageId });
      },
      status(s) {
        setStatus(s);
        // Anything typed while offline, or sent just before a drop, goes (again) now; the server
        // stores a clientMessageId once.
        if (s === 'online') for (const p of pendingItems(itemsRef.current)) c.send({ message: p.message as UserMessage, clientMessageId: p.clientMessageId as string });
      },
    });
    conn.current = c;
    return () => {
      clearTimeout(typingTimer);
      c.close();
    };
  }, [options]);

  const send = (message: UserMessage) => {
    const clientMessageId = uuid();
    dispatch({ type: 'sending', clientMessageId, message, createdAt: new Date().toISOString() });
    conn.current?.send({ message, clientMessageId });
  };
  const retry = (item: ChatItem) => {
    // Stored but not delivered: the server tries the bot again now.
    if (item.id) return conn.current?.retryDelivery(item.id);
    if (!item.clientMessageId) return;
    dispatch({ type: 'retry', clientMessageId: item.clientMessageId });
    conn.current?.send({ message: item.message as UserMessage, clientMessageId: item.clientMessageId });
  };
  const typing = (t: boolean) => conn.current?.typing(t);
  const requestHandover = () => conn.current?.requestHandover();
  /** Whether the server kept the address: then the form goes (the server's `handover` says so too). */
  const leaveEmail = async (email: string) => {
    const ok = !!(await conn.current?.leaveEmail(email));
    if (ok) setHandover((h) => h && Object.assign({}, h, { emailRequested: false }));
    return ok;
  };

  return { items, status, typist, handover, historyLoaded, language, send, retry, typing, requestHandover, leaveEmail };
}
