import type { BotMessage } from '@parley/contracts';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { Icon } from '../icons';
import { compareIds, lastMessageId, type ChatItem } from '../messages';
import type { ResolvedOptions } from '../options';
import { openState, readMarker } from '../storage';
import { safeImageSrc } from '../url';
import { useConversation } from '../useConversation';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { summary } from './Content';

/** What init() hands back to the page: filled by App once mounted. */
export interface Controls {
  setOpen?(open: boolean): void;
}

const STATUS_TEXT = { connecting: 'Reconnecting…', offline: 'Offline', refused: 'Chat unavailable' };

/** Keeps the full-screen dialog inside the visible area when a phone keyboard opens (iOS). */
function useVisualViewport(root: { current: HTMLElement | null }, active: boolean) {
  useEffect(() => {
    const vv = window.visualViewport;
    const el = root.current;
    if (!vv || !el || !active) return;
    const fit = () => {
      el.style.setProperty('--pw-vvh', `${vv.height}px`);
      el.style.setProperty('--pw-vvt', `${vv.offsetTop}px`);
    };
    fit();
    vv.addEventListener('resize', fit);
    vv.addEventListener('scroll', fit);
    return () => {
      vv.removeEventListener('resize', fit);
      vv.removeEventListener('scroll', fit);
    };
  }, [active]);
}

/** Phones get the whole screen: one rule in the CSS instead of a media query copy of it. */
function useSmallScreen(): boolean {
  const query = useMemo(() => window.matchMedia('(max-width:480px)'), []);
  const [small, setSmall] = useState(query.matches);
  useEffect(() => {
    const update = () => setSmall(query.matches);
    query.addListener(update);
    return () => query.removeListener(update);
  }, []);
  return small;
}

