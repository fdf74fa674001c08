import { Inject, Injectable } from '@nestjs/common';
import { RedisLink } from '@parley/redis';
import { API_CONFIG, type ApiConfig } from '../../config/config';

const MINUTE = 60_000;
/** Failed log-ins of one e-mail are remembered this long after the first of a series. */
const ACCOUNT_WINDOW_MS = 60 * MINUTE;
const ADDRESS_WINDOW_MS = 15 * MINUTE;
/** The longest an e-mail is refused after wrong passwords. */
const MAX_BACKOFF_MS = 15 * MINUTE;

/** A try let through: settled once the password is checked. */
export interface LoginTry {
  email: string;
  address: string;
  /** The wait this try earns if it fails (0: it is within the allowance). */
  backoffMs: number;
  /** Counted in Redis (else in this process). */
  shared: boolean;
}

export type Reservation = { ok: true; attempt: LoginTry } | { ok: false; waitMs: number };

// Reserves a try: refused while the e-mail waits out its backoff or the address has no failure left
// (tries in flight count as failures until settled). A try past the e-mail's allowance sets the
// backoff it would earn at once, so no other try starts while it is checked.
// KEYS: e-mail count, e-mail lock, address count. ARGV: per account, account window, longest
// backoff, per address, address window. Returns {1, backoff} or {0, wait}.
const RESERVE = `
local perAccount, perAddress = tonumber(ARGV[1]), tonumber(ARGV[4])
local wait = 0
if perAccount > 0 then wait = math.max(wait, redis.call('PTTL', KEYS[2])) end
if perAddress > 0 and tonumber(redis.call('GET', KEYS[3]) or '0') >= perAddress then
  wait = math.max(wait, redis.call('PTTL', KEYS[3]))
end
if wait > 0 then return {0, wait} end
local backoff = 0
if perAccount > 0 then
  local n = redis.call('INCR', KEYS[1])
  if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
  if n >= perAccount then
    backoff = math.min(1000 * 2 ^ (n - perAccount), tonumber(ARGV[3]))
    redis.call('SET', KEYS[2], '1', 'PX', backoff)
  end
end
if perAddress > 0 then
  redis.call('INCR', KEYS[3])
  if redis.call('PTTL', KEYS[3]) < 0 then redis.call('PEXPIRE', KEYS[3], ARGV[5]) end
end
return {1, backoff}
`;

// A right password: the e-mail's series ends, and its try does not count against the address.
const SUCCEEDED = `
redis.call('DEL', KEYS[1], KEYS[2])
if tonumber(redis.call('GET', KEYS[3]) or '0') > 0 then redis.call('DECR', KEYS[3]) end
return 1
`;

interface LocalCount {
  count: number;
  endsAt: number;
}

/**
 * The log-in limits (docs/api.md, "Abuse limits"): wrong passwords per e-mail, then a backoff that
 * doubles, and failures per client address. A try is reserved before its password hash is checked
 * and settled after, so concurrent tries never pass a limit together: at most the allowance is
 * checked at once, and a try past it is checked alone, one per backoff.
 *
 * Counted in Redis, one round trip to reserve and one to settle (log-ins are rare; no lease). While
 * Redis is away (or without it) this process counts, holding its share of each limit: the
 * allowances divided by the instances last counted (rounded down) and the backoffs multiplied by
 * them, so the instances together grant no more than one would. A wait begun here holds after Redis
 * is back.
 */
@Injectable()
export class LoginAttempts {
  private readonly counts = new Map<string, LocalCount>();
  private readonly locks = new Map<string, number>();
  private sweptAt = Date.now();

