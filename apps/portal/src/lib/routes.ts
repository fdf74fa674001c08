/** The portal's client routes, under the `/portal` base the api serves the app from. */
export const BASE = '/portal';

export type AppTab = 'setup' | 'settings' | 'keys' | 'trainer' | 'inbox' | 'conversations' | 'attention' | 'analytics' | 'members';
export const APP_TABS: AppTab[] = ['setup', 'trainer', 'inbox', 'conversations', 'attention', 'analytics', 'members', 'keys', 'settings'];

export type Route =
  | { name: 'login' }
  | { name: 'signup' }
  | { name: 'forgot-password' }
  | { name: 'reset-password' }
  | { name: 'invite' }
  | { name: 'account' }
  | { name: 'apps' }
  | { name: 'new-app' }
  | { name: 'app'; id: string; tab: AppTab }
  | { name: 'conversation'; id: string; conversationId: string }
  /** The App's entity types, a section of its Trainer tab with a page of its own. */
  | { name: 'entities'; id: string }
  | { name: 'not-found'; path: string };

/** The route of a location pathname (`/portal/apps/<id>/keys`); unknown paths are `not-found`. */
export function parseRoute(pathname: string): Route {
  const rest = pathname.startsWith(BASE) ? pathname.slice(BASE.length) : pathname;
  const parts = rest.split('/').filter(Boolean).map(decodeURIComponent);
  const [a, b, c, ...more] = parts;
  if (!a) return { name: 'apps' };
  if (a === 'apps' && b && c === 'conversations' && more.length === 1) return { name: 'conversation', id: b, conversationId: more[0]! };
  if (a === 'apps' && b && c === 'trainer' && more.length === 1 && more[0] === 'entities') return { name: 'entities', id: b };
  if (more.length) return { name: 'not-found', path: pathname };
  if (a === 'login' && !b) return { name: 'login' };
  if (a === 'signup' && !b) return { name: 'signup' };
  // The reset and invitation links of the api's e-mails and answers: /portal/reset-password#token=...
  // and /portal/invite#token=... (the token stays in the fragment: it never reaches a server log).
  if (a === 'forgot-password' && !b) return { name: 'forgot-password' };
  if (a === 'reset-password' && !b) return { name: 'reset-password' };
  if (a === 'invite' && !b) return { name: 'invite' };
  if (a === 'account' && !b) return { name: 'account' };
  if (a === 'apps' && !b) return { name: 'apps' };
  if (a === 'apps' && b === 'new' && !c) return { name: 'new-app' };
  if (a === 'apps' && b) {
    const tab = (c ?? 'setup') as AppTab;
    if (APP_TABS.includes(tab)) return { name: 'app', id: b, tab };
  }
  return { name: 'not-found', path: pathname };
}

/** The pathname of a route: the inverse of parseRoute. */
export function routePath(route: Route): string {
  switch (route.name) {
    case 'login':
      return `${BASE}/login`;
    case 'signup':
      return `${BASE}/signup`;
    case 'forgot-password':
    case 'reset-password':
    case 'invite':
    case 'account':
      return `${BASE}/${route.name}`;
    case 'apps':
      return `${BASE}/`;
    case 'new-app':
      return `${BASE}/apps/new`;
    case 'app':
      return `${BASE}/apps/${encodeURIComponent(route.id)}${route.tab === 'setup' ? '' : `/${route.tab}`}`;
    case 'conversation':
      return `${BASE}/apps/${encodeURIComponent(route.id)}/conversations/${encodeURIComponent(route.conversationId)}`;
    case 'entities':
      return `${BASE}/apps/${encodeURIComponent(route.id)}/trainer/entities`;
    case 'not-found':
      return route.path;
  }
}

/** Pages a visitor without a session may see; every other one sends them to log in. */
export function isPublic(route: Route): boolean {
  return isGuestOnly(route) || route.name === 'forgot-password' || route.name === 'reset-password' || route.name === 'invite';
}

/** Pages for visitors without a session only: a logged-in one goes to their Apps. */
export function isGuestOnly(route: Route): boolean {
  return route.name === 'login' || route.name === 'signup';
}
