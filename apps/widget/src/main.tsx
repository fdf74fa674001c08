import { render } from 'preact';
import { App, type Controls } from './components/App';
import { resolveOptions, type WebchatOptions } from './options';
import contentCss from '@parley/message-view/content.css?inline';
import css from './styles.css?inline';

declare const __VERSION__: string;
export const version = __VERSION__;

type Listener = (payload?: unknown) => void;
type EventName = 'message' | 'open' | 'close';

export interface WebchatHandle {
  open(): void;
  close(): void;
  toggle(): void;
  /** Sends a text as if the visitor typed it. */
  send(text: string): void;
  /** `message`: each new message of the conversation (bot's or visitor's), `open`, `close`. Returns an unsubscribe function. */
  on(event: EventName, fn: Listener): () => void;
  destroy(): void;
}

const PREFIX = '[ParleyWebchat]';

/**
 * Where this script came from: the default chat server. document.currentScript is only set
 * while the script first runs, so it is read now, not in init().
 */
const scriptOrigin = (() => {
  try {
    const src = (document.currentScript as HTMLScriptElement | null)?.src;
    return src ? new URL(src).origin : undefined;
  } catch {
    return undefined;
  }
})();

const noop: WebchatHandle = { open() {}, close() {}, toggle() {}, send() {}, on: () => () => {}, destroy() {} };

/** The widget the page's ParleyWebchat.open() & co. drive: the last one started. */
let current: WebchatHandle = noop;

function mount(options: ReturnType<typeof resolveOptions>['options'] & object): WebchatHandle {
  const listeners: { event: string; fn: Listener }[] = [];
  const controls: Controls = {
    emit(event: string, payload?: unknown) {
      for (const l of listeners.slice())
        if (l.event === event) {
          // A page listener that throws must not break the chat.
          try {
            l.fn(payload);
          } catch (e) {
            console.error(`${PREFIX} on('${event}') listener`, e);
          }
        }
    },
  };
  const host = document.createElement('parley-webchat');
  host.setAttribute('data-testid', 'parley-webchat');
  // Inline !important beats page rules like `div { display:flex }` or `* { margin: 10px }`.
  host.style.setProperty('all', 'initial', 'important');
  let root: HTMLElement | undefined;
  let destroyed = false;

  const start = () => {
    if (destroyed) return;
    const container = options.embeddedContainerId ? document.getElementById(options.embeddedContainerId) : document.body;
    if (!container) {
      console.error(`${PREFIX} embeddedContainerId: no element #${options.embeddedContainerId}`);
      return;
    }
    if (options.embeddedContainerId) {
      host.style.setProperty('display', 'block', 'important');
      host.style.setProperty('width', '100%', 'important');
      host.style.setProperty('height', '100%', 'important');
    }
    const shadow = host.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    if (options.nonce) style.setAttribute('nonce', options.nonce);
    // How messages look (shared with the portal), then the rest of the widget.
    style.textContent = contentCss + css;
    root = document.createElement('div');
    // Preact renders inside this mount point: it must pass the container's height on.
    root.style.height = '100%';
    shadow.append(style, root);
    container.appendChild(host);
    render(<App options={options} controls={controls} />, root);
  };
  // The snippet may run in <head>, before <body> exists.
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });

  // setOpen only sets state; destroy unmounts, where a component's cleanup could throw.
  const handle: WebchatHandle = {
    open: () => controls.setOpen?.(true),
    close: () => controls.setOpen?.(false),
    toggle: () => controls.setOpen?.(!controls.isOpen?.()),
    send(text) {
      if (typeof text === 'string' && text.trim()) controls.send?.(text.trim());
      else console.error(`${PREFIX} send() expects a non-empty string`);
    },
    on(event, fn) {
      if (typeof fn !== 'function' || !['message', 'open', 'close'].includes(event)) {
        console.error(`${PREFIX} on() expects 'message', 'open' or 'close' and a function`);
        return () => {};
      }
      const entry = { event, fn };
      listeners.push(entry);
      return () => {
        const i = listeners.indexOf(entry);
        if (i >= 0) listeners.splice(i, 1);
      };
    },
    destroy() {
      destroyed = true;
      try {
        if (root) render(null, root);
      } catch (e) {
        console.error(`${PREFIX} destroy()`, e);
      }
      host.remove();
      listeners.length = 0;
      if (current === handle) current = noop;
    },
  };
  return (current = handle);
}

// The page's shortcuts: they drive the widget init() started last.
export const open = () => current.open();
export const close = () => current.close();
export const toggle = () => current.toggle();
export const send = (text: string) => current.send(text);
export const on = (event: EventName, fn: Listener) => current.on(event, fn);

/**
 * The page's entry point. Never throws into the host page: bad options give one console error
 * and a handle whose methods do nothing.
 */
export function init(input: WebchatOptions): WebchatHandle {
  try {
    const { options, problems } = resolveOptions(input, scriptOrigin);
    if (problems.length) {
      const head = options ? 'some options were ignored' : 'the chat was not started';
      console.error(`${PREFIX} ${head}:\n - ${problems.join('\n - ')}`);
    }
    return options ? mount(options) : noop;
  } catch (e) {
    console.error(`${PREFIX} init() failed`, e);
    return noop;
  }
}