export function App({ options, controls }: { options: ResolvedOptions; controls: Controls }) {
  const { theme, labels, appToken } = options;
  const embedded = options.embeddedContainerId !== '';
  const [open, setOpenState] = useState(() => embedded || (openState.get(appToken) ?? (options.startOpen ? '1' : '0')) === '1');
  const [full, setFull] = useState(options.startFullScreen);
  const small = useSmallScreen();
  const chat = useConversation(options);
  const root = useRef<HTMLDivElement>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const [readUpTo, setReadUpTo] = useState(() => readMarker.get(appToken));
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef<string | null | undefined>(null);

  const setOpen = (next: boolean) => {
    if (embedded) return;
    setOpenState(next);
    openState.set(appToken, next);
    // Focus goes into the dialog on open and back to the button that opened it on close.
    setTimeout(() => (next ? input.current : launcher.current)?.focus(), 0);
  };
  controls.setOpen = setOpen;
  useVisualViewport(root, open && !embedded);

  // The onboarding message is the widget's own greeting: never sent, never stored.
  const items = useMemo<ChatItem[]>(() => {
    if (!labels.onboardingMessage) return chat.items;
    const message: BotMessage = { type: 'text', payload: { value: labels.onboardingMessage } };
    return [{ key: 'onboarding', sender: 'bot', message, createdAt: '', status: 'sent' }, ...chat.items];
  }, [chat.items, labels.onboardingMessage]);

  const newest = lastMessageId(chat.items);
  useEffect(() => {
    if (open && newest && newest !== readUpTo) {
      readMarker.set(appToken, newest);
      setReadUpTo(newest);
    }
  }, [open, newest]);
  const unread = open ? 0 : chat.items.filter((i) => i.sender === 'bot' && i.id && (!readUpTo || compareIds(i.id, readUpTo) > 0)).length;

  // Announce bot messages that arrive live, not the history loaded on connect.
  useEffect(() => {
    if (!chat.historyLoaded) return;
    if (announced.current !== null) {
      const fresh = chat.items.filter((i) => i.sender === 'bot' && i.id && (!announced.current || compareIds(i.id, announced.current) > 0));
      const text = fresh.map((i) => summary(i.message)).filter(Boolean).join('. ');
      if (text) setAnnouncement(text);
    }
    announced.current = newest;
  }, [chat.historyLoaded, newest]);

  const vars = {
    '--pw-w': options.size.width,
    '--pw-h': options.size.height,
    '--pw-main': theme.colors.main,
    '--pw-main-text': theme.colors.mainText,
    '--pw-primary': theme.colors.primary,
    '--pw-primary-text': theme.colors.primaryText,
    '--pw-secondary': theme.colors.secondary,
    '--pw-secondary-text': theme.colors.secondaryText,
    '--pw-bg': theme.colors.background,
  };
  const startImage = safeImageSrc(theme.images.startButton, location.href);
  const dialogClass = ['dialog', theme.dialogStyle === 'hover' && 'hover', (full || small) && !embedded && 'full', embedded && 'embedded', embedded && theme.fluid && 'fluid']
    .filter(Boolean)
    .join(' ');

  return (
    <div class={`pw${open ? ' open' : ''}${embedded ? ' emb' : ''}`} ref={root} style={vars} data-testid="widget-root">
      {open && (
        <div
          class={dialogClass}
          role="dialog"
          aria-modal="false"
          aria-labelledby="pw-title"
          aria-describedby="pw-help"
          data-testid="dialog"
          id="pw-dialog"
          onKeyDown={(e) => {
            if (e.key === 'Escape' && !embedded) setOpen(false);
          }}
        >
          <header class="head">
            <div>
              <h2 class="title" id="pw-title">
                {labels.webchatHeaderTitle}
              </h2>
              {labels.helpMessage && (
                <p class="help" id="pw-help">
                  {labels.helpMessage}
                </p>
              )}
            </div>
            {theme.buttons.fullScreen && !embedded && (
              <button
                type="button"
                class="icon-btn full-btn"
                data-testid="fullscreen-button"
                aria-label={full ? 'Exit full screen' : 'Full screen'}
                aria-pressed={full}
                onClick={() => setFull(!full)}
              >
                <Icon name="expand" size={18} />
              </button>
            )}
            {theme.buttons.close && !embedded && (
              <button type="button" class="icon-btn" data-testid="close-button" aria-label="Close chat" onClick={() => setOpen(false)}>
                <Icon name="close" />
              </button>
            )}
          </header>
          {chat.status !== 'online' && (chat.status !== 'connecting' || chat.historyLoaded) && (
            <div class="status" role="status" data-testid="status" data-status={chat.status}>
              {STATUS_TEXT[chat.status]}
            </div>
          )}
          <MessageList
            items={items}
            botTyping={chat.botTyping}
            botAvatar={theme.images.botAvatar}
            userAvatar={theme.images.userAvatar}
            onPostback={(a) => chat.send({ type: 'postback', payload: { text: a.text, value: a.value } })}
            onReply={(text) => chat.send({ type: 'text', payload: { value: text } })}
            onRetry={chat.retry}
          />
          <Composer
            placeholder={labels.messageInputPlaceholder}
            sendLabel={labels.sendButtonLabel}
            menuActions={options.menuActions}
            voiceEnabled={options.voiceEnabled}
            inputRef={input}
            onSend={chat.send}
            onTyping={chat.typing}
          />
        </div>
      )}
      {!embedded && (
        <button
          type="button"
          ref={launcher}
          class={`launcher${theme.startButtonStyle === 'bubble' ? ' filled' : ''}`}
          data-testid="launcher"
          aria-label={`${open ? 'Close' : 'Open'} chat${unread ? ` (${unread} unread)` : ''}`}
          aria-expanded={open}
          aria-controls="pw-dialog"
          onClick={() => setOpen(!open)}
        >
          {open ? <Icon name="close" size={26} /> : startImage ? <img src={startImage} alt="" /> : <Icon name="chat" size={28} />}
          {unread > 0 && (
            <span class="badge" data-testid="unread-badge" aria-hidden="true">
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </button>
      )}
      <div class="sr" aria-live="polite" data-testid="live-region">
        {announcement}
      </div>
    </div>
  );
}
