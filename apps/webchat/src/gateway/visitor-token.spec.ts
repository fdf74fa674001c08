import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { issueVisitorToken, userHashValid, visitorTokenValid } from './visitor-token';

const APP = '6b1f0c7e-3a54-4bd2-9f3e-1b2c3d4e5f60';
const OTHER_APP = '7c2f0c7e-3a54-4bd2-9f3e-1b2c3d4e5f61';

describe('visitor tokens', () => {
  const token = issueVisitorToken('secret', APP, 'visitor-1', Date.UTC(2026, 10, 25));

  it('carries its issue time and is valid for its App and userId', () => {
    expect(token).toMatch(/^v1\.1795564800\.[A-Za-z0-9_-]{43}$/);
    expect(visitorTokenValid('secret', APP, 'visitor-1', token)).toBe(true);
  });

  it.each([
    ['another userId', 'secret', APP, 'visitor-2', token],
    ['another App', 'secret', OTHER_APP, 'visitor-1', token],
    ['another secret', 'rotated', APP, 'visitor-1', token],
    ['a changed issue time', 'secret', APP, 'visitor-1', token.replace('.1795564800.', '.1795564801.')],
    ['a changed MAC', 'secret', APP, 'visitor-1', token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A')],
    ['garbage', 'secret', APP, 'visitor-1', 'v1.x.y'],
    ['an empty token', 'secret', APP, 'visitor-1', ''],
  ])('is refused for %s', (_name, secret, app, user, t) => {
    expect(visitorTokenValid(secret, app, user, t)).toBe(false);
  });
});

describe('user hashes (identity verification)', () => {
  const hash = createHmac('sha256', 'identity').update('user-42').digest('hex');

  it('takes the hex HMAC-SHA256 of the userId, in either case', () => {
    expect(userHashValid('identity', 'user-42', hash)).toBe(true);
    expect(userHashValid('identity', 'user-42', hash.toUpperCase())).toBe(true);
  });

  it.each([
    ['another user', 'identity', 'user-43', hash],
    ['another secret', 'other', 'user-42', hash],
    ['a truncated hash', 'identity', 'user-42', hash.slice(0, 63)],
    ['base64 instead of hex', 'identity', 'user-42', createHmac('sha256', 'identity').update('user-42').digest('base64')],
  ])('refuses %s', (_name, secret, user, h) => {
    expect(userHashValid(secret, user, h)).toBe(false);
  });
});
