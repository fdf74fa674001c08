/** `https://Example.com:443/` -> `https://example.com`; null when it is not an origin. */
export function normalizeOrigin(value: string): string | null {
  try {
    const u = new URL(value.trim());
    return u.origin === 'null' ? null : u.origin;
  } catch {
    return null;
  }
}

/**
 * Whether a page may open the widget. An empty list lets every origin in (the portal warns about it); otherwise the
 * handshake's Origin must be listed (a missing Origin is refused: browsers always send one).
 * `*` lets everything in, `https://*.example.com` any subdomain.
 */
export function originAllowed(allowed: readonly string[], origin: string | undefined): boolean {
  if (allowed.length === 0 || allowed.includes('*')) return true;
  const o = origin ? normalizeOrigin(origin) : null;
  if (!o) return false;
  return allowed.some((entry) => {
    const wild = /^(https?):\/\/\*\.(.+)$/i.exec(entry.trim());
    if (wild) {
      const u = new URL(o);
      return u.protocol === `${wild[1]!.toLowerCase()}:` && u.host.toLowerCase().endsWith(`.${wild[2]!.toLowerCase()}`);
    }
    return normalizeOrigin(entry) === o;
  });
}
