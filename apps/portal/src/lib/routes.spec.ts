import { describe, expect, it } from 'vitest';
import { parseRoute, routePath, type Route } from './routes';

const ID = '0b7c2e0e-5d5f-4a57-9d1e-0f4f2c9d8a11';

describe('client routes', () => {
  const table: [string, Route][] = [
    ['/portal', { name: 'apps' }],
    ['/portal/', { name: 'apps' }],
    ['/portal/apps', { name: 'apps' }],
    ['/portal/login', { name: 'login' }],
    ['/portal/signup/', { name: 'signup' }],
    ['/portal/apps/new', { name: 'new-app' }],
    [`/portal/apps/${ID}`, { name: 'app', id: ID, tab: 'setup' }],
    [`/portal/apps/${ID}/keys`, { name: 'app', id: ID, tab: 'keys' }],
    [`/portal/apps/${ID}/analytics/`, { name: 'app', id: ID, tab: 'analytics' }],
    [`/portal/apps/${ID}/nope`, { name: 'not-found', path: `/portal/apps/${ID}/nope` }],
    ['/portal/login/extra', { name: 'not-found', path: '/portal/login/extra' }],
    [`/portal/apps/${ID}/keys/more`, { name: 'not-found', path: `/portal/apps/${ID}/keys/more` }],
    [`/portal/apps/${ID}/conversations`, { name: 'app', id: ID, tab: 'conversations' }],
    [`/portal/apps/${ID}/inbox`, { name: 'app', id: ID, tab: 'inbox' }],
    [`/portal/apps/${ID}/attention`, { name: 'app', id: ID, tab: 'attention' }],
    [`/portal/apps/${ID}/conversations/c%2F1%20x`, { name: 'conversation', id: ID, conversationId: 'c/1 x' }],
    ['/portal/account', { name: 'account' }],
    ['/portal/forgot-password', { name: 'forgot-password' }],
    ['/portal/reset-password', { name: 'reset-password' }],
    ['/portal/invite', { name: 'invite' }],
    ['/portal/invite/x', { name: 'not-found', path: '/portal/invite/x' }],
    [`/portal/apps/${ID}/members`, { name: 'app', id: ID, tab: 'members' }],
    [`/portal/apps/${ID}/trainer/entities`, { name: 'entities', id: ID }],
    [`/portal/apps/${ID}/trainer/entities/`, { name: 'entities', id: ID }],
    [`/portal/apps/${ID}/trainer/intents`, { name: 'not-found', path: `/portal/apps/${ID}/trainer/intents` }],
    [`/portal/apps/${ID}/conversations/c1/more`, { name: 'not-found', path: `/portal/apps/${ID}/conversations/c1/more` }],
  ];
  it.each(table)('reads %s', (path, route) => expect(parseRoute(path)).toEqual(route));

  it('writes back the canonical path of every route it reads', () => {
    for (const [, route] of table) {
      if (route.name !== 'not-found') expect(parseRoute(routePath(route))).toEqual(route);
    }
    expect(routePath({ name: 'app', id: ID, tab: 'setup' })).toBe(`/portal/apps/${ID}`);
  });
});
