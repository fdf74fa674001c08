import {
  INBOX_QUEUES,
  OPERATORS_NAMESPACE,
  OperatorEvents,
  type BotMessage,
  type ConversationMessage,
  type HandoverStatus,
  type InboxItem,
  type InboxQueue,
  type OperatorAuth,
  type OperatorIdentity,
  type UserMessage,
} from '@parley/contracts';
import { io, type Socket } from 'socket.io-client';
import { useEffect, useRef, useState } from 'preact/hooks';
import { ApiError, operatorCall, session, type Account, type App } from '../api';
import { ChatMessages } from '../components/chat-messages';
import { portalConfig } from '../components/config';
import { Field, Notice, Spinner } from '../components/ui';
import {
  EMPTY_DRAFT,
  QUEUE_NAMES,
  applyCountChange,
  applyInboxChange,
  draftMessages,
  inboxTitle,
  newlyWaiting,
  queueOf,
  reasonText,
  type Draft,
  type InboxPage,
} from '../lib/inbox';
import { abilities } from '../lib/roles';
import { dateTime } from '../lib/time';

/** What `GET …/conversations/{id}` answers. */
interface OperatorTranscript {
  handover: HandoverStatus;
  messages: ConversationMessage[];
  email?: string;
}

/** Someone typing in a conversation: the visitor, or another operator (named). */
interface Typing {
  conversationId: string;
  sender: 'user' | 'operator';
  name?: string;
  typing: boolean;
}

/**
 * The App's operator inbox (docs/handover.md): conversations waiting for a person, mine, with the
 * bot, closed, live through the webchat server's `/operators` namespace; a conversation's
 * transcript; take, answer, return to the bot, close. Viewers read it.
 */
