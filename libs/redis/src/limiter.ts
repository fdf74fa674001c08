import type { RedisLink } from './redis-link';

/** One budget a unit of work is counted in: `limit` units per fixed window of `windowMs`. */
export interface Allowance {
  /** What is counted, prefixed by its caller (`webchat:visitor:<app>:<user>`, an App's id...). */
  key: string;
  /** Units per window; 0 (or less): no limit. */
  limit: number;
  windowMs: number;
}

/** A limiter's answer. */
export interface Verdict {
  ok: boolean;
  /** When refused, the index of the allowance that refused; -1 when granted. */
  refused: number;
  /** Units left in the first allowance's window, as far as this instance knows. */
  remaining: number;
  /** Milliseconds until the window of the allowance that refused (when granted: the first's) ends. */
  resetMs: number;
}

/** What this instance holds of one key's current window. */
interface Lease {
  limit: number;
  /** When the window ends (ms since the epoch); 0: no window known. */
  windowEnd: number;
  /** Units leased from Redis (counted there already) and not spent yet. */
  tokens: number;
  /** Units this instance granted in the window, leased or not. */
  spent: number;
  /**
   * The instance granted units of this window without a lease (Redis away): it keeps to its share
   * until the window ends, Redis back or not, since Redis's count does not hold them.
   */
  local: boolean;
  /** Redis's count of the window at the last lease (every instance's leases). */
  counted: number;
  /** Redis had nothing left in the window at the last lease. */
  full: boolean;
  /** A lease request in flight: takes that need this key wait for it instead of sending their own. */
  refill: Promise<boolean> | undefined;
  /** Takes of this key waiting for Redis. */
  pending: Set<Promise<Verdict>>;
}

/**
 * Leases units of several keys at once, each in its own fixed window (started by its first unit):
 * grants up to `want` of what is left. ARGV holds 3 numbers per key: limit, window (ms), want.
 * Returns {granted, count, pttl} per key.
 */
const LEASE = `
local out = {}
for i = 1, #KEYS do
  local limit = tonumber(ARGV[3 * i - 2])
  local window = tonumber(ARGV[3 * i - 1])
  local want = tonumber(ARGV[3 * i])
  local count = tonumber(redis.call('GET', KEYS[i]) or '0')
  local grant = math.min(want, math.max(0, limit - count))
  if grant > 0 then count = redis.call('INCRBY', KEYS[i], grant) end
  local ttl = redis.call('PTTL', KEYS[i])
  if ttl == -1 then redis.call('PEXPIRE', KEYS[i], window); ttl = window end
  if ttl < 0 then ttl = window end
  out[i] = {grant, count, ttl}
end
return out
`;

/** A lease asks for this fraction of what is left per instance, so that few units sit unused on one. */
const LEASE_FRACTION = 4;

/**
 * The limits of both servers: App rate limits, failed authentications, the portal's abuse limits,
 * the webchat's message, push and new-visitor limits. Each `take` is decided at once against the
 * budgets, before the work it admits, so concurrent requests never pass a limit together.
 *
 * With Redis (`REDIS_URL`) the instances share each budget: an instance leases units from a Redis
 * counter (one Lua script, atomic across instances, every key of a take in one round trip) and
 * spends them locally, so most takes cost no round trip at all. A lease is a quarter of what is
 * left divided by the live instances (`RedisLink.instances`), at least what the take needs: a
 * budget is never overspent, and few units sit unused on one instance while another is refused.
 * Once Redis says a window is spent, the instance refuses locally until it ends: a flood costs
 * Redis nothing.
 *
 * While Redis is away (down, frozen, not reached yet) an instance spends what it leased, then
 * grants at most its share of each window: the budget divided by the instances last counted
 * (rounded down), counting what it granted in that window already; a window it granted in so keeps
 * to the share until it ends, even once Redis is back (Redis's count does not hold those units).
 * So across instances a window never grants more than its budget, except the one in progress when
 * Redis was lost (each instance may add its share to what the others spent unseen), and except
 * instances that never reached Redis (they count themselves alone). Without REDIS_URL the one
 * instance holds the whole budget.
 */
export class Limiter {
  private readonly leases = new Map<string, Lease>();
  private readonly sweep: NodeJS.Timeout;

  constructor(private readonly link: RedisLink) {
    this.sweep = setInterval(() => this.forgetEnded(Date.now()), 60_000);
    this.sweep.unref();
  }

