import type { UserMessage } from '@parley/contracts';

/** What `ParleyWebchat.init()` accepts: the options of docs/widget.md. */
export interface WebchatOptions {
  appToken: string;
  size?: { width?: number | string; height?: number | string };
  startOpen?: boolean;
  startFullScreen?: boolean;
  embeddedContainerId?: string;
  theme?: {
    colors?: Partial<Colors>;
    buttons?: Partial<Buttons>;
    images?: Partial<Images>;
    startButtonStyle?: string;
    dialogStyle?: string;
    fluid?: boolean;
  };
  labels?: Partial<Labels>;
  menuActions?: MenuAction[];
  voiceEnabled?: boolean;
  /** A "Talk to a person" entry in the menu (docs/handover.md). */
  handoverMenu?: boolean;
  serverUrl?: string;
  nonce?: string;
  /** A signed-in user of the host site, with its userHash (identity verification). */
  userId?: string;
  userHash?: string;
  language?: string;
  noAnswerAfter?: number;
}

export interface Colors {
  main: string;
  mainText: string;
  primary: string;
  primaryText: string;
  secondary: string;
  secondaryText: string;
  background: string;
}
export interface Buttons {
  close: boolean;
  fullScreen: boolean;
}
/** Empty string: use the built-in picture. */
export interface Images {
  botAvatar: string;
  userAvatar: string;
  startButton: string;
}
export interface Labels {
  sendButtonLabel: string;
  messageInputPlaceholder: string;
  webchatHeaderTitle: string;
  helpMessage: string;
  onboardingMessage: string;
}
export interface MenuAction {
  label: string;
  message: UserMessage;
}

/** Options with every default filled in. */
export interface ResolvedOptions {
  appToken: string;
  size: { width: string; height: string };
  startOpen: boolean;
  startFullScreen: boolean;
  embeddedContainerId: string;
  theme: {
    colors: Colors;
    buttons: Buttons;
    images: Images;
    startButtonStyle: string;
    dialogStyle: string;
    fluid: boolean;
  };
  labels: Labels;
  menuActions: MenuAction[];
  voiceEnabled: boolean;
  /** A "Talk to a person" entry at the end of the menu: sends `request_handover`. */
  handoverMenu: boolean;
  serverUrl: string;
  nonce: string;
  userId: string;
  userHash: string;
  /** Language of the default labels before the server says the App's ('' = wait for it; English meanwhile). */
  language: string;
  /** Seconds without a bot answer after a user message before the widget says so; 0: never. */
  noAnswerAfter: number;
  /** The labels the page set itself: they win over the defaults of every language. */
  labelKeys: string[];
}

export const DEFAULTS: Omit<ResolvedOptions, 'appToken' | 'serverUrl' | 'labelKeys'> = {
  size: { width: '400px', height: '500px' },
  startOpen: false,
  startFullScreen: false,
  embeddedContainerId: '',
  theme: {
    colors: {
      main: '#65758e',
      mainText: '#fff',
      primary: '#0084f4',
      primaryText: '#fff',
      secondary: '#f1f0f0',
      secondaryText: '#000',
      background: '#fff',
    },
    buttons: { close: true, fullScreen: true },
    images: { botAvatar: '', userAvatar: '', startButton: '' },
    startButtonStyle: 'bubble',
    dialogStyle: 'hover',
    fluid: false,
  },
  labels: {
    sendButtonLabel: 'Send',
    messageInputPlaceholder: 'Write a message...',
    webchatHeaderTitle: 'How can I help you?',
    helpMessage: 'We reply in a few minutes.',
    onboardingMessage: '',
  },
  menuActions: [],
  voiceEnabled: false,
  handoverMenu: false,
  nonce: '',
  userId: '',
  userHash: '',
  language: '',
  noAnswerAfter: 60,
};

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
// A CSS length or percentage; anything else (e.g. "400px; display:none") is refused.
const CSS_LENGTH = /^(\d+(\.\d+)?(px|%|vw|vh|dvh|svh|em|rem)|auto)$/;

/**
 * Reads one level of a section: known keys of the expected type override the default; a wrong type
 * is reported and the default kept, so a typo costs a colour, not the whole widget.
 */
function section<T extends object>(defaults: T, input: unknown, path: string, problems: string[]): T {
  const out = Object.assign({}, defaults) as Obj;
  const d = defaults as Obj;
  if (input === undefined) return out as T;
  if (!isObj(input)) {
    problems.push(`${path} must be an object`);
    return out as T;
  }
  for (const key of Object.keys(d)) {
    const value = input[key];
    if (value === undefined) continue;
    if (typeof value === typeof d[key]) out[key] = value;
    else problems.push(`${path}.${key} must be a ${typeof d[key]}`);
  }
  return out as T;
}

