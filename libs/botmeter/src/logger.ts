/** Where the lib's warnings go: the server's logger (Nest's Logger fits). */
export interface BotmeterLogger {
  warn(message: string): void;
  error(message: string): void;
}
