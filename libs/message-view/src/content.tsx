import type { Action, BotMessage, Card, UserMessage } from '@parley/contracts';
import { linkify } from './linkify';
import { parseMarkdown, type Inline } from './markdown';
import { botWebUrl, safeLinkHref } from './url';

export interface ContentProps {
  message: BotMessage | UserMessage;
  /** What a postback button does; none (a transcript, a preview): the buttons show, disabled. */
  onPostback?(action: Action & { type: 'postback' }): void;
}

/** Text with its links: every segment is a text node (JSX escapes), never parsed as HTML. */
function Text({ value }: { value: string }) {
  return (
    <div class="bubble" data-testid="bubble">
      {linkify(value).map((s, i) =>
        s.href ? (
          <a key={i} href={s.href} target="_blank" rel="noopener noreferrer">
            {s.text}
          </a>
        ) : (
          s.text
        ),
      )}
    </div>
  );
}

/** Inline markdown as children (a function, not a component: no wrapper element, no Fragment). */
function inlines(nodes: Inline[]) {
  return nodes.map((n, i) =>
    typeof n === 'string' ? (
      n
    ) : n.k === 'br' ? (
      <br key={i} />
    ) : n.k === 'code' ? (
      <code key={i}>{n.t}</code>
    ) : n.k === 'a' ? (
      <a key={i} href={n.href} target="_blank" rel="noopener noreferrer">
        {inlines(n.c)}
      </a>
    ) : n.k === 'b' ? (
      <strong key={i}>{inlines(n.c)}</strong>
    ) : (
      <em key={i}>{inlines(n.c)}</em>
    ),
  );
}

/** Bot text: the markdown subset (markdown.ts) as elements; every bot string is a text node. */
function Rich({ value }: { value: string }) {
  return (
    <div class="bubble md" data-testid="bubble">
      {parseMarkdown(value).map((b, i) =>
        b.k === 'p' ? (
          <p key={i}>{inlines(b.c)}</p>
        ) : b.k === 'ul' ? (
          <ul key={i}>
            {b.items.map((item, j) => (
              <li key={j}>{inlines(item)}</li>
            ))}
          </ul>
        ) : (
          <ol key={i} start={b.start}>
            {b.items.map((item, j) => (
              <li key={j}>{inlines(item)}</li>
            ))}
          </ol>
        ),
      )}
    </div>
  );
}

/** A picture, opening its link when it has one; without a usable address, its description. */
function Picture({ url, alt, link, testid }: { url: unknown; alt: unknown; link?: unknown; testid: string }) {
  const src = botWebUrl(url);
  const href = botWebUrl(link);
  const text = typeof alt === 'string' ? alt : '';
  if (!src) return text ? <div class="bubble">{text}</div> : null;
  const img = <img src={src} alt={text} loading="lazy" data-testid={testid} />;
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer" class="pic">
      {img}
    </a>
  ) : (
    img
  );
}

/** A carousel: cards side by side, scrolled sideways (by touch, trackpad or keyboard). */
function Cards({ cards, onPostback }: { cards: Card[]; onPostback: ContentProps['onPostback'] }) {
  return (
    <div class="cards" data-testid="cards" role="group" aria-label="Cards" tabIndex={0}>
      {cards.map((c, i) => (
        <div class="card" key={i} data-testid="card">
          {c.image && <Picture url={c.image} alt="" testid="card-image" />}
          <div class="card-text">
            <strong data-testid="card-title">{String(c.title ?? '')}</strong>
            {c.subtitle && <span>{String(c.subtitle)}</span>}
          </div>
          {Array.isArray(c.actions) && c.actions.length > 0 && (
            <Actions actions={c.actions.filter((a) => a && (a.type === 'link' || a.type === 'postback'))} onPostback={onPostback} />
          )}
        </div>
      ))}
    </div>
  );
}

function Table({ value }: { value: { schema?: unknown; rows?: unknown } }) {
  const schema = Array.isArray(value.schema) ? value.schema.filter((c) => c && typeof c.key === 'string') : [];
  const rows = Array.isArray(value.rows) ? value.rows.filter((r) => r && typeof r === 'object') : [];
  return (
    <div class="table" data-testid="table" tabIndex={0} role="region" aria-label="Table">
      <table>
        <thead>
          <tr>
            {schema.map((c) => (
              <th key={c.key} scope="col">
                {String(c.label ?? c.key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              {schema.map((c) => (
                <td key={c.key}>{r[c.key] == null ? '' : String(r[c.key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A link action with a scheme outside http/https/mailto/tel is shown as plain text. */
function Actions({ actions, onPostback }: { actions: Action[]; onPostback: ContentProps['onPostback'] }) {
  return (
    <div class="actions" data-testid="actions">
      {actions.map((a, i) => {
        const label = String(a.text ?? '');
        if (a.type === 'postback')
          return (
            <button key={i} type="button" class="action" data-testid="action" disabled={!onPostback} onClick={() => onPostback?.(a)}>
              {label}
            </button>
          );
        const href = safeLinkHref(a.value, location.href);
        return href ? (
          <a key={i} class="action" data-testid="action" href={href} target="_blank" rel="noopener noreferrer">
            {label} ↗
          </a>
        ) : (
          <span key={i} class="action plain" data-testid="action">
            {label}
          </span>
        );
      })}
    </div>
  );
}

/** What a stored or pending message looks like. Quick replies render below the log (see App). */
export function Content({ message, onPostback, bot }: ContentProps & { bot: boolean }) {
  const value = message.payload?.value as unknown;
  switch (message.type) {
    case 'text':
      return bot ? <Rich value={String(value ?? '')} /> : <Text value={String(value ?? '')} />;
    case 'image': {
      const v = (value ?? {}) as { url?: unknown; alt?: unknown; link?: unknown };
      return <Picture url={v.url} alt={v.alt} link={v.link} testid="image" />;
    }
    case 'cards':
      return Array.isArray(value) ? <Cards cards={value.filter((c) => c && typeof c === 'object')} onPostback={onPostback} /> : null;
    case 'postback':
      return <Text value={String(message.payload.text ?? '')} />;
    case 'table':
      return value && typeof value === 'object' ? <Table value={value} /> : null;
    case 'actions':
      return Array.isArray(value) ? (
        <Actions actions={value.filter((a) => a && (a.type === 'link' || a.type === 'postback'))} onPostback={onPostback} />
      ) : null;
    default:
      return null;
  }
}

/** What the live region reads out for a new message: its text; other kinds are read when focused. */
export function summary(message: BotMessage | UserMessage): string {
  if (message.type === 'text') return String(message.payload.value);
  if (message.type === 'image') return String(message.payload.value?.alt ?? '');
  if (message.type === 'cards' && Array.isArray(message.payload.value))
    return message.payload.value.map((c) => String(c?.title ?? '')).join(', ');
  return '';
}

/** Quick replies: the choices a bot offers, as buttons; without `onReply` (a transcript), disabled. */
export function QuickReplies({ replies, label, onReply }: { replies: unknown[]; label: string; onReply?(text: string): void }) {
  return (
    <div class="replies" data-testid="quick-replies" role="group" aria-label={label}>
      {replies.map((r, i) => (
        <button key={i} type="button" class="reply" data-testid="quick-reply" disabled={!onReply} onClick={() => onReply?.(String(r))}>
          {String(r)}
        </button>
      ))}
    </div>
  );
}
