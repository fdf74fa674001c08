/**
 * A message for the next page, said once: "“Shop bot” was deleted" on the Apps page the deletion
 * sends the owner to. Kept in memory only (a reload drops it, as it should).
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
