import { Inject, Injectable } from '@nestjs/common';
import { TooManyRequestsException } from '@parley/server-kit';
import { API_CONFIG, type ApiConfig } from '../../config/config';
import { AttemptStore } from './attempt-store';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Failed log-ins of one e-mail are remembered this long after the first of a series. */
const ACCOUNT_WINDOW_MS = HOUR;
const ADDRESS_WINDOW_MS = 15 * MINUTE;
/** The longest an e-mail is refused after wrong passwords. */
const MAX_BACKOFF_MS = 15 * MINUTE;
/** Reset links asked for one e-mail per hour (each sends an e-mail). */
const RESETS_PER_EMAIL = 3;

/**
 * The limits of the portal's open doors (docs/api.md, "Abuse limits"): log-in per e-mail with a
 * backoff that doubles and per client address, sign-ups per address, App creation per account
 * and per address, reset links per e-mail and per address. Shared by the instances through Redis
 * (`AttemptStore`).
 */
@Injectable()
export class AbuseLimits {
  constructor(
    private readonly store: AttemptStore,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /**
   * Before a log-in is checked: 429 while the e-mail is in its backoff or the address is past its
   * failures, whatever the password (a right guess must not be told apart from a wrong one).
   */
  async beforeLogIn(email: string, address: string): Promise<void> {
    const wait = Math.max(await this.store.lockedFor(`login:email:${email}`), await this.store.lockedFor(`login:addr:${address}`));
    if (wait > 0) throw tooMany('Too many failed log-ins: wait before trying again', wait);
  }

  /** A wrong password (or an unknown e-mail: counted alike, so limits tell nothing about which exist). */
  async logInFailed(email: string, address: string): Promise<void> {
    const perAccount = this.config.LOGIN_FAILURES_PER_ACCOUNT;
    if (perAccount > 0) {
      const { hits } = await this.store.hit(`login:email:${email}`, ACCOUNT_WINDOW_MS);
      // The n-th failure past the allowance waits 2^(n-1) s: 1, 2, 4... up to 15 minutes.
      if (hits >= perAccount) await this.store.lock(`login:email:${email}`, Math.min(1000 * 2 ** (hits - perAccount), MAX_BACKOFF_MS));
    }
    const perAddress = this.config.LOGIN_FAILURES_PER_ADDRESS;
    if (perAddress > 0) {
      const { hits, ttlMs } = await this.store.hit(`login:addr:${address}`, ADDRESS_WINDOW_MS);
      if (hits >= perAddress) await this.store.lock(`login:addr:${address}`, ttlMs);
    }
  }

  /** A right password ends the e-mail's backoff (not the address's count). */
  async logInSucceeded(email: string): Promise<void> {
    await this.store.reset(`login:email:${email}`);
  }

  async signUp(address: string): Promise<void> {
    await this.count(`signup:addr:${address}`, this.config.SIGNUPS_PER_HOUR, HOUR, 'Too many sign-ups from this address: retry later');
  }

  async createApp(accountId: string, address: string): Promise<void> {
    const limit = this.config.APPS_PER_HOUR;
    await this.count(`apps:account:${accountId}`, limit, HOUR, 'Too many Apps created by this account in the last hour: retry later');
    await this.count(`apps:addr:${address}`, limit, HOUR, 'Too many Apps created from this address in the last hour: retry later');
  }

  /** Reset links: a few per e-mail and hour, and as many per address as sign-ups. */
  async passwordReset(email: string, address: string): Promise<void> {
    await this.count(`reset:addr:${address}`, this.config.SIGNUPS_PER_HOUR, HOUR, 'Too many reset links asked from this address: retry later');
    await this.count(`reset:email:${email}`, RESETS_PER_EMAIL, HOUR, 'Too many reset links asked for this e-mail: retry later');
  }

  private async count(key: string, limit: number, windowMs: number, message: string): Promise<void> {
    if (limit <= 0) return;
    const { hits, ttlMs } = await this.store.hit(key, windowMs);
    if (hits > limit) throw tooMany(message, ttlMs);
  }
}

function tooMany(message: string, ms: number): TooManyRequestsException {
  return new TooManyRequestsException(message, Math.max(1, Math.ceil(ms / 1000)));
}
