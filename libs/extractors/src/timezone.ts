const cache = new Map<string, boolean>();

/**
 * A zone is valid when Intl can construct it: this accepts IANA ids and the legacy ids
 * (CET, EST5EDT...) that clients send, which Intl.supportedValuesOf does not list.
 */
export function isValidTimeZone(tz: string): boolean {
  let ok = cache.get(tz);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      ok = true;
    } catch {
      ok = false;
    }
    if (cache.size < 1000) cache.set(tz, ok);
  }
  return ok;
}
