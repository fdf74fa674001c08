import type { Action, BotMessage, UserMessage } from '@parley/contracts';
import { linkify } from '../linkify';
import { safeLinkHref } from '../url';

export interface ContentProps {
  message: BotMessage | UserMessage;
  onPostback(action: Action & { type: 'postback' }): void;
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
            <button key={i} type="button" class="action" data-testid="action" onClick={() => onPostback(a)}>
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
export function Content({ message, onPostback }: ContentProps) {
  const value = message.payload?.value as unknown;
  switch (message.type) {
    case 'text':
      return <Text value={String(value ?? '')} />;
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
  return message.type === 'text' ? String(message.payload.value) : '';
}
