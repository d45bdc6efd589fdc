// What the database does to a process's LISTEN connection (server/db/listener.ts) when it restarts
// or an operator ends it: terminated. Found by its last statement, a LISTEN (pooled connections
// never listen); every process on the test database loses its own.
import type pg from 'pg';

/** Terminates every LISTEN connection on the pool's database; resolves with how many it ended. */
export async function dropListenConnections(pool: pg.Pool): Promise<number> {
  const res = await pool.query(`
    select pg_terminate_backend(pid) from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`);
  return res.rowCount ?? 0;
}
