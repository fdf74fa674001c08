import type { BotMessage, ConversationMessage } from '@parley/contracts';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { textsFor, type Texts } from '../i18n';
import { Icon } from '../icons';
import { compareIds, lastMessageId, type ChatItem } from '../messages';
import type { ResolvedOptions } from '../options';
import { openState, readMarker } from '../storage';
import { useConversation } from '../useConversation';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { safeImageSrc, summary } from '@parley/message-view';

/** What init() hands back to the page: App fills the commands once mounted; init() gives `emit`. */
export interface Controls {
  setOpen?(open: boolean): void;
  isOpen?(): boolean;
  send?(text: string): void;
  emit(event: 'message', message: ConversationMessage): void;
  emit(event: 'open' | 'close'): void;
}

const FOCUSABLE = 'a[href],button:not([disabled]),input,textarea,[tabindex="0"]';

/** Keeps Tab and Shift+Tab inside the dialog while it covers the page. */
function trapFocus(e: KeyboardEvent, dialog: HTMLElement) {
  const nodes = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = nodes[0];
  const last = nodes[nodes.length - 1];
  const active = (dialog.getRootNode() as ShadowRoot).activeElement;
  const outside = !active || !dialog.contains(active);
  if (e.shiftKey ? active === first || outside : active === last || outside) {
    e.preventDefault();
    (e.shiftKey ? last : first)?.focus();
  }
}

/** Seconds after which the newest user message, still unanswered, gets a notice (0: never). */
function useNoAnswer(items: ChatItem[], seconds: number): boolean {
  const last = items[items.length - 1];
  const waiting = !!seconds && !!last && last.sender === 'user' && last.status !== 'failed';
  const [late, setLate] = useState(false);
  useEffect(() => {
    setLate(false);
    if (!waiting) return;
    const since = Date.parse(last.createdAt) || Date.now();
    const t = setTimeout(() => setLate(true), Math.max(0, since + seconds * 1000 - Date.now()));
    return () => clearTimeout(t);
  }, [waiting, last?.key]);
  return waiting && late;
}

/**
 * Nobody of the App's team is online: the visitor may leave an e-mail address for the reply. Kept
 * by the server, the form goes; refused, it says so and keeps what was typed.
 */