function length(value: unknown, fallback: string, path: string, problems: string[]): string {
  if (value === undefined) return fallback;
  if (typeof value === 'number' && value > 0 && isFinite(value)) return `${value}px`;
  if (typeof value === 'string' && CSS_LENGTH.test(value.trim())) return value.trim();
  problems.push(`${path} must be pixels or a CSS length`);
  return fallback;
}

function isUserMessage(m: unknown): m is UserMessage {
  if (!isObj(m) || !isObj(m.payload)) return false;
  if (m.type === 'text') return typeof m.payload.value === 'string' && m.payload.value.trim() !== '';
  return m.type === 'postback' && isObj(m.payload.value);
}

function menu(input: unknown, problems: string[]): MenuAction[] {
  if (input === undefined || input === null) return [];
  if (!Array.isArray(input)) {
    problems.push('menuActions must be an array of {label, message}');
    return [];
  }
  return input.filter((entry, i) => {
    const ok = isObj(entry) && typeof entry.label === 'string' && entry.label !== '' && isUserMessage(entry.message);
    if (!ok) problems.push(`menuActions[${i}] must be {label, message}`);
    return ok;
  }) as MenuAction[];
}

function serverUrlOf(value: unknown, fallback: string | undefined, problems: string[]): string {
  if (value !== undefined) {
    try {
      const url = new URL(String(value), fallback);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // reported below
    }
    problems.push('serverUrl must be an http(s) URL');
  }
  return fallback ?? '';
}

const KNOWN = Object.keys(DEFAULTS).concat('appToken', 'serverUrl');

export interface Resolution {
  /** Absent when the widget cannot start at all. */
  options?: ResolvedOptions;
  problems: string[];
}

/**
 * Fills defaults in and checks the page owner's options. Never throws: the caller prints the
 * problems as one console error and starts the widget when `options` is set.
 * `scriptOrigin` is where the widget script was loaded from: the default server.
 */
export function resolveOptions(input: unknown, scriptOrigin?: string): Resolution {
  const problems: string[] = [];
  if (!isObj(input)) return { problems: ['init() expects an options object'] };
  const d = DEFAULTS;
  for (const key of Object.keys(input)) if (!KNOWN.includes(key)) problems.push(`unknown option "${key}" (ignored)`);
  const appToken = typeof input.appToken === 'string' ? input.appToken.trim() : '';
  if (!appToken) problems.push('appToken is required');

  const size = isObj(input.size) ? input.size : {};
  if (input.size !== undefined && !isObj(input.size)) problems.push('size must be an object {width, height}');
  const theme = isObj(input.theme) ? input.theme : {};
  if (input.theme !== undefined && !isObj(input.theme)) problems.push('theme must be an object');
  const flags = section(
    { startOpen: d.startOpen, startFullScreen: d.startFullScreen, embeddedContainerId: '', voiceEnabled: false, handoverMenu: false, nonce: '', userId: '', userHash: '', language: '', noAnswerAfter: d.noAnswerAfter },
    Object.assign({}, input, { embeddedContainerId: input.embeddedContainerId ?? undefined }),
    'options',
    problems,
  );
  const look = section(
    { startButtonStyle: d.theme.startButtonStyle, dialogStyle: d.theme.dialogStyle, fluid: d.theme.fluid },
    theme,
    'theme',
    problems,
  );

  if (!(flags.noAnswerAfter >= 0 && flags.noAnswerAfter <= 86_400)) {
    problems.push('noAnswerAfter must be a number of seconds between 0 and 86400');
    flags.noAnswerAfter = d.noAnswerAfter;
  }

  const serverUrl = serverUrlOf(input.serverUrl, scriptOrigin, problems);
  if (!serverUrl) problems.push('serverUrl is required');

  // Object.assign, not spread: object spread is ES2018 and would pull a helper into the bundle.
  const options: ResolvedOptions = Object.assign(flags, {
    appToken,
    size: {
      width: length(size.width, d.size.width, 'size.width', problems),
      height: length(size.height, d.size.height, 'size.height', problems),
    },
    // The embedded dialog has no start button to open it with.
    startOpen: flags.startOpen || flags.embeddedContainerId !== '',
    theme: Object.assign(look, {
      colors: section(d.theme.colors, theme.colors, 'theme.colors', problems),
      buttons: section(d.theme.buttons, theme.buttons, 'theme.buttons', problems),
      images: section(d.theme.images, theme.images, 'theme.images', problems),
    }),
    labels: section<Labels>(d.labels, input.labels, 'labels', problems),
    labelKeys: isObj(input.labels) ? Object.keys(d.labels).filter((k) => typeof (input.labels as Obj)[k] === 'string') : [],
    menuActions: menu(input.menuActions, problems),
    serverUrl,
  });
  if (!options.userId !== !options.userHash) problems.push('userId and userHash go together (ignored)');
  if (!options.userId || !options.userHash) options.userId = options.userHash = '';
  return appToken && serverUrl ? { options, problems } : { problems };
}
