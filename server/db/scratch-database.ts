// A new database on a PostgreSQL server, dropped when done: each test run, test file and benchmark
// gets its own, so none touches the database it was pointed at or another run's data.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type ScratchDatabase = { url: string; drop(): Promise<void> };

/**
 * Creates `<prefix>_<unique>` on the server `adminUrl` connects to: empty, or a copy of `template`
 * (then `adminUrl` must not be connected to the template, which PostgreSQL requires to be unused).
 */
export async function createScratchDatabase(
  adminUrl: string,
  prefix: string,
  options: { template?: string } = {},
): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${options.template ? ` template ${options.template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
