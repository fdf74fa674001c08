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

/**
 * The visitor's identity for this app as the server gave it (`visitor` event): the same on every page
 * and reload. Null for a new visitor, who connects without one. An id kept without its token (an
 * older widget's) is not sent: it opens nothing.
 */
export const visitor = {
  get(appToken: string): { userId: string; visitorToken: string } | null {
    const userId = read(prefix(appToken) + 'userId');
    const visitorToken = read(prefix(appToken) + 'visitorToken');
    return userId && visitorToken ? { userId, visitorToken } : null;
  },
  set(appToken: string, v: { userId: string; visitorToken: string } | null) {
    write(prefix(appToken) + 'userId', v ? v.userId : '');
    write(prefix(appToken) + 'visitorToken', v ? v.visitorToken : '');
  },
};

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