function EmailForm({ t, onSubmit }: { t: Texts; onSubmit(email: string): Promise<boolean> }) {
  const [refused, setRefused] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <form
      class="notice mail"
      data-testid="email-form"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        const ok = await onSubmit((e.currentTarget.elements.namedItem('email') as HTMLInputElement).value.trim());
        setBusy(false);
        setRefused(!ok);
      }}
    >
      <label for="pw-mail">{t.emailLabel}</label>
      <div>
        <input id="pw-mail" name="email" type="email" required autocomplete="email" aria-invalid={refused} aria-describedby={refused ? 'pw-mail-no' : undefined} />
        <button type="submit" class="reply" disabled={busy}>
          {t.sendButtonLabel}
        </button>
      </div>
      {refused && (
        <p id="pw-mail-no" role="alert">
          {t.emailRefused}
        </p>
      )}
    </form>
  );
}

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
  const { theme, appToken } = options;
  const embedded = options.embeddedContainerId !== '';
  // startFullScreen opens the chat too: a full-screen chat that is closed would be no chat at all.
  const [open, setOpenState] = useState(
    () => embedded || (openState.get(appToken) ?? (options.startOpen || options.startFullScreen ? '1' : '0')) === '1',
  );
  const [full, setFull] = useState(options.startFullScreen);
  const small = useSmallScreen();
  const chat = useConversation(options);
  // Default labels in the language init() names, else the App's (the server says it on connect); the page's own labels win.
  const t = textsFor(options.language || chat.language);
  const labels = Object.assign({}, t, { onboardingMessage: options.labels.onboardingMessage });
  for (const k of options.labelKeys) (labels as unknown as Record<string, string>)[k] = (options.labels as unknown as Record<string, string>)[k];
  // The dialog covers the page: full screen asked for, or a phone. Embedded lives in its container.
  const modal = !embedded && (full || small);
  const noAnswer = useNoAnswer(chat.items, options.noAnswerAfter);
  const dialog = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const [readUpTo, setReadUpTo] = useState(() => readMarker.get(appToken));
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef<string | null | undefined>(null);

  const setOpen = (next: boolean) => {
    if (embedded || next === open) return;
    setOpenState(next);
    openState.set(appToken, next);
    controls.emit(next ? 'open' : 'close');
    // Focus goes into the dialog on open and back to the button that opened it on close.
    setTimeout(() => (next ? input.current : launcher.current)?.focus(), 0);
  };
  controls.setOpen = setOpen;
  controls.isOpen = () => open;
  controls.send = (text) => chat.send({ type: 'text', payload: { value: text } });
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
  const unread = open ? 0 : chat.items.filter((i) => i.sender !== 'user' && i.id && (!readUpTo || compareIds(i.id, readUpTo) > 0)).length;

  // Announce bot messages that arrive live, not the history loaded on connect, and tell the page.
  useEffect(() => {
    if (!chat.historyLoaded) return;
    if (announced.current !== null) {
      const fresh = chat.items.filter((i) => i.id && (!announced.current || compareIds(i.id, announced.current) > 0));
      for (const i of fresh) controls.emit('message', { id: i.id as string, sender: i.sender, message: i.message, createdAt: i.createdAt, operator: i.operator, event: i.event });
      // An operator's message is read with their name.
      const text = fresh
        .filter((i) => i.sender !== 'user')
        .map((i) => (i.operator ? i.operator.name + ': ' : '') + summary(i.message))
        .filter(Boolean)
        .join('. ');
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
  const dialogClass = ['dialog', theme.dialogStyle === 'hover' && !modal && 'hover', modal && 'full', embedded && 'embedded'].filter(Boolean).join(' ');
  const status = chat.status !== 'online' && (chat.status !== 'connecting' || chat.historyLoaded) ? chat.status : '';

  return (
    <div class={`pw${open ? ' open' : ''}${embedded ? ' emb' : ''}`} ref={root} style={vars} data-testid="widget-root">
      {open && (
        <div
          class={dialogClass}
          ref={dialog}
          role="dialog"
          aria-modal={modal ? 'true' : 'false'}
          aria-labelledby="pw-title"
          aria-describedby="pw-help"
          data-testid="dialog"
          id="pw-dialog"
          onKeyDown={(e) => {
            if (e.key === 'Escape' && !embedded) setOpen(false);
            if (e.key === 'Tab' && modal && dialog.current) trapFocus(e, dialog.current);
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
            {/* A phone is always full screen: nothing to switch. */}
            {theme.buttons.fullScreen && !embedded && !small && (
              <button
                type="button"
                class="icon-btn"
                data-testid="fullscreen-button"
                aria-label={full ? t.exitFullScreen : t.fullScreen}
                title={full ? t.exitFullScreen : t.fullScreen}
                data-full={full ? 'exit' : 'enter'}
                onClick={() => setFull(!full)}
              >
                <Icon name={full ? 'shrink' : 'expand'} size={18} />
              </button>
            )}
            {/* Over the whole page the launcher is hidden: the close button is then the way out, whatever the theme says. */}
            {(theme.buttons.close || modal) && !embedded && (
              <button type="button" class="icon-btn" data-testid="close-button" aria-label={t.close} title={t.close} onClick={() => setOpen(false)}>
                <Icon name="close" />
              </button>
            )}
          </header>
          {status && (
            <div class="status" role="status" data-testid="status" data-status={status}>
              {t[status]}
            </div>
          )}
          <MessageList
            items={items}
            typist={chat.typist}
            operatorAvatar={chat.handover?.assignee?.avatarUrl}
            botAvatar={theme.images.botAvatar}
            userAvatar={theme.images.userAvatar}
            onPostback={(a) => chat.send({ type: 'postback', payload: { text: a.text, value: a.value } })}
            onReply={(text) => chat.send({ type: 'text', payload: { value: text } })}
            onRetry={chat.status == 'refused' ? undefined : chat.retry}
            texts={t}
          >
            {chat.handover?.emailRequested && chat.status != 'refused' && <EmailForm t={labels} onSubmit={chat.leaveEmail} />}
          </MessageList>
          {noAnswer && (
            <div class="notice" role="status" data-testid="no-answer">
              {t.noAnswer}
            </div>
          )}
          {/* Unavailable for good (the App deleted, this page's origin not allowed): nothing to write to. */}
          {chat.status != 'refused' && (
            <Composer
              placeholder={labels.messageInputPlaceholder}
              sendLabel={labels.sendButtonLabel}
              menuActions={options.menuActions}
              voiceEnabled={options.voiceEnabled}
              inputRef={input}
              texts={t}
              onSend={chat.send}
              onTyping={chat.typing}
              onHandover={options.handoverMenu ? chat.requestHandover : undefined}
            />
          )}
        </div>
      )}
      {/* The launcher would cover the Send button of a dialog over the whole page. */}
      {!embedded && !(open && modal) && (
        <button
          type="button"
          ref={launcher}
          class={`launcher${theme.startButtonStyle === 'bubble' ? ' filled' : ''}`}
          data-testid="launcher"
          aria-label={`${open ? t.close : t.open}${unread ? ` (${unread} ${t.unread})` : ''}`}
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
