import type { UserMessage } from '@parley/contracts';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Texts } from '../i18n';
import { Icon } from '../icons';
import type { MenuAction } from '../options';
import { speechSupported, useSpeech } from '../useSpeech';

export interface ComposerProps {
  placeholder: string;
  sendLabel: string;
  menuActions: MenuAction[];
  voiceEnabled: boolean;
  inputRef: { current: HTMLTextAreaElement | null };
  texts: Texts;
  onSend(message: UserMessage): void;
  onTyping(typing: boolean): void;
  /** The "Talk to a person" entry at the end of the menu (the `handoverMenu` option); absent: no entry. */
  onHandover?(): void;
}

/** Menu, input, dictation and send. Enter sends, Shift+Enter starts a new line. */
export function Composer(p: ComposerProps) {
  const [text, setText] = useState('');
  const [menuOpen, setMenuOpen] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const menuRef = useRef<HTMLUListElement>(null);
  const speech = useSpeech(setText);
  const canSpeak = p.voiceEnabled && !!speechSupported();

  // The textarea grows with its content up to the CSS max-height, then scrolls.
  useEffect(() => {
    const el = p.inputRef.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${el.scrollHeight}px`;
  }, [text]);
  useEffect(() => {
    if (menuOpen) menuRef.current?.querySelector('button')?.focus();
  }, [menuOpen]);
  useEffect(() => () => clearTimeout(typingTimer.current), []);

  const stopTyping = () => {
    if (typingTimer.current === undefined) return;
    clearTimeout(typingTimer.current);
    typingTimer.current = undefined;
    p.onTyping(false);
  };
  const onInput = (value: string) => {
    setText(value);
    if (typingTimer.current === undefined) p.onTyping(true);
    clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(stopTyping, 3000);
  };
  const submit = () => {
    const value = text.trim();
    if (!value) return;
    if (speech.listening) speech.toggle();
    p.onSend({ type: 'text', payload: { value } });
    setText('');
    stopTyping();
    p.inputRef.current?.focus();
  };
  const pick = (entry: MenuAction) => {
    setMenuOpen(false);
    const m = entry.message;
    // A postback without text would show an empty bubble: the menu label says what was picked.
    p.onSend(m.type === 'postback' ? { type: 'postback', payload: { text: m.payload.text ?? entry.label, value: m.payload.value } } : m);
    p.inputRef.current?.focus();
  };

  return (
    <form
      class="compose"
      data-testid="composer"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {(p.menuActions.length > 0 || p.onHandover) && (
        <button
          type="button"
          class="icon-btn"
          data-testid="menu-button"
          aria-label={p.texts.menu}
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <Icon name="menu" />
        </button>
      )}
      {menuOpen && (
        <ul
          class="menu"
          data-testid="menu"
          ref={menuRef}
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            e.stopPropagation();
            setMenuOpen(false);
            p.inputRef.current?.focus();
          }}
        >
          {p.menuActions.map((entry, i) => (
            <li key={i}>
              <button type="button" data-testid="menu-item" onClick={() => pick(entry)}>
                {entry.label}
              </button>
            </li>
          ))}
          {p.onHandover && (
            <li>
              <button
                type="button"
                data-testid="talk-to-person"
                onClick={() => {
                  setMenuOpen(false);
                  p.onHandover!();
                  p.inputRef.current?.focus();
                }}
              >
                {p.texts.talkToPerson}
              </button>
            </li>
          )}
        </ul>
      )}
      <textarea
        ref={p.inputRef}
        rows={1}
        value={text}
        placeholder={p.placeholder}
        aria-label={p.placeholder}
        data-testid="input"
        // @ts-expect-error Preact's types spell it enterkeyhint; the DOM property is enterKeyHint.
        enterKeyHint="send"
        onInput={(e) => onInput((e.target as HTMLTextAreaElement).value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.isComposing) {
            e.preventDefault();
            submit();
          }
        }}
      />
      {canSpeak && (
        <button
          type="button"
          class={`icon-btn${speech.listening ? ' listening' : ''}`}
          data-testid="voice-button"
          aria-label={speech.listening ? p.texts.stopDictation : p.texts.dictate}
          aria-pressed={speech.listening}
          onClick={speech.toggle}
        >
          <Icon name="mic" />
        </button>
      )}
      <button type="submit" class="icon-btn send" data-testid="send-button" disabled={!text.trim()}>
        <Icon name="send" size={18} />
        <span class="sr">{p.sendLabel}</span>
      </button>
    </form>
  );
}
