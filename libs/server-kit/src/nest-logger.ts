import type { LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * Nest's own logs (module start-up, hooks, `new Logger('Context')` in services) through the server's
 * pino logger, one JSON line each with its `context`: what nestjs-pino's Logger did for us, in a
 * few lines (its current versions ask for Node 22).
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly pino: Logger) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }

  error(message: unknown, ...rest: unknown[]): void {
    // Nest passes (message, stack?, context?).
    this.write('error', message, rest);
  }

  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }

  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }

  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }

  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  private write(level: Level, message: unknown, rest: unknown[]): void {
    if (!this.pino.isLevelEnabled(level)) return;
    const context = rest.length && typeof rest[rest.length - 1] === 'string' ? (rest[rest.length - 1] as string) : undefined;
    const stack = level === 'error' && rest.length === 2 && typeof rest[0] === 'string' ? rest[0] : undefined;
    if (message instanceof Error) this.pino[level]({ context, err: message }, message.message);
    else if (message !== null && typeof message === 'object') this.pino[level]({ context, ...(message as object) });
    else this.pino[level]({ context, ...(stack ? { stack } : {}) }, String(message));
  }
}
