/**
 * A message for the next page, said once: "“Shop bot” was deleted" on the Apps page the deletion
 * sends the owner to, "your password was changed" on the log-in page. Kept in memory only (a reload
 * drops it, as it should).
 */
let message: string | null = null;

export const flash = {
  set(text: string): void {
    message = text;
  },
  take(): string | null {
    const m = message;
    message = null;
    return m;
  },
};

const INVITE = 'parley.portal.invite';

/**
 * The invitation link a visitor opened before logging in or signing up: kept for the tab's life
 * (sessionStorage), so that the portal brings them back to it afterwards.
 */
export const pendingInvite = {
  get(): string | null {
    return sessionStorage.getItem(INVITE);
  },
  set(token: string): void {
    sessionStorage.setItem(INVITE, token);
  },
  clear(): void {
    sessionStorage.removeItem(INVITE);
  },
};
