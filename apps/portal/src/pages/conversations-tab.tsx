import type { BotMessage, UserMessage } from '@parley/contracts';
import { useEffect, useState } from 'preact/hooks';
import { appCall, type App, type ConversationPage, type ConversationSummary, type Transcript, type TranscriptMessage } from '../api';
import { ChatMessages } from '../components/chat-messages';
import { Field, Notice, Spinner } from '../components/ui';
import { useLoad } from '../hooks';
import { percent } from '../lib/chart';
import { conversationsQuery, type ConversationFilters } from '../lib/conversations';
import { dateTime } from '../lib/time';
import { linkHandler } from '../router';

const EMPTY: ConversationFilters = { from: '', to: '', user: '', channel: '', matched: '', answeredBy: '', q: '' };

/** What the App's users said: conversations, the latest first, filtered; more on demand. */
export function ConversationsTab(props: { app: App }) {
  const appId = props.app.id;
  const [draft, setDraft] = useState<ConversationFilters>(EMPTY);
  const [filters, setFilters] = useState<ConversationFilters>(EMPTY);
  const [rows, setRows] = useState<ConversationSummary[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = async (f: ConversationFilters, cursor: string | null) => {
    setBusy(true);
    setError(null);
    try {
      const page = await appCall<ConversationPage>(appId, 'GET', `/conversations?${conversationsQuery(f, cursor)}`);
      setRows((before) => (cursor ? [...(before ?? []), ...page._content] : page._content));
      setNext(page.nextCursor);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  useEffect(() => void load(filters, null), [appId, filters]);
  const set = (k: keyof ConversationFilters) => (e: Event) => setDraft({ ...draft, [k]: (e.currentTarget as HTMLInputElement).value });

  return (
    <div class="stack">
      <form
        class="card filters"
        aria-label="Filter conversations"
        onSubmit={(e) => {
          e.preventDefault();
          setFilters({ ...draft });
        }}
      >
        <Field label="Search">{(id) => <input id={id} type="search" value={draft.q} onInput={set('q')} placeholder="Words the user wrote" />}</Field>
        <Field label="From">{(id) => <input id={id} type="date" value={draft.from} onInput={set('from')} />}</Field>
        <Field label="To">{(id) => <input id={id} type="date" value={draft.to} onInput={set('to')} />}</Field>
        <Field label="User">{(id) => <input id={id} value={draft.user} onInput={set('user')} placeholder="User id" />}</Field>
        <Field label="Channel">
          {(id) => (
            <select id={id} value={draft.channel} onChange={set('channel')}>
              <option value="">Any</option>
              <option value="webchat">Webchat</option>
              <option value="api">Logged by a bot (API)</option>
            </select>
          )}
        </Field>
        <Field label="Match">
          {(id) => (
            <select id={id} value={draft.matched} onChange={set('matched')}>
              <option value="">Any</option>
              <option value="true">Matched</option>
              <option value="false">Unmatched</option>
            </select>
          )}
        </Field>
        <Field label="Answered by">
          {(id) => (
            <select id={id} value={draft.answeredBy} onChange={set('answeredBy')}>
              <option value="">All</option>
              <option value="bot">The bot</option>
              <option value="person">A person</option>
            </select>
          )}
        </Field>
        <div class="actions filters-actions">
          <button class="btn primary" type="submit">
            Apply
          </button>
          <button
            class="btn ghost"
            type="button"
            onClick={() => {
              setDraft(EMPTY);
              setFilters(EMPTY);
            }}
          >
            Clear
          </button>
        </div>
      </form>
      {error && <Notice kind="error">{error}</Notice>}
      {rows === null ? (
        <Spinner />
      ) : rows.length === 0 ? (
        <div class="card empty">
          <p class="muted">No conversation matches. Conversations appear here once the webchat's FAQ bot answers, or your bot logs exchanges with POST /botmeter.</p>
        </div>
      ) : (
        <div class="card">
          <ul class="conversations" aria-label="Conversations">
            {rows.map((c) => (
              <ConversationRow key={c.recordId} appId={appId} c={c} />
            ))}
          </ul>
          {next && (
            <button class="btn wide" type="button" disabled={busy} onClick={() => void load(filters, next)}>
              {busy ? 'Loading…' : 'Show more'}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

function ConversationRow(props: { appId: string; c: ConversationSummary }) {
  const { c } = props;
  const body = (
    <>
      <div class="conv-head">
        <strong class="ellipsis">{c.userId ?? 'Unknown user'}</strong>
        {c.channel && <span class={`tag${c.channel === 'webchat' ? ' qna' : ''}`}>{c.channel}</span>}
        <span class="muted small right nowrap">{dateTime(c.time)}</span>
      </div>
      <p class="conv-text">“{c.text ?? '(no text)'}”</p>
      <div class="tags">
        <MatchTag match={c.match} tie={c.tie} />
        <span class="muted small">
          {c.exchanges} exchange{c.exchanges === 1 ? '' : 's'}
        </span>
      </div>
    </>
  );
  return <li>{c.conversationId ? <a class="conv" {...linkHandler({ name: 'conversation', id: props.appId, conversationId: c.conversationId })}>{body}</a> : <div class="conv">{body}</div>}</li>;
}

export function MatchTag(props: { match: { name: string; score: number } | null; tie?: boolean }) {
  if (!props.match) return <span class="tag warn">No match</span>;
  return (
    <span class="tag qna">
      {props.tie ? 'Tie: ' : ''}
      {props.match.name} · {percent(props.match.score)}
    </span>
  );
}

/** One conversation in order, each message as the widget showed it, with each user message's match, score and delivery. */
export function ConversationView(props: { app: App; conversationId: string }) {
  const { app, conversationId } = props;
  const { data, error } = useLoad(() => appCall<Transcript>(app.id, 'GET', `/conversations/${encodeURIComponent(conversationId)}`), [app.id, conversationId]);
  return (
    <div class="stack">
      <a class="back" {...linkHandler({ name: 'app', id: app.id, tab: 'conversations' })}>
        ← Conversations
      </a>
      {error && <Notice kind="error">{error}</Notice>}
      {!data && !error && <Spinner />}
      {data && (
        <div class="card">
          <h2>Conversation with {data.userId ?? 'an unknown user'}</h2>
          <p class="muted small mono wrap">
            {data.conversationId} · {data.source === 'webchat' ? 'webchat' : `logged by the bot${data.channel ? ` (${data.channel})` : ''}`}
          </p>
          {data.truncated && <Notice kind="info">Only the latest 1,000 messages are shown.</Notice>}
          <ol class="transcript" aria-label="Messages">
            {data.messages.map((m) => (
              <Message key={m.id} m={m} />
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}

function Message(props: { m: TranscriptMessage }) {
  const { m } = props;
  const user = m.sender === 'user';
  return (
    <li class={`msg ${m.sender}`}>
      <div class="msg-meta small muted">
        <span>{user ? 'User' : 'Bot'}</span> · <time dateTime={m.time}>{dateTime(m.time)}</time>
      </div>
      <ChatMessages messages={[m.message as BotMessage | UserMessage]} sender={m.sender} />
      {user && (
        <div class="tags">
          {m.classified ? <MatchTag match={m.match} tie={m.matches.length > 1} /> : <span class="tag">Not classified</span>}
          {m.matches.length > 1 && <span class="small muted">Candidates: {m.matches.map((c) => `${c.label} ${percent(c.score)}`).join(', ')}</span>}
          {m.delivery && (
            <span class={`tag delivery ${m.delivery.status}`} title={m.delivery.lastError ?? undefined}>
              {m.delivery.status === 'delivered' ? 'Delivered' : m.delivery.status === 'failed' ? 'Delivery failed' : 'Delivery pending'}
              {m.delivery.attempts > 1 ? ` after ${m.delivery.attempts} attempts` : ''}
            </span>
          )}
          {m.delivery?.lastError && m.delivery.status !== 'delivered' && <span class="small error">{m.delivery.lastError}</span>}
        </div>
      )}
    </li>
  );
}
