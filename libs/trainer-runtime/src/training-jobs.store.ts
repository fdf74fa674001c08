import type { DataSource } from 'typeorm';

/** pg-boss's schema in Parley's database. */
export const JOBS_SCHEMA = 'pgboss';

/** A training job's state as the status tells it (pg-boss's states). */
export interface JobState {
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  createdAt: Date;
  startedAt: Date | null;
  completedAt: Date | null;
  retries: number;
  /** What the job answered: its error's message when it failed. */
  error: string | null;
}

/**
 * The tables of the training jobs (pg-boss's, in the `pgboss` schema): the only code that hands
 * pg-boss a way to the database (the server's own pool, so its queries share the pool's limits and
 * timeouts) and reads a job's state for the status.
 */
export class TrainingJobsStore {
  constructor(private readonly ds: DataSource) {}

  /** pg-boss's `db`: each statement on a connection of the pool, answering pg's rows (UPDATE ... RETURNING included). */
  readonly bossDb = {
    executeSql: async (text: string, values?: unknown[]): Promise<{ rows: unknown[] }> => {
      const runner = this.ds.createQueryRunner();
      try {
        // Without values: the simple protocol, which runs pg-boss's scripts of several statements.
        const result = await runner.query(text, values?.length ? values : undefined, true);
        return { rows: result.records ?? [] };
      } catch (err) {
        // A script that opened a transaction (BEGIN ... COMMIT) and failed inside it leaves the
        // connection in it, holding its locks: end it before the connection goes back to the pool.
        if (/\bBEGIN\b/i.test(text)) await runner.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        await runner.release();
      }
    },
  };

  /**
   * A running job's heartbeat: the job counts as started now, so pg-boss's supervision, which fails
   * an active job once `started_on + expire_in < now()` (pg-boss 10's expiry rule), leaves it alone
   * for another `expire_in`. False when the job is not active any more (completed, or failed
   * meanwhile by its timeout). pg-boss has no API for it: this writes its job row.
   */
  async keepActive(queue: string, id: string): Promise<boolean> {
    const [, count]: [unknown, number] = await this.ds.query(
      `UPDATE ${JOBS_SCHEMA}.job SET started_on = now() WHERE name = $1 AND id = $2 AND state = 'active'`,
      [queue, id],
    );
    return count > 0;
  }

  /** The latest jobs of a queue and key, newest first (pg-boss keeps finished ones a while). */
  async latest(queue: string, key: string, limit = 3): Promise<JobState[]> {
    const rows: {
      state: JobState['state'];
      created_on: Date;
      started_on: Date | null;
      completed_on: Date | null;
      retry_count: number;
      output: { message?: string } | null;
    }[] = await this.ds.query(
      `SELECT state, created_on, started_on, completed_on, retry_count, output FROM ${JOBS_SCHEMA}.job
         WHERE name = $1 AND singleton_key = $2 ORDER BY created_on DESC LIMIT $3`,
      [queue, key, limit],
    );
    return rows.map((r) => ({
      state: r.state,
      createdAt: r.created_on,
      startedAt: r.started_on,
      completedAt: r.completed_on,
      retries: r.retry_count,
      error: r.state === 'failed' || r.state === 'retry' ? (typeof r.output?.message === 'string' ? r.output.message : null) : null,
    }));
  }
}