export function InboxTab(props: { app: App; account: Account }) {
  const { app, account } = props;
  const canAnswer = abilities(app.role).answerVisitors;
  const [webchatUrl, setWebchatUrl] = useState<string | null>(null);
  const [queue, setQueue] = useState<InboxQueue>('waiting');
  const [items, setItems] = useState<InboxItem[] | null>(null);
  const [counts, setCounts] = useState<Partial<Record<InboxQueue, number>>>({});
  const [selected, setSelected] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [live, setLive] = useState<'connecting' | 'online' | 'refused'>('connecting');
  const [online, setOnline] = useState<OperatorIdentity[]>([]);
  const [typing, setTyping] = useState<Typing | null>(null);
  const [permission, setPermission] = useState(() => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission));
  const socket = useRef<Socket | null>(null);
  // Socket callbacks outlive renders: they read the latest state through these.
  const state = useRef({ queue, selected, known: new Map<string, InboxItem>() });
  state.current.queue = queue;
  state.current.selected = selected;
  /** Live messages of the open conversation, handed to its panel. */
  const [incoming, setIncoming] = useState<{ conversationId: string; message: ConversationMessage } | null>(null);
  const [changed, setChanged] = useState<InboxItem | null>(null);

  useEffect(() => {
    portalConfig().then(
      (c) => setWebchatUrl(c.webchatUrl),
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
  }, []);

  /** Reads a queue (its rows, and every queue's count); `everyQueue`: the others' rows too, for their unread badges. */
  const load = async (url: string, q: InboxQueue, everyQueue = false) => {
    try {
      const queues = everyQueue ? INBOX_QUEUES : [q];
      const pages = await Promise.all(queues.map((one) => operatorCall<InboxPage>(url, app.id, 'GET', `/inbox?queue=${one}`)));
      for (const page of pages) for (const i of page.items) state.current.known.set(i.conversationId, i);
      const page = pages[queues.indexOf(q)]!;
      if (state.current.queue !== q) return;
      setItems(page.items);
      setCounts(page.counts);
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  useEffect(() => {
    if (!webchatUrl) return;
    setItems(null);
    void load(webchatUrl, queue);
  }, [webchatUrl, queue]);

  // The live connection: rows, messages, typing and who is online.
  useEffect(() => {
    if (!webchatUrl) return;
    const auth: OperatorAuth = { sessionToken: session.token ?? '', appId: app.id };
    const s = io(webchatUrl.replace(/\/+$/, '') + OPERATORS_NAMESPACE, {
      auth: { ...auth },
      transports: ['websocket', 'polling'],
      forceNew: true,
    });
    socket.current = s;
    let refresh: ReturnType<typeof setTimeout> | undefined;
    // The server's list is the truth: read again shortly after changes (counts, unread, order).
    const later = () => {
      clearTimeout(refresh);
      refresh = setTimeout(() => void load(webchatUrl, state.current.queue), 300);
    };
    // Connected (again): every queue read afresh, what was missed meanwhile included.
    s.on('connect', () => {
      setLive('online');
      void load(webchatUrl, state.current.queue, true);
    });
    s.on('disconnect', () => setLive('connecting'));
    s.on('connect_error', (e) => {
      if (!s.active) {
        setLive('refused');
        setError(`The live inbox is refused: ${e.message}`);
      }
    });
    s.on(OperatorEvents.Inbox, (item: InboxItem) => {
      if (!item?.conversationId) return;
      const before = state.current.known.get(item.conversationId);
      state.current.known.set(item.conversationId, item);
      setItems((list) => (list ? applyInboxChange(list, state.current.queue, item, account.id) : list));
      setCounts((c) => applyCountChange(c, before, item, account.id));
      if (newlyWaiting(before, item)) notify(item);
      if (item.conversationId === state.current.selected) setChanged(item);
      later();
    });
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    s.on(OperatorEvents.Message, (p: { conversationId: string; message: ConversationMessage }) => {
      if (p?.conversationId === state.current.selected) setIncoming(p);
      // A message ends its sender's "typing…".
      if (p?.message) setTyping((t) => (t && t.conversationId === p.conversationId && t.sender === p.message.sender ? null : t));
    });
    s.on(OperatorEvents.Typing, (p: Typing) => {
      if (!p || !p.conversationId || (p.sender === 'operator' && p.name === account.name)) return;
      setTyping(p.typing ? p : null);
      // A lost "typing: false" must not leave it on for good.
      clearTimeout(typingTimer);
      if (p.typing) typingTimer = setTimeout(() => setTyping(null), 15_000);
    });
    s.on(OperatorEvents.Presence, (p: { operators?: OperatorIdentity[] }) => setOnline(Array.isArray(p?.operators) ? p.operators : []));
    return () => {
      clearTimeout(refresh);
      clearTimeout(typingTimer);
      s.disconnect();
      socket.current = null;
    };
  }, [webchatUrl, app.id]);

  // The tab's title says how many conversations wait for a person.
  const waiting = counts.waiting ?? 0;
  useEffect(() => {
    const base = document.title.replace(/^\(\d+\) /, '');
    document.title = inboxTitle(base, waiting);
    return () => {
      document.title = base;
    };
  }, [waiting]);

  const notify = (item: InboxItem) => {
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    try {
      const n = new Notification(`${app.name}: a visitor needs a person`, {
        body: reasonText(item) || item.lastMessage?.text,
        tag: item.conversationId,
      });
      n.onclick = () => {
        window.focus();
        setQueue('waiting');
        setSelected(item.conversationId);
      };
    } catch {
      // Some browsers only show notifications from a service worker: the title still says it.
    }
  };

  // Unread visitor messages of each queue, from the rows read and changed since.
  const unreadOf = (q: InboxQueue) =>
    [...state.current.known.values()].reduce((n, i) => n + (queueOf(i, account.id) === q ? i.unread : 0), 0);

  if (error && !webchatUrl) return <Notice kind="error">{error}</Notice>;
  if (!webchatUrl) return <Spinner />;
  const open = selected ? (items?.find((i) => i.conversationId === selected) ?? state.current.known.get(selected) ?? null) : null;

  return (
    <div class={`inbox${selected ? ' has-open' : ''}`}>
      <div class="inbox-list card stack tight">
        <div class="inbox-head">
          <h2>Inbox</h2>
          <span class={`live ${live}`} role="status">
            {live === 'online' ? 'Live' : live === 'connecting' ? 'Connecting…' : 'Not live'}
          </span>
        </div>
        {live === 'online' && (
          <p class="muted small" data-testid="presence">
            {online.length
              ? `Online: ${online.map((o) => o.name).join(', ')}`
              : 'Nobody of the team is online: visitors may leave an e-mail address.'}
          </p>
        )}
        {permission === 'default' && (
          <button
            class="btn small notify"
            type="button"
            onClick={() => {
              void Notification.requestPermission().then(setPermission);
            }}
          >
            Notify me when a visitor needs a person
          </button>
        )}
        <div class="queues" role="group" aria-label="Queues">
          {INBOX_QUEUES.map((q) => (
            <button
              key={q}
              type="button"
              class={`queue${q === queue ? ' active' : ''}`}
              aria-pressed={q === queue}
              data-queue={q}
              onClick={() => {
                setQueue(q);
                setSelected(null);
              }}
            >
              {QUEUE_NAMES[q]} <span class="count">{counts[q] ?? 0}</span>
              {q !== 'closed' && unreadOf(q) > 0 && (
                <span class="unread">
                  {unreadOf(q)}
                  <span class="sr-only"> unread</span>
                </span>
              )}
            </button>
          ))}
        </div>
        {error && <Notice kind="error">{error}</Notice>}
        {items === null ? (
          !error && <Spinner />
        ) : items.length === 0 ? (
          <p class="muted">No conversation here.</p>
        ) : (
          <ul class="inbox-items" aria-label={QUEUE_NAMES[queue]}>
            {items.map((i) => (
              <li key={i.conversationId}>
                <button
                  type="button"
                  class={`inbox-item${i.conversationId === selected ? ' active' : ''}`}
                  aria-current={i.conversationId === selected ? 'true' : undefined}
                  data-conversation={i.conversationId}
                  onClick={() => setSelected(i.conversationId)}
                >
                  <span class="conv-head">
                    <strong class="ellipsis">{i.email ?? i.userId}</strong>
                    {i.unread > 0 && (
                      <span class="unread">
                        {i.unread}
                        <span class="sr-only"> unread</span>
                      </span>
                    )}
                    {i.lastMessage && <span class="muted small right nowrap">{dateTime(i.lastMessage.createdAt)}</span>}
                  </span>
                  <span class="small muted">
                    {i.handover.state === 'assigned' ? `${i.handover.assignee?.name ?? 'Someone'} answers` : reasonText(i)}
                  </span>
                  {i.lastMessage && <span class="conv-text ellipsis">{i.lastMessage.text}</span>}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {selected ? (
        <ConversationPanel
          key={selected}
          app={app}
          account={account}
          webchatUrl={webchatUrl}
          conversationId={selected}
          canAnswer={canAnswer}
          item={changed?.conversationId === selected ? changed : open}
          incoming={incoming?.conversationId === selected ? incoming.message : null}
          typing={typing?.conversationId === selected ? typing : null}
          onTyping={(t) => socket.current?.emit(OperatorEvents.Typing, { conversationId: selected, typing: t })}
          onBack={() => setSelected(null)}
        />
      ) : (
        <div class="inbox-empty card hide-sm">
          <p class="muted">Pick a conversation to read it{canAnswer ? ' and answer' : ''}.</p>
        </div>
      )}
    </div>
  );
}

/** Who sent a message, as the operator reads it. */
function senderName(m: ConversationMessage): string {
  if (m.sender === 'user') return 'Visitor';
  if (m.sender === 'operator') return `${m.operator?.name ?? 'Operator'} (person)`;
  return 'Bot';
}

function ConversationPanel(props: {
  app: App;
  account: Account;
  webchatUrl: string;
  conversationId: string;
  canAnswer: boolean;
  item: InboxItem | null;
  incoming: ConversationMessage | null;
  typing: Typing | null;
  onTyping(typing: boolean): void;
  onBack(): void;
}) {
  const { app, account, webchatUrl, conversationId } = props;
  const [data, setData] = useState<OperatorTranscript | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const path = `/conversations/${encodeURIComponent(conversationId)}`;

  const load = () =>
    operatorCall<OperatorTranscript>(webchatUrl, app.id, 'GET', path).then(
      (t) => setData(t),
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    );
  useEffect(() => {
    void load().then(() => heading.current?.focus());
  }, [conversationId]);
  // Live: new messages and state changes of this conversation.
  useEffect(() => {
    const m = props.incoming;
    if (m) setData((d) => (d && !d.messages.some((x) => x.id === m.id) ? { ...d, messages: [...d.messages, m] } : d));
  }, [props.incoming]);
  useEffect(() => {
    const h = props.item?.handover;
    if (h) setData((d) => (d ? { ...d, handover: h, email: props.item?.email ?? d.email } : d));
  }, [props.item]);

  const act = async (what: 'take' | 'return' | 'close') => {
    setBusy(true);
    setError(null);
    setSaid(null);
    try {
      const handover = await operatorCall<HandoverStatus>(webchatUrl, app.id, 'POST', `${path}/${what}`);
      setData((d) => (d ? { ...d, handover } : d));
      setSaid(
        what === 'take'
          ? 'You answer this conversation: the bot stays silent.'
          : what === 'return'
            ? 'The bot answers again.'
            : 'Conversation closed.',
      );
    } catch (e) {
      if (e instanceof ApiError && e.code === 'HANDOVER.ALREADY_TAKEN') {
        setError(`Already taken: ${e.message}. You cannot answer it.`);
        void load();
      } else setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const h = data?.handover;
  const mine = h?.state === 'assigned' && h.assignee?.id === account.id;
  const other = h?.state === 'assigned' && !mine ? (h.assignee?.name ?? 'Another member') : null;

  return (
    <section class="inbox-conversation card stack" aria-labelledby="inbox-conversation-title">
      <button class="btn small ghost back-to-list" type="button" onClick={props.onBack}>
        ← Back to the list
      </button>
      <div>
        <h2 id="inbox-conversation-title" ref={heading} tabIndex={-1}>
          Conversation with {data?.email ?? props.item?.userId ?? 'a visitor'}
        </h2>
        {h && (
          <p class="muted small" data-testid="handover-state">
            {h.state === 'waiting'
              ? `Waiting for a person. ${reasonText({ handover: h })}`
              : h.state === 'closed'
                ? 'Closed.'
                : h.state === 'bot'
                  ? 'The bot answers.'
                  : mine
                    ? 'You answer.'
                    : `${other} answers.`}
            {data?.email && <> · Reply by e-mail: {data.email}</>}
          </p>
        )}
      </div>
      {props.canAnswer && h && (mine || !other) && (
        <div class="actions">
          {!mine && !other && (
            <button class="btn primary" type="button" disabled={busy} onClick={() => void act('take')}>
              Take
            </button>
          )}
          {(mine || h.state === 'waiting') && (
            <button class="btn" type="button" disabled={busy} onClick={() => void act('return')}>
              Return to bot
            </button>
          )}
          {(mine || h.state === 'waiting') && (
            <button class="btn danger" type="button" disabled={busy} onClick={() => void act('close')}>
              Close
            </button>
          )}
        </div>
      )}
      <div aria-live="polite">{said && <Notice kind="ok">{said}</Notice>}</div>
      {error && <Notice kind="error">{error}</Notice>}
      {!data && !error && <Spinner />}
      {data && (
        <ol class="transcript" aria-label="Messages">
          {data.messages.map((m) =>
            m.sender === 'system' ? (
              <li key={m.id} class="system-line small muted" data-event={m.event}>
                {m.message.type === 'text' ? m.message.payload.value : m.event}
              </li>
            ) : (
              <li
                key={m.id}
                class={`msg ${m.sender === 'user' ? 'user' : 'bot'}${m.sender === 'operator' ? ' operator' : ''}`}
                data-sender={m.sender}
              >
                <div class="msg-meta small muted">
                  <span>{senderName(m)}</span> · <time dateTime={m.createdAt}>{dateTime(m.createdAt)}</time>
                </div>
                <ChatMessages messages={[m.message as BotMessage | UserMessage]} sender={m.sender === 'user' ? 'user' : 'bot'} />
              </li>
            ),
          )}
        </ol>
      )}
      <p class="small muted typing-line" aria-live="polite" data-testid="inbox-typing">
        {props.typing?.typing
          ? props.typing.sender === 'user'
            ? 'The visitor is typing…'
            : `${props.typing.name ?? 'Someone'} is typing…`
          : ''}
      </p>
      {mine && (
        <Composer
          webchatUrl={webchatUrl}
          appId={app.id}
          path={path}
          onTyping={props.onTyping}
          onSent={(m) => setData((d) => (d && !d.messages.some((x) => x.id === m.id) ? { ...d, messages: [...d.messages, m] } : d))}
        />
      )}
    </section>
  );
}

/** Text, a link and quick replies; sent in that order. Typing is said to the visitor while the operator writes. */
function Composer(props: {
  webchatUrl: string;
  appId: string;
  path: string;
  onTyping(typing: boolean): void;
  onSent(m: ConversationMessage): void;
}) {
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [problems, setProblems] = useState<{ field: keyof Draft; problem: string }[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopTyping = () => {
    if (typingTimer.current === undefined) return;
    clearTimeout(typingTimer.current);
    typingTimer.current = undefined;
    props.onTyping(false);
  };
  useEffect(() => () => stopTyping(), []);
  const set = (k: keyof Draft) => (e: Event) => {
    setDraft({ ...draft, [k]: (e.currentTarget as HTMLInputElement).value });
    if (k !== 'text') return;
    if (typingTimer.current === undefined) props.onTyping(true);
    clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(stopTyping, 3000);
  };
  const problem = (f: keyof Draft) => problems.find((p) => p.field === f)?.problem;

  const send = async () => {
    const { messages, problems: found } = draftMessages(draft);
    setProblems(found);
    setError(null);
    if (found.length || !messages.length) return;
    setBusy(true);
    stopTyping();
    try {
      for (const m of messages)
        props.onSent(await operatorCall<ConversationMessage>(props.webchatUrl, props.appId, 'POST', `${props.path}/messages`, m));
      setDraft(EMPTY_DRAFT);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      class="inbox-composer stack tight"
      aria-label="Answer the visitor"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <Field label="Your answer">
        {(id) => (
          <textarea
            id={id}
            rows={3}
            value={draft.text}
            onInput={set('text')}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey && !e.isComposing) {
                e.preventDefault();
                void send();
              }
            }}
          />
        )}
      </Field>
      <details class="inbox-extras">
        <summary>Add a link or quick replies</summary>
        <div class="row">
          <Field label="Link text">
            {(id) => <input id={id} value={draft.linkText} onInput={set('linkText')} placeholder="Track your order" />}
          </Field>
          <Field label="Link address" error={problem('linkUrl')}>
            {(id) => <input id={id} type="url" value={draft.linkUrl} onInput={set('linkUrl')} placeholder="https://…" />}
          </Field>
        </div>
        <Field label="Quick replies" hint="One a line: buttons the visitor may answer with." error={problem('replies')}>
          {(id) => <textarea id={id} rows={2} value={draft.replies} onInput={set('replies')} />}
        </Field>
      </details>
      {error && <Notice kind="error">{error}</Notice>}
      <div class="actions">
        <button class="btn primary" type="submit" disabled={busy}>
          Send
        </button>
        <span class="hint">Enter sends, Shift+Enter starts a new line.</span>
      </div>
    </form>
  );
}
