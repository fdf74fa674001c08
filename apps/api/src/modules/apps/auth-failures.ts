import { Inject, Injectable } from '@nestjs/common';
import { Limiter, type Allowance } from '@parley/redis';
import { API_CONFIG, type ApiConfig } from '../../config/config';

const WINDOW_MS = 60_000;

/**
 * Failed App-Key authentications (unknown App-Id, wrong key) per client address. Past
 * AUTH_FAILURES_PER_MINUTE in a minute, the address gets 429 with Retry-After for the rest of the
 * minute on every App-Key request, right or wrong: otherwise a guesser would tell a right guess
 * from the 429s. Failures are taken from the address's budget in the `Limiter` (shared by the
 * instances through Redis; this instance's share while Redis is away), which also knows, with no
 * round trip, whether an address is past it: a request from an address in good standing pays one
 * Map lookup and nothing else. A right key sent among concurrent wrong ones is judged after them
 * (`pending`), so a flood of guesses cannot slip a right one past the limit.
 */
@Injectable()
export class AuthFailures {
  private readonly limit: number;

  constructor(
    private readonly limiter: Limiter,
    @Inject(API_CONFIG) config: ApiConfig,
  ) {
    this.limit = config.AUTH_FAILURES_PER_MINUTE;
  }

  /** Seconds the address must wait before trying again; 0 when it may try now. */
  retryAfter(address: string): number {
    return seconds(this.limiter.refusedFor(this.allowance(address)));
  }

  /** Counts a failure; the seconds to wait when it was one too many, else 0. */
  async failed(address: string): Promise<number> {
    if (this.limit === 0) return 0;
    const verdict = await this.limiter.take([this.allowance(address)]);
    return verdict.ok ? 0 : Math.max(1, seconds(verdict.resetMs));
  }

  /**
   * For a right key: undefined when no failure of the address is being counted now (the usual
   * case), else resolves, once they are counted, to the seconds to wait (0: none).
   */
  pending(address: string): Promise<number> | undefined {
    const decided = this.limiter.decided(this.allowance(address).key);
    return decided?.then(() => this.retryAfter(address));
  }

  private allowance(address: string): Allowance {
    return { key: `authfail:${address}`, limit: this.limit, windowMs: WINDOW_MS };
  }
}

function seconds(ms: number): number {
  return Math.ceil(ms / 1000);
}
