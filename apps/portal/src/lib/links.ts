/**
 * The one-time links the api hands out carry their token in the address' fragment
 * (`/portal/reset-password#token=...`, `/portal/invite#token=...`): the browser never sends it to a
 * server, so it stays out of every access log.
 */
export function tokenFromHash(hash: string): string | null {
  const m = /^#?(?:.*&)?token=([^&]+)/.exec(hash);
  if (!m) return null;
  try {
    return decodeURIComponent(m[1]!).trim() || null;
  } catch {
    return null;
  }
}

/** A `mailto:` address that opens the visitor's mail program with the invitation link in a message. */
export function inviteMailto(email: string, appName: string, role: string, url: string): string {
  const subject = `Join ${appName} on Parley`;
  const body = `You are invited to the Parley App "${appName}" as ${role}.\n\nOpen this link within 7 days, then log in or create an account to accept:\n${url}\n`;
  return `mailto:${encodeURIComponent(email.trim())}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
