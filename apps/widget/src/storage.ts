/**
 * localStorage can throw (Safari private mode, blocked third-party storage, sandboxed iframes):
 * then the widget still works, only without memory across reloads.
 */
function store(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}

export function read(key: string, kind: 'localStorage' | 'sessionStorage' = 'localStorage'): string | null {
  try {
    return store(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function write(key: string, value: string, kind: 'localStorage' | 'sessionStorage' = 'localStorage'): void {
  try {
    store(kind)?.setItem(key, value);
  } catch {
    // quota or privacy mode: forgetting is acceptable
  }
}

/** RFC 4122 v4; crypto.randomUUID exists only on https pages, getRandomValues everywhere. */
export function uuid(): string {
  if (typeof crypto.randomUUID === 'function' && window.isSecureContext) return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => (x + 0x100).toString(16).slice(1)).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const prefix = (appToken: string) => `parley-webchat:${appToken}:`;

/** The visitor's id for this app: made once, then the same on every page and reload. */
export function userIdFor(appToken: string): string {
  const key = prefix(appToken) + 'userId';
  let id = read(key);
  if (!id || !/^[\da-f-]{36}$/i.test(id)) {
    id = uuid();
    write(key, id);
  }
  return id;
}

/** Newest message id the visitor has seen with the dialog open: what the unread badge counts from. */
export const readMarker = {
  get: (appToken: string) => read(prefix(appToken) + 'read'),
  set: (appToken: string, id: string) => write(prefix(appToken) + 'read', id),
};

/** Open/closed per tab, so navigating a multi-page site keeps the chat as the visitor left it. */
export const openState = {
  get: (appToken: string) => read(prefix(appToken) + 'open', 'sessionStorage'),
  set: (appToken: string, open: boolean) => write(prefix(appToken) + 'open', open ? '1' : '0', 'sessionStorage'),
};
