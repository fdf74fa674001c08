/** Where the lib's warnings go: the server's logger (Nest's Logger fits). */
export interface BotmeterLogger {
  warn(message: string): void;
  error(message: string): void;
  /**
   * A write failed with `err`: the server may count it in a database outage rather than log each
   * one (DatabaseOutage.logger). Absent: `error` logs it.
   */
  failed?(message: string, err: unknown): void;
}
