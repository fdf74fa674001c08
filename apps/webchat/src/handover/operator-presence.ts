import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { OperatorIdentity } from '@parley/contracts';
import { RedisLink } from '@parley/redis';
import { randomBytes } from 'node:crypto';

/** One portal page on the operators namespace. */
export interface PresentOperator extends OperatorIdentity {
  /** Whether the member may answer (role `agent` or higher): only they count as online for visitors. */
  answers: boolean;
}

/**
 * An entry lives this long without a heartbeat (an instance killed leaves its pages for at most
 * this long; the next heartbeat of an instance with pages of the App, at most HEARTBEAT_MS later,
 * removes them and sends the App's pages the presence without them).
 */
const TTL_MS = 30_000;
const HEARTBEAT_MS = 10_000;
/** `anyoneWatching` trusts an answer this long. */
const CACHE_MS = 2_000;

const key = (appId: string) => `parley:operators:${appId}`;

/**
 * Who of an App's team has the portal's inbox open, across instances: each page connected to the
 * operators namespace is an entry of a Redis sorted set per App (scored by its expiry, renewed by
 * its instance's heartbeat, removed when the page leaves), so a member is online while one of their
 * pages is connected to any instance. Without Redis (or while it is away) an instance knows its own
 * pages only.
 */
@Injectable()
export class OperatorPresence implements OnModuleDestroy {
  private readonly logger = new Logger('OperatorPresence');
  private readonly instance = randomBytes(6).toString('hex');
  /** This instance's pages, per App and socket. */
  private readonly local = new Map<string, Map<string, PresentOperator>>();
  private readonly cache = new Map<string, { at: number; list: PresentOperator[] }>();
  private readonly timer: NodeJS.Timeout;
  private expiredListener: ((appId: string) => void) | null = null;

  constructor(private readonly link: RedisLink) {
    this.timer = setInterval(() => void this.heartbeat(), HEARTBEAT_MS);
    this.timer.unref();
  }

  /**
   * Called with an App whose entries of pages on another instance expired (that instance died
   * without removing them): the operators gateway sends the App's pages the presence without them.
   */
  onExpired(listener: (appId: string) => void): void {
    this.expiredListener = listener;
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  async join(appId: string, socketId: string, operator: PresentOperator): Promise<void> {
    const pages = this.local.get(appId) ?? this.local.set(appId, new Map()).get(appId)!;
    pages.set(socketId, operator);
    this.cache.delete(appId);
    await this.redis((r) => r.zadd(key(appId), Date.now() + TTL_MS, this.member(socketId, operator)));
  }

  async leave(appId: string, socketId: string): Promise<void> {
    const pages = this.local.get(appId);
    const operator = pages?.get(socketId);
    if (!pages || !operator) return;
    pages.delete(socketId);
    if (!pages.size) this.local.delete(appId);
    this.cache.delete(appId);
    await this.redis((r) => r.zrem(key(appId), this.member(socketId, operator)));
  }

  /** Every page of the App's team connected now (each member once), answerers or not. */
  async watching(appId: string): Promise<PresentOperator[]> {
    const shared = await this.redis((r) => r.zrangebyscore(key(appId), Date.now(), '+inf'));
    const all: PresentOperator[] = shared
      ? shared.flatMap((m) => {
          try {
            const e = JSON.parse(m) as { id: string; name: string; a: boolean };
            return [{ id: e.id, name: e.name, answers: e.a }];
          } catch {
            return [];
          }
        })
      : [...(this.local.get(appId)?.values() ?? [])];
    const byId = new Map<string, PresentOperator>();
    for (const o of all) byId.set(o.id, { ...o, answers: o.answers || !!byId.get(o.id)?.answers });
    const list = [...byId.values()];
    this.cache.set(appId, { at: Date.now(), list });
    return list;
  }

  /** Members who may answer and have the inbox open. */
  async online(appId: string): Promise<OperatorIdentity[]> {
    return (await this.watching(appId)).filter((o) => o.answers).map(({ id, name }) => ({ id, name }));
  }

  /** Whether any page of the App's team is open (a cached answer, at most 2 s old): live inbox rows are computed only then. */
  async anyoneWatching(appId: string): Promise<boolean> {
    if (this.local.get(appId)?.size) return true;
    const hit = this.cache.get(appId);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.list.length > 0;
    if (this.cache.size > 10_000) this.cache.clear();
    return (await this.watching(appId)).length > 0;
  }

  /** Apps with a page on this instance. */
  localApps(): string[] {
    return [...this.local.keys()];
  }

  private member(socketId: string, o: PresentOperator): string {
    return JSON.stringify({ i: this.instance, s: socketId, id: o.id, name: o.name, a: o.answers });
  }

  private async heartbeat(): Promise<void> {
    const expiry = Date.now() + TTL_MS;
    for (const [appId, pages] of this.local) {
      await this.redis(async (r) => {
        const args: (string | number)[] = [];
        for (const [socketId, o] of pages) args.push(expiry, this.member(socketId, o));
        await r.zadd(key(appId), ...args);
        const expired = await r.zremrangebyscore(key(appId), '-inf', Date.now());
        await r.pexpire(key(appId), TTL_MS * 4);
        if (expired > 0) {
          this.cache.delete(appId);
          this.expiredListener?.(appId);
        }
      });
    }
  }

  /** Runs a Redis command when Redis is up; undefined otherwise (the caller uses this instance's pages). */
  private async redis<T>(run: (r: NonNullable<RedisLink['commands']>) => Promise<T>): Promise<T | undefined> {
    const r = this.link.commands;
    if (!r || !this.link.up) return undefined;
    try {
      return await run(r);
    } catch (err) {
      this.link.failed(err);
      this.logger.debug(`presence in Redis failed: ${(err as Error).message}`);
      return undefined;
    }
  }
}
