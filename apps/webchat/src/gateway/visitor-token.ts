import { createHmac } from 'node:crypto';
import { sameSecret } from '@parley/persistence';

/**
 * Visitor tokens: what proves, on a handshake, that a widget is the visitor a conversation belongs
 * to. `v1.<issued at, unix seconds>.<HMAC-SHA256 of "v1", the App id, the userId and the issue
 * time, keyed with the App's visitor secret, base64url>`. The App id and userId are not repeated in
 * the token: the handshake carries them and the MAC covers them, so a token opens one conversation
 * of one App. Tokens do not expire (a visitor may come back after months); changing the App's
 * visitor secret revokes them all.
 */
export function issueVisitorToken(secret: string, appId: string, userId: string, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  return `v1.${iat}.${mac(secret, appId, userId, iat)}`;
}

/** Whether `token` was issued with `secret` for this App and userId. */
export function visitorTokenValid(secret: string, appId: string, userId: string, token: string): boolean {
  const m = /^v1\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return false;
  return sameSecret(m[2]!, mac(secret, appId, userId, Number(m[1])));
}

/**
 * Identity verification: the host site's server sends `userHash` = hex HMAC-SHA256 of the userId
 * keyed with the App's identity secret (upper or lower case).
 */
export function userHashValid(identitySecret: string, userId: string, userHash: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(userHash)) return false;
  return sameSecret(userHash.toLowerCase(), createHmac('sha256', identitySecret).update(userId, 'utf8').digest('hex'));
}

function mac(secret: string, appId: string, userId: string, iat: number): string {
  return createHmac('sha256', secret).update(`v1\n${appId}\n${userId}\n${iat}`, 'utf8').digest('base64url');
}
