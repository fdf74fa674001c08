import { Inject, Injectable } from '@nestjs/common';
import { Limiter, type Allowance } from '@parley/redis';
import { TooManyRequestsException } from '@parley/server-kit';
import { API_CONFIG, type ApiConfig } from '../../config/config';
import { LoginAttempts, type LoginTry } from './login-attempts';

const HOUR = 60 * 60_000;
/** Reset links asked for one e-mail per hour (each sends an e-mail). */
const RESETS_PER_EMAIL = 3;

/**
 * The limits of the portal's open doors (docs/api.md, "Abuse limits"): log-in per e-mail with a
 * backoff that doubles and per client address (`LoginAttempts`), sign-ups per address, App creation
 * per account and per address, reset links per e-mail and per address (the `Limiter`). Each is
 * taken before the work it guards, so concurrent requests never pass one together; shared by the
 * instances through Redis.
 */
@Injectable()
export class AbuseLimits {
  constructor(
    private readonly limiter: Limiter,
    private readonly logins: LoginAttempts,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /**
   * Before a password is checked: 429 while the e-mail is in its backoff or the address is past its
   * failures, whatever the password (a right guess must not be told apart from a wrong one). The
   * try counts as a failure until `logInSettled` says otherwise.
   */
  async beforeLogIn(email: string, address: string): Promise<LoginTry> {
    const r = await this.logins.reserve(email, address);
    if (!r.ok) throw tooMany('Too many failed log-ins: wait before trying again', r.waitMs);
    return r.attempt;
  }

  /** After the check: a right password ends the e-mail's backoff (not the address's failures). */
  async logInSettled(attempt: LoginTry, ok: boolean): Promise<void> {
    await (ok ? this.logins.succeeded(attempt) : this.logins.failed(attempt));
  }

  async signUp(address: string): Promise<void> {
    await this.take(
      [{ key: `signup:addr:${address}`, limit: this.config.SIGNUPS_PER_HOUR, windowMs: HOUR }],
      ['Too many sign-ups from this address: retry later'],
    );
  }

  async createApp(accountId: string, address: string): Promise<void> {
    const limit = this.config.APPS_PER_HOUR;
    await this.take(
      [
        { key: `apps:account:${accountId}`, limit, windowMs: HOUR },
        { key: `apps:addr:${address}`, limit, windowMs: HOUR },
      ],
      ['Too many Apps created by this account in the last hour: retry later', 'Too many Apps created from this address in the last hour: retry later'],
    );
  }

  /** Reset links: a few per e-mail and hour, and as many per address as sign-ups. */
  async passwordReset(email: string, address: string): Promise<void> {
    await this.take(
      [
        { key: `reset:addr:${address}`, limit: this.config.SIGNUPS_PER_HOUR, windowMs: HOUR },
        { key: `reset:email:${email}`, limit: RESETS_PER_EMAIL, windowMs: HOUR },
      ],
      ['Too many reset links asked from this address: retry later', 'Too many reset links asked for this e-mail: retry later'],
    );
  }

  /** One unit of each allowance, or a 429 naming the first that has none left. */
  private async take(allowances: Allowance[], messages: string[]): Promise<void> {
    const verdict = await this.limiter.take(allowances.map((a) => ({ ...a, key: `abuse:${a.key}` })));
    if (!verdict.ok) throw tooMany(messages[verdict.refused]!, verdict.resetMs);
  }
}

function tooMany(message: string, ms: number): TooManyRequestsException {
  return new TooManyRequestsException(message, Math.max(1, Math.ceil(ms / 1000)));
}
