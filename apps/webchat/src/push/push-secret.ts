import { sameSecret } from '@parley/persistence';

/** The headers a push may carry its secret in. */
export interface PushHeaders {
  authorization?: string;
  'x-parley-push-secret'?: string;
}

/**
 * The push secret a request carries, in any of the forms bots can send: `Authorization: Bearer
 * <secret>`, `Authorization: Basic` (the secret as the password, or as the user name with an empty
 * password: what an HTTP client sends for a webchat address such as `https://bot:<secret>@host`,
 * the way botfuel-dialog bots are configured) or `X-Parley-Push-Secret: <secret>`. Undefined when
 * none is there; an Authorization header of another scheme counts as a wrong secret ('').
 */
export function pushSecretOf(headers: PushHeaders): string | undefined {
  const own = headers['x-parley-push-secret']?.trim();
  if (own) return own;
  const authorization = headers.authorization?.trim();
  if (!authorization) return undefined;
  const m = /^(\S+)\s+(.+)$/.exec(authorization);
  if (!m) return '';
  const [, scheme, value] = m as unknown as [string, string, string];
  if (/^bearer$/i.test(scheme)) return value.trim();
  if (!/^basic$/i.test(scheme)) return '';
  const decoded = Buffer.from(value.trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return decoded;
  const password = decoded.slice(colon + 1);
  return password || decoded.slice(0, colon);
}

export type PushSecretVerdict =
  | { ok: true; deprecated?: undefined }
  /** Taken without the secret (the App does not require it yet): answered with a warning. */
  | { ok: true; deprecated: { refusedFrom: Date | null } }
  | { ok: false; status: 401 | 403; message: string };

export interface PushSecretPolicy {
  pushSecret: string;
  pushSecretRequired: boolean;
  pushSecretRequiredFrom: Date | null;
}

/**
 * Whether a push may go in. A secret that is sent must be the App's (403 otherwise, even while it is
 * not required); without one, the push is refused (401) when the App requires the secret or its
 * transition is over, and taken with a warning while it does not (an App made before pushes were
 * authenticated, until `pushSecretRequiredFrom`; an App whose owner turned the requirement off).
 */
export function checkPushSecret(app: PushSecretPolicy, given: string | undefined, now: Date): PushSecretVerdict {
  if (given !== undefined) {
    return given && sameSecret(given, app.pushSecret) ? { ok: true } : { ok: false, status: 403, message: 'Wrong push secret' };
  }
  const from = app.pushSecretRequiredFrom;
  if (app.pushSecretRequired || (from && from <= now)) {
    return { ok: false, status: 401, message: "This App's push secret is required (Authorization: Bearer <push secret>)" };
  }
  return { ok: true, deprecated: { refusedFrom: from } };
}
