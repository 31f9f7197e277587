import pg from 'pg';

/**
 * The advisory-lock space of background jobs (`pg_try_advisory_lock(JOB_LOCK_CLASS, hashtext(name))`):
 * two-key locks, apart from the migrations' one-key lock.
 */
const JOB_LOCK_CLASS = 7_202_612;

/**
 * Runs a background job on one app node at a time, and one run at a time in this process.
 * `run(name, job)` waits for a run of the same job in this process to end first; it answers false,
 * without running the job, when another node is running it.
 */
export interface JobLocks {
  run(name: string, job: () => Promise<void>): Promise<boolean>;
  close(): Promise<void>;
}

/** The embedded database serves one process: this process's runs take turns. */
export function localJobLocks(): JobLocks {
  const last = new Map<string, Promise<unknown>>();
  return {
    run(name, job) {
      const previous = last.get(name) ?? Promise.resolve();
      const run = previous.catch(() => undefined).then(job);
      const settled = run.catch(() => undefined);
      last.set(name, settled);
      void settled.then(() => {
        if (last.get(name) === settled) last.delete(name);
      });
      return run.then(() => true);
    },
    close: async () => undefined,
  };
}

/**
 * PostgreSQL session advisory locks, held on a connection of their own (outside the pool, so a
 * job holding its lock never waits for a pooled connection its own lock took), opened on the first
 * job and again after it is lost. Losing it releases the locks on the server: another node may
 * then start the job while this one finishes, so the jobs' own row claims stay what makes each row
 * handled once; the lock spares the duplicate work and the operators' duplicate calls.
 */
export function postgresJobLocks(connectionString: string): JobLocks {
  const local = localJobLocks();
  let connection: Promise<pg.Client> | undefined;
  const connect = () =>
    (connection ??= (async () => {
      const client = new pg.Client({ connectionString, application_name: 'kramik job locks' });
      const lost = () => {
        connection = undefined;
      };
      client.on('error', lost);
      client.on('end', lost);
      await client.connect();
      return client;
    })().catch((error: unknown) => {
      connection = undefined;
      throw error;
    }));
  // One statement at a time on the connection (pg refuses queries piled on a busy client).
  let turn: Promise<unknown> = Promise.resolve();
  const query = (text: string, name: string) => {
    const result = turn.then(async () => {
      const client = await connect();
      return client.query<{ value: boolean }>(text, [JOB_LOCK_CLASS, name]);
    });
    turn = result.catch(() => undefined);
    return result;
  };

  return {
    run: (name, job) =>
      local
        .run(name, async () => {
          const locked = await query(
            'select pg_try_advisory_lock($1, hashtext($2)) as value',
            name,
          );
          if (!locked.rows[0]?.value) throw new Skipped();
          try {
            await job();
          } finally {
            await query('select pg_advisory_unlock($1, hashtext($2)) as value', name).catch(
              () => undefined,
            );
          }
        })
        .catch((error: unknown) => {
          if (error instanceof Skipped) return false;
          throw error;
        }),
    async close() {
      const open = connection;
      connection = undefined;
      const client = await open?.catch(() => undefined);
      await client?.end().catch(() => undefined);
    },
  };
}

/** Another node holds the job's lock. */
class Skipped extends Error {}
