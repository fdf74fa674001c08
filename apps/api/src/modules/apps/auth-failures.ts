import { Inject, Injectable } from '@nestjs/common';
import { RATE_LIMIT_STORAGE, type RateLimitStorage } from '@parley/redis';
import { API_CONFIG, type ApiConfig } from '../../config/config';

const WINDOW_MS = 60_000;
const MAX_BLOCKED = 100_000;

/**
 * Failed App-Key authentications (unknown App-Id, wrong key) per client address. Past
 * AUTH_FAILURES_PER_MINUTE in a minute, the address gets 429 with Retry-After for the rest of the
 * minute on every App-Key request, right or wrong: otherwise a guesser would tell a right guess
 * from the 429s. Failures are counted where the App limits are (Redis, shared by the instances;
 * in this process while Redis is away), and the verdict is kept here, so a request from an address
 * in good standing pays one Map lookup and nothing else.
 */
@Injectable()
export class AuthFailures {
  private readonly limit: number;
  /** Addresses past the limit, until when (ms). */
  private readonly blocked = new Map<string, number>();

  constructor(
    @Inject(RATE_LIMIT_STORAGE) private readonly counts: RateLimitStorage,
    @Inject(API_CONFIG) config: ApiConfig,
  ) {
    this.limit = config.AUTH_FAILURES_PER_MINUTE;
  }

  /** Seconds the address must wait before trying again; 0 when it may try now. */
  retryAfter(address: string): number {
    if (this.blocked.size === 0) return 0;
    const until = this.blocked.get(address);
    if (until === undefined) return 0;
    const left = until - Date.now();
    if (left > 0) return Math.ceil(left / 1000);
    this.blocked.delete(address);
    return 0;
  }

  /** Counts a failure; the seconds to wait when it was one too many, else 0. */
  async failed(address: string): Promise<number> {
    if (this.limit === 0) return 0;
    const { hits, resetSeconds } = await this.counts.hit(`authfail:${address}`, WINDOW_MS);
    if (hits <= this.limit) return 0;
    if (this.blocked.size >= MAX_BLOCKED) this.blocked.delete(this.blocked.keys().next().value!);
    this.blocked.set(address, Date.now() + resetSeconds * 1000);
    return resetSeconds;
  }
}