  /**
   * Takes `cost` units from every allowance, or none: refused when one of them has not enough left
   * (the first such is named). Never fails: a Redis error falls back to this instance's share.
   */
  take(allowances: readonly Allowance[], cost = 1): Promise<Verdict> {
    const now = this.decide(allowances, cost, !this.link.up);
    if (now) return Promise.resolve(now);
    const later = this.takeFromRedis(allowances, cost);
    for (const a of allowances) this.leases.get(a.key)?.pending.add(later);
    void later.finally(() => {
      for (const a of allowances) this.leases.get(a.key)?.pending.delete(later);
    });
    return later;
  }

  private async takeFromRedis(allowances: readonly Allowance[], cost: number): Promise<Verdict> {
    for (;;) {
      const lacking = this.lacking(allowances, cost);
      const refilled = await this.refill(
        lacking.map((i) => [allowances[i]!, this.leases.get(allowances[i]!.key)!] as const),
        cost,
      );
      const verdict = this.decide(allowances, cost, !refilled || !this.link.up);
      if (verdict) return verdict;
    }
  }

  /**
   * The verdict from what this instance holds (spending it), or null when some key needs a lease
   * from Redis first. `local`: Redis cannot be asked, so the instance's share decides.
   */
  private decide(allowances: readonly Allowance[], cost: number, away: boolean): Verdict | null {
    let local = away;
    const now = Date.now();
    const leases = allowances.map((a) => this.lease(a, now));
    let lacking = false;
    for (let i = 0; i < leases.length; i++) {
      const l = leases[i];
      if (!l || l.tokens >= cost) continue;
      if (l.full) return refusal(i, l, allowances[i]!, now, leases[0] ? leases[0].tokens + Math.max(0, leases[0].limit - leases[0].counted) : 0);
      lacking = true;
      if (l.local) local = true;
    }
    if (!lacking) {
      for (const l of leases) {
        if (!l) continue;
        l.tokens -= cost;
        l.spent += cost;
      }
      const first = leases[0];
      return granted(first, first ? first.tokens + Math.max(0, first.limit - first.counted) : Infinity, allowances[0], now);
    }
    return local ? this.takeLocally(allowances, leases, cost, now) : null;
  }

  /** The indexes of the allowances whose lease holds less than `cost`. */
  private lacking(allowances: readonly Allowance[], cost: number): number[] {
    const now = Date.now();
    const out: number[] = [];
    allowances.forEach((a, i) => {
      const l = this.lease(a, now);
      if (l && l.tokens < cost) out.push(i);
    });
    return out;
  }

  /**
   * Gives back units taken for work that turned out not to count (a right password after its try
   * was reserved): they are this instance's to grant again in the window.
   */
  giveBack(allowance: Allowance, cost = 1): void {
    const l = this.leases.get(allowance.key);
    if (!l) return;
    l.spent = Math.max(0, l.spent - cost);
    if (!l.local) l.tokens += cost;
  }

  /**
   * Gives back `cost` units of `allowance` taken for a request refused for what it carried (a body
   * the route refused), unless such refusals are abusive: they are counted under `refusedKey`, up to
   * the allowance's own limit per window; past it the units stay spent. True when given back.
   */
  async refund(allowance: Allowance, cost: number, refusedKey: string): Promise<boolean> {
    if (allowance.limit <= 0) return false;
    const counted = await this.take([{ key: refusedKey, limit: allowance.limit, windowMs: allowance.windowMs }]);
    if (!counted.ok) return false;
    this.giveBack(allowance, cost);
    return true;
  }

  /**
   * Milliseconds a unit of `allowance` would be refused for, by what this instance knows now (no
   * round trip); 0 when it would not be, or when only Redis could tell.
   */
  refusedFor(allowance: Allowance): number {
    const l = this.leases.get(allowance.key);
    const now = Date.now();
    if (!l || allowance.limit <= 0 || l.windowEnd <= now || l.tokens >= 1) return 0;
    const spentLocally = (l.local || !this.link.up) && l.spent >= this.share(allowance.limit);
    return l.full || spentLocally ? l.windowEnd - now : 0;
  }

  /**
   * Resolves once the takes of `key` in progress now (waiting for Redis) are decided; undefined when
   * none is. What is judged next then sees them: a right key after concurrent wrong ones.
   */
  decided(key: string): Promise<void> | undefined {
    const pending = this.leases.get(key)?.pending;
    if (!pending?.size) return undefined;
    return Promise.all([...pending]).then(() => undefined);
  }

