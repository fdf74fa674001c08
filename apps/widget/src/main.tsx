import { render } from 'preact';
import { App, type Controls } from './components/App';
import { resolveOptions, type WebchatOptions } from './options';
import css from './styles.css?inline';

declare const __VERSION__: string;
export const version = __VERSION__;

export interface WebchatHandle {
  open(): void;
  close(): void;
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

const noop: WebchatHandle = { open() {}, close() {}, destroy() {} };

function mount(options: ReturnType<typeof resolveOptions>['options'] & object): WebchatHandle {
  const controls: Controls = {};
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
    style.textContent = css;
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
  return {
    open: () => controls.setOpen?.(true),
    close: () => controls.setOpen?.(false),
    destroy() {
      destroyed = true;
      try {
        if (root) render(null, root);
      } catch (e) {
        console.error(`${PREFIX} destroy()`, e);
      }
      host.remove();
    },
  };
}

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
