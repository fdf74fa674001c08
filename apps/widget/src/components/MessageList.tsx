import type { Action } from '@parley/contracts';
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { ChatItem } from '../messages';
import type { Texts } from '../i18n';
import { Icon } from '../icons';
import { Content, QuickReplies, safeImageSrc, summary } from '@parley/message-view';
import type { Typist } from '../useConversation';

export interface MessageListProps {
  items: ChatItem[];
  /** Who is typing: the bot, an operator (named), or nobody. */
  typist: Typist | null;
  /** The picture of the operator who answers now (their typing dots). */
  operatorAvatar?: string;
  botAvatar: string;
  userAvatar: string;
  onPostback(action: Action & { type: 'postback' }): void;
  onReply(text: string): void;
  /** Absent: nothing to retry against (the chat is unavailable for good). */
  onRetry?(item: ChatItem): void;
  texts: Texts;
  /** Under the messages, scrolled with them (the e-mail form). */
  children?: ComponentChildren;
}

/**
 * Where a user message stands: sending (not stored yet), not sent (the server refused or lost it),
 * sent (stored), delivered (the bot took it), not delivered (the bot's webhook failed; the server
 * keeps trying, Retry asks it to try now). Shown under the newest message and under any failure.
 */
function deliveryOf(item: ChatItem): 'sending' | 'notSent' | 'sent' | 'delivered' | 'notDelivered' {
  if (item.status === 'pending') return 'sending';
  if (item.status === 'failed') return 'notSent';
  if (item.delivery === 'delivered') return 'delivered';
  return item.delivery === 'retrying' || item.delivery === 'failed' ? 'notDelivered' : 'sent';
}

/** A picture, else the bot's icon, or an operator's initial (`name`) in the operator colours. */
/** An operator's picture (the server's account setting): an absolute https: URL only, else none. */
export function operatorImageSrc(value: unknown): string | null {
  if (typeof value !== 'string' || !/^https:\/\//i.test(value)) return null;
  const safe = safeImageSrc(value);
  return safe && safe.startsWith('https:') ? safe : null;
}

/** `name` set: an operator's (https: pictures only, else the initial); else the bot's or the visitor's theme picture. */
function Avatar({ src, hidden, name }: { src?: string; hidden: boolean; name?: string }) {
  const safe = name != null ? operatorImageSrc(src) : safeImageSrc(src, location.href);
  return (
    <div class={`avatar${hidden ? ' gap' : ''}${name != null ? ' op' : ''}`} aria-hidden="true">
      {safe ? <img src={safe} alt="" /> : name != null ? name.charAt(0).toUpperCase() : <Icon name="bot" size={16} />}
    </div>
  );
}

function State({ item, newest, texts, onRetry }: { item: ChatItem; newest: boolean; texts: Texts; onRetry?(item: ChatItem): void }) {
  const state = deliveryOf(item);
  const failed = state === 'notSent' || state === 'notDelivered';
  if (!failed && !newest) return null;
  return (
    <div class={`state${failed ? ' bad' : ''}`} data-testid="delivery" data-state={state}>
      {texts[state]}
      {failed && onRetry && (
        <button type="button" class="retry" data-testid="retry" onClick={() => onRetry(item)}>
          {texts.retry}
        </button>
      )}
    </div>
  );
}

export function MessageList(p: MessageListProps) {
  const log = useRef<HTMLDivElement>(null);
  const last = p.items[p.items.length - 1];

  // Follow new messages, unless the visitor scrolled up to read older ones.
  const stick = useRef(true);
  useLayoutEffect(() => {
    const el = log.current;
    if (el && (stick.current || last?.status === 'pending')) el.scrollTop = el.scrollHeight;
  }, [p.items.length, p.typist, !p.children]);

  // Quick replies are only offered under the newest message: older ones are stale questions.
  const replies = last && last.message.type === 'quickreplies' && Array.isArray(last.message.payload.value) ? last.message.payload.value : [];

  // Quick replies are buttons under the log, not bubbles: leave them out of the bubble groups.
  const shown = p.items.filter((i) => i.message.type !== 'quickreplies');
  let lastUser: ChatItem | undefined;
  const typer = p.typist?.name;
  const typingText = typer != null ? p.texts.isTyping.replace('%s', typer) : undefined;
  for (const i of shown) if (i.sender === 'user') lastUser = i;

  return (
    <div
      class="log"
      ref={log}
      data-testid="messages"
      onScroll={(e) => {
        const el = e.currentTarget as HTMLDivElement;
        stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
      }}
    >
      {shown.map((item, i) => {
        // A group: one sender's messages in a row (an operator's: the same person's).
        const who = (m?: ChatItem) => m && m.sender + (m.operator ? m.operator.name : '');
        const first = who(shown[i - 1]) !== who(item);
        const lastOfGroup = who(shown[i + 1]) !== who(item);
        const op = item.operator;
        // An event of the conversation (a person took it, gave it back...): a centred line.
        if (item.sender == 'system')
          return (
            <p key={item.key} class="sys" data-testid="system" data-event={item.event}>
              {summary(item.message)}
            </p>
          );
        return (
          <div
            key={item.key}
            class={`row ${item.sender} ${item.status}${first ? ' first' : ''}`}
            data-testid="message"
            data-sender={item.sender}
            data-type={item.message.type}
            data-status={item.status}
            data-delivery={item.sender === 'user' ? deliveryOf(item) : undefined}
            data-message-id={item.id}
          >
            {(item.sender !== 'user' || !!p.userAvatar) && (
              <Avatar src={op ? op.avatarUrl : item.sender === 'bot' ? p.botAvatar : p.userAvatar} name={op && op.name} hidden={!lastOfGroup} />
            )}
            <div class="msg">
              {op && first && (
                <span class="who">
                  {op.name}
                </span>
              )}
              <Content message={item.message} onPostback={p.onPostback} bot={item.sender !== 'user'} />
              {item.sender === 'user' && <State item={item} newest={item === lastUser} texts={p.texts} onRetry={p.onRetry} />}
            </div>
          </div>
        );
      })}
      {p.typist && (
        <div class={`row ${typingText ? 'operator' : 'bot'} first`} data-testid="typing">
          <Avatar src={typingText ? p.operatorAvatar : p.botAvatar} name={typer} hidden={false} />
          <div class="bubble dots" role="img" aria-label={typingText || p.texts.typing}>
            <i />
            <i />
            <i />
          </div>
          {/* "Alice is typing…": a person is named. */}
          {typingText && (
            <span class="state" aria-hidden="true">
              {typingText}
            </span>
          )}
        </div>
      )}
      {replies.length > 0 && !p.typist && (
        <QuickReplies replies={replies} label={p.texts.replies} onReply={p.onReply} />
      )}
      {p.children}
    </div>
  );
}