  /** The lease of an allowance's key, its window restarted when it ended; null: no limit. */
  private lease(a: Allowance, now: number): Lease | null {
    if (a.limit <= 0) return null;
    let l = this.leases.get(a.key);
    if (!l) {
      l = { limit: a.limit, windowEnd: 0, tokens: 0, spent: 0, local: false, counted: 0, full: false, refill: undefined, pending: new Set() };
      this.leases.set(a.key, l);
    } else if (l.windowEnd !== 0 && l.windowEnd <= now) {
      Object.assign(l, { windowEnd: 0, tokens: 0, spent: 0, local: false, counted: 0, full: false });
    }
    l.limit = a.limit;
    return l;
  }

  /** The instance's share of a budget while Redis is away. */
  private share(limit: number): number {
    return this.link.configured ? Math.floor(limit / this.link.instances) : limit;
  }

  private takeLocally(allowances: readonly Allowance[], leases: (Lease | null)[], cost: number, now: number): Verdict {
    for (let i = 0; i < leases.length; i++) {
      const l = leases[i];
      if (!l) continue;
      if (l.windowEnd === 0) l.windowEnd = now + allowances[i]!.windowMs;
      if (l.tokens < cost && l.spent + cost > this.share(l.limit)) {
        const first = leases[0];
        return refusal(i, l, allowances[i]!, now, first ? first.tokens + Math.max(0, this.share(first.limit) - first.spent) : 0);
      }
    }
    for (const l of leases) {
      if (!l) continue;
      const leased = Math.min(l.tokens, cost);
      l.tokens -= leased;
      if (leased < cost) l.local = true;
      l.spent += cost;
    }
    const first = leases[0];
    return granted(first, first ? first.tokens + Math.max(0, this.share(first.limit) - first.spent) : Infinity, allowances[0], now);
  }

  /**
   * Leases units for the keys that lack them, in one round trip; a key whose lease is in flight
   * already is waited for instead. False when Redis failed (the take goes on locally).
   */
  private async refill(items: (readonly [Allowance, Lease])[], cost: number): Promise<boolean> {
    const waits: Promise<boolean>[] = [];
    const send: (readonly [Allowance, Lease])[] = [];
    for (const item of items) {
      if (item[1].refill) waits.push(item[1].refill);
      else send.push(item);
    }
    if (send.length) {
      const request = this.request(send, cost);
      for (const [, l] of send) l.refill = request;
      waits.push(request);
    }
    return (await Promise.all(waits)).every(Boolean);
  }

  private async request(items: (readonly [Allowance, Lease])[], cost: number): Promise<boolean> {
    const sentAt = Date.now();
    const perInstance = LEASE_FRACTION * this.link.instances;
    const keys: string[] = [];
    const args: number[] = [];
    for (const [a, l] of items) {
      const left = l.windowEnd > sentAt ? a.limit - l.counted : a.limit;
      keys.push(`parley:limit:${a.key}`);
      args.push(a.limit, a.windowMs, Math.max(cost, Math.floor(left / perInstance)));
    }
    let replies: [number, number, number][];
    try {
      replies = (await this.link.commands!.eval(LEASE, keys.length, ...keys, ...args)) as [number, number, number][];
    } catch (err) {
      this.link.failed(err);
      return false;
    } finally {
      for (const [, l] of items) l.refill = undefined;
    }
    for (const [i, [a, l]] of items.entries()) {
      const [grant, count, ttl] = replies[i]!;
      const windowEnd = sentAt + ttl;
      // A new window in Redis (it restarted empty): what this instance held of the last one is void.
      // Its count went back, or its end moved by more than a round trip's jitter.
      if (l.windowEnd !== 0 && (count - grant < l.counted || windowEnd > l.windowEnd + a.windowMs / 2)) Object.assign(l, { tokens: 0, spent: 0 });
      l.tokens += grant;
      l.counted = count;
      l.windowEnd = windowEnd;
      l.full = count >= l.limit;
    }
    return true;
  }

  private forgetEnded(now: number): void {
    for (const [k, l] of this.leases) if (l.windowEnd <= now && !l.refill && !l.pending.size) this.leases.delete(k);
  }
}

/** `remaining`: what is left all the same (a take dearer than it is refused; a cheaper one may still pass). */
function refusal(index: number, l: Lease, a: Allowance, now: number, remaining: number): Verdict {
  return { ok: false, refused: index, remaining, resetMs: Math.max(0, (l.windowEnd || now + a.windowMs) - now) };
}

function granted(first: Lease | null | undefined, remaining: number, a: Allowance | undefined, now: number): Verdict {
  const resetMs = first ? Math.max(0, (first.windowEnd || now + (a?.windowMs ?? 0)) - now) : 0;
  return { ok: true, refused: -1, remaining, resetMs };
}
