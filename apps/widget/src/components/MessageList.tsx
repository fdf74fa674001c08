import type { Action } from '@parley/contracts';
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { ChatItem } from '../messages';
import type { Texts } from '../i18n';
import { Icon } from '../icons';
import { Content, QuickReplies, safeImageSrc } from '@parley/message-view';

export interface MessageListProps {
  items: ChatItem[];
  botTyping: boolean;
  botAvatar: string;
  userAvatar: string;
  onPostback(action: Action & { type: 'postback' }): void;
  onReply(text: string): void;
  /** Absent: nothing to retry against (the chat is unavailable for good). */
  onRetry?(item: ChatItem): void;
  texts: Texts;
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

function Avatar({ src, hidden }: { src: string; hidden: boolean }) {
  const safe = safeImageSrc(src, location.href);
  return (
    <div class={`avatar${hidden ? ' gap' : ''}`} aria-hidden="true">
      {safe ? <img src={safe} alt="" /> : <Icon name="bot" size={16} />}
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
  }, [p.items.length, p.botTyping]);

  // Quick replies are only offered under the newest message: older ones are stale questions.
  const replies = last && last.message.type === 'quickreplies' && Array.isArray(last.message.payload.value) ? last.message.payload.value : [];

  // Quick replies are buttons under the log, not bubbles: leave them out of the bubble groups.
  const shown = p.items.filter((i) => i.message.type !== 'quickreplies');
  let lastUser: ChatItem | undefined;
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
        const prev = shown[i - 1];
        const first = !prev || prev.sender !== item.sender;
        const next = shown[i + 1];
        const lastOfGroup = !next || next.sender !== item.sender;
        const showAvatar = item.sender === 'bot' || !!p.userAvatar;
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
            {showAvatar && <Avatar src={item.sender === 'bot' ? p.botAvatar : p.userAvatar} hidden={!lastOfGroup} />}
            <div class="msg">
              <Content message={item.message} onPostback={p.onPostback} bot={item.sender === 'bot'} />
              {item.sender === 'user' && <State item={item} newest={item === lastUser} texts={p.texts} onRetry={p.onRetry} />}
            </div>
          </div>
        );
      })}
      {p.botTyping && (
        <div class="row bot first" data-testid="typing">
          <Avatar src={p.botAvatar} hidden={false} />
          <div class="bubble dots" role="img" aria-label={p.texts.typing}>
            <i />
            <i />
            <i />
          </div>
        </div>
      )}
      {replies.length > 0 && !p.botTyping && (
        <QuickReplies replies={replies} label={p.texts.replies} onReply={p.onReply} />
      )}
    </div>
  );
}