  constructor(
    private readonly link: RedisLink,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  async reserve(email: string, address: string): Promise<Reservation> {
    const now = Date.now();
    const localWait = (this.locks.get(`email:${email}`) ?? 0) - now;
    if (localWait > 0) return { ok: false, waitMs: localWait };
    if (this.link.up) {
      try {
        const [ok, n] = (await this.link.commands!.eval(
          RESERVE,
          3,
          ...this.keys(email, address),
          this.config.LOGIN_FAILURES_PER_ACCOUNT,
          ACCOUNT_WINDOW_MS,
          MAX_BACKOFF_MS,
          this.config.LOGIN_FAILURES_PER_ADDRESS,
          ADDRESS_WINDOW_MS,
        )) as [number, number];
        return ok ? { ok: true, attempt: { email, address, backoffMs: n, shared: true } } : { ok: false, waitMs: n };
      } catch (err) {
        this.link.failed(err);
      }
    }
    return this.reserveLocally(email, address, now);
  }

  /** A right password: the e-mail's series of failures ends. */
  async succeeded(attempt: LoginTry): Promise<void> {
    this.locks.delete(`email:${attempt.email}`);
    this.counts.delete(`email:${attempt.email}`);
    const addr = this.counts.get(`addr:${attempt.address}`);
    if (!attempt.shared && addr && addr.count > 0) addr.count--;
    if (attempt.shared && this.link.up) {
      try {
        await this.link.commands!.eval(SUCCEEDED, 3, ...this.keys(attempt.email, attempt.address));
      } catch (err) {
        this.link.failed(err);
      }
    }
  }

  /** A wrong password: its backoff runs from now (it was set when the try began). */
  async failed(attempt: LoginTry): Promise<void> {
    if (!attempt.backoffMs) return;
    const key = `email:${attempt.email}`;
    if (!attempt.shared) {
      this.locks.set(key, Date.now() + attempt.backoffMs);
      return;
    }
    if (!this.link.up) return;
    try {
      await this.link.commands!.set(this.keys(attempt.email, attempt.address)[1], '1', 'PX', attempt.backoffMs);
    } catch (err) {
      this.link.failed(err);
    }
  }

  private keys(email: string, address: string): [string, string, string] {
    return [`parley:login:email:${email}`, `parley:login:email-lock:${email}`, `parley:login:addr:${address}`];
  }

  private reserveLocally(email: string, address: string, now: number): Reservation {
    this.sweep(now);
    const instances = this.link.configured ? this.link.instances : 1;
    const perAccount = this.config.LOGIN_FAILURES_PER_ACCOUNT;
    const perAddress = this.config.LOGIN_FAILURES_PER_ADDRESS;
    const addr = perAddress > 0 ? this.count(`addr:${address}`, ADDRESS_WINDOW_MS, now) : null;
    if (addr && addr.count >= Math.floor(perAddress / instances)) return { ok: false, waitMs: addr.endsAt - now };
    let backoffMs = 0;
    if (perAccount > 0) {
      const mail = this.count(`email:${email}`, ACCOUNT_WINDOW_MS, now);
      mail.count++;
      const allowance = Math.floor(perAccount / instances);
      if (mail.count >= allowance) {
        backoffMs = Math.min(1000 * 2 ** (mail.count - allowance), MAX_BACKOFF_MS) * instances;
        this.locks.set(`email:${email}`, now + backoffMs);
      }
    }
    if (addr) addr.count++;
    return { ok: true, attempt: { email, address, backoffMs, shared: false } };
  }

  private count(key: string, windowMs: number, now: number): LocalCount {
    let c = this.counts.get(key);
    if (!c || c.endsAt <= now) {
      c = { count: 0, endsAt: now + windowMs };
      this.counts.set(key, c);
    }
    return c;
  }

  /** Drops ended counts and waits once a minute: memory stays bounded by those in force. */
  private sweep(now: number): void {
    if (now - this.sweptAt < 60_000) return;
    this.sweptAt = now;
    for (const [k, c] of this.counts) if (c.endsAt <= now) this.counts.delete(k);
    for (const [k, until] of this.locks) if (until <= now) this.locks.delete(k);
  }
}
