import type { BotMessage, UserMessage } from '@parley/contracts';
import { Content, QuickReplies } from '@parley/message-view';
import contentCss from '@parley/message-view/content.css?inline';
import { render } from 'preact';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';

/*
 * The widget's look in the portal: the portal's styles would change it and its own would change the
 * portal's, so the messages render in a shadow root, styled by the widget's message styles with the
 * widget's default theme. A constructed style sheet, not a <style> element: the portal's
 * Content-Security-Policy allows no inline style.
 */
const THEME = `:host{display:block;font:14px/1.45 -apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1f2328;--pw-primary:#4f46e5;--pw-primary-text:#fff;--pw-secondary:#f1f0f0;--pw-secondary-text:#1f2328;--pw-bg:#fff}
.log{display:flex;flex-direction:column;gap:4px}
.row.bot{justify-content:flex-start}
.msg{max-width:100%}`;
let sheet: CSSStyleSheet | null = null;
function styles(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(contentCss + THEME);
  }
  return sheet;
}

/**
 * Messages as the widget shows them to a visitor: a bot's markdown, pictures, cards, tables,
 * actions and quick replies; a user's text. Nothing in them can be used here: links open in a new
 * tab, buttons are shown disabled.
 */
export function ChatMessages(props: { messages: readonly (BotMessage | UserMessage)[]; sender: 'bot' | 'user'; label?: string }) {
  const host = useRef<HTMLDivElement>(null);
  const root = useRef<ShadowRoot | null>(null);
  useLayoutEffect(() => {
    const el = host.current;
    if (!el) return;
    if (!root.current) {
      root.current = el.shadowRoot ?? el.attachShadow({ mode: 'open' });
      root.current.adoptedStyleSheets = [styles()];
    }
    render(
      <div class="log">
        {props.messages.map((m, i) => (
          <div key={i} class={`row ${props.sender}`} data-testid="message" data-type={m.type}>
            <div class="msg">
              {m.type === 'quickreplies' ? (
                <QuickReplies replies={Array.isArray(m.payload?.value) ? m.payload.value : []} label="Quick replies" />
              ) : (
                <Content message={m} bot={props.sender === 'bot'} />
              )}
            </div>
          </div>
        ))}
      </div>,
      root.current,
    );
  });
  useEffect(
    () => () => {
      if (root.current) render(null, root.current);
    },
    [],
  );
  return <div ref={host} class="chat-messages" role="group" aria-label={props.label} />;
}
