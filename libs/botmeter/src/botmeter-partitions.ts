import type { BotmeterLogger } from './logger';
import type { BotmeterPartitionsRepository } from './botmeter-partitions.repository';
import { addMonths, monthOf, monthRange, parsePartitionName, partitionName, partitionNamesFor, type Month } from './months';

/**
 * Keeps a month partition for every month records are written to: ahead of time (schedule) and
 * on demand (before a batch of a month without one). The default partition catches a record
 * whenever this fails, so a failure here is logged, never passed to the writer.
 */
export class BotmeterPartitions {
  private known: Set<string> | undefined;

  constructor(
    private readonly repo: BotmeterPartitionsRepository,
    private readonly logger: BotmeterLogger,
  ) {}

  /** Makes sure the months of these timestamps have their partition. */
  async ensureFor(times: Iterable<Date>): Promise<void> {
    const known = await this.knownNames();
    for (const [name, month] of partitionNamesFor(times)) {
      if (!known.has(name)) await this.create(month);
    }
  }

  /** The previous, current and `ahead` next months. */
  async ensureAhead(now: Date, ahead: number): Promise<void> {
    const current = monthOf(now);
    const months = Array.from({ length: ahead + 2 }, (_, i) => addMonths(current, i - 1));
    await this.ensureFor(months.map((m) => monthRange(m).from));
  }

  /** Drops month partitions whose every row is past its App's retention; returns their names. */
  async dropExpired(now: Date, minRetentionDays: number): Promise<string[]> {
    const cutoff = now.getTime() - minRetentionDays * 86_400_000;
    const dropped: string[] = [];
    for (const name of await this.repo.list()) {
      const month = parsePartitionName(name)!;
      // Only months wholly older than the shortest retention can be expired at all.
      if (monthRange(month).to.getTime() > cutoff) continue;
      if (!(await this.repo.expired(name, now))) continue;
      await this.repo.drop(name);
      this.known?.delete(name);
      dropped.push(name);
    }
    return dropped;
  }

  private async knownNames(): Promise<Set<string>> {
    this.known ??= new Set(await this.repo.list());
    return this.known;
  }

  private async create(month: Month): Promise<void> {
    const name = partitionName(month);
    try {
      await this.repo.create(month);
      this.known?.add(name);
    } catch (err) {
      this.logger.warn(`Could not create partition ${name}, its records go to the default partition: ${(err as Error).message}`);
    }
  }
}
