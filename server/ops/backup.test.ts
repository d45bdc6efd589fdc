// `npm run db:backup` while the app runs and hosts keep posting jobs, then `npm run db:restore`
// into a new data folder: every row of the backup is there, every job acknowledged before the
// backup began is in it, and the restored folder starts as a working app with the same sessions.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite } from '../db/client';
import { buildJobInput, createHost, TEST_PASSWORD } from '../test/factories';
import {
  httpRequest,
  prepareServerDatabase,
  signInCookie,
  startServer,
  type ServerDatabase,
} from '../test/failure/support';
import { BackupError, compareFingerprints, fingerprintTables, readManifest, restore } from './backup';

/** The CLI as a user runs it (`npm run db:…` runs this same file). */
function dbCli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/ops/db-cli.ts', ...args], {
      cwd: process.cwd(),
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

async function fingerprintsOf(pgliteDir: string) {
  const pglite = createPglite({ dataDir: pgliteDir });
  await pglite.waitReady;
  try {
    return await fingerprintTables(pglite);
  } finally {
    await pglite.close();
  }
}

let database: ServerDatabase;
let scratch: string;
beforeAll(async () => {
  database = await prepareServerDatabase();
  scratch = await mkdtemp(path.join(os.tmpdir(), 'turnready-backup-'));
});
afterAll(() => Promise.all([database?.dispose(), scratch && rm(scratch, { recursive: true, force: true })]));

describe.skipIf(process.env.TEST_DB === 'postgres')('backups of the embedded database', () => {
  it('backs up while the app runs and writes go on, and restores every row into a new data folder', async () => {
    const dataDir = database.env.DATA_DIR!;
    const hosts = await database.use((db) =>
      Promise.all([1, 2, 3].map(() => createHost(db, { subscriptionTier: 'premium' }))),
    );
    // An uploaded file and the generated auth secret live in the data folder too.
    await mkdir(path.join(dataDir, 'files/photos/run-1'), { recursive: true });
    await writeFile(path.join(dataDir, 'files/photos/run-1/full.jpg'), 'jpeg bytes');
    await writeFile(path.join(dataDir, 'auth-secret'), 'restored-secret-restored-secret-restored', { mode: 0o600 });

    const server = await startServer({ database });
    const acknowledged: string[] = [];
    let stop = false;
    try {
      const cookies = await Promise.all(hosts.map((h) => signInCookie(server.url, h.email, TEST_PASSWORD)));
      // One lane per host, within the premium plan's 10 open jobs.
      const writer = async (cookie: string, lane: number) => {
        for (let i = 0; !stop && i < 10; i++) {
          const res = await httpRequest(`${server.url}/api/host/jobs`, {
            method: 'POST',
            headers: { origin: server.url, cookie },
            body: buildJobInput({ city: `Backupville ${lane}-${i}` }),
          });
          if (res.status !== 201) throw new Error(`unexpected ${res.status}: ${res.body}`);
          acknowledged.push((JSON.parse(res.body) as { id: string }).id);
        }
      };
      const writes = Promise.all(cookies.map((c, h) => writer(c, h)));
      while (acknowledged.length < 4) await new Promise((r) => setTimeout(r, 5));
      const beforeBackup = [...acknowledged];

      // A second server on the same folder would corrupt it: it refuses to start and says why.
      await expect(startServer({ database })).rejects.toThrow(
        /Another TurnReady server \(process \d+\) is using the data folder/,
      );

      const backedUp = await dbCli(['backup', '--out', path.join(scratch, 'backups')], { DATA_DIR: dataDir });
      expect(backedUp.stderr).toBe('');
      expect(backedUp.code).toBe(0);
      expect(backedUp.stdout).toMatch(/taken from the running app; restoring it was checked/);
      stop = true;
      await writes;

      const [name] = await readdir(path.join(scratch, 'backups'));
      const backupDir = path.join(scratch, 'backups', name!);
      const manifest = await readManifest(backupDir);
      expect(manifest.source).toBe('running-app');
      expect(manifest.files).toEqual({ count: 1, bytes: 'jpeg bytes'.length });
      expect(manifest.tables.find((t) => t.table === 'public.jobs')!.rows).toBeGreaterThanOrEqual(beforeBackup.length);

      // Restore into a new data folder, as a user would.
      const restoredDir = path.join(scratch, 'restored');
      const restored = await dbCli(['restore', backupDir, '--data-dir', restoredDir], { DATA_DIR: dataDir });
      expect(restored.stderr).toBe('');
      expect(restored.code).toBe(0);
      expect(restored.stdout).toMatch(/each checked against the backup/);
      expect(
        compareFingerprints(manifest.tables, await fingerprintsOf(path.join(restoredDir, 'pglite'))),
      ).toBeUndefined();
      expect(await readFile(path.join(restoredDir, 'files/photos/run-1/full.jpg'), 'utf8')).toBe('jpeg bytes');
      expect(await readFile(path.join(restoredDir, 'auth-secret'), 'utf8')).toBe(
        'restored-secret-restored-secret-restored',
      );

      // The restored folder is a working app: the sessions from before the backup are rows too and
      // still open it, and it holds every job acknowledged before the backup began.
      const again = await startServer({ database: { ...database, env: { DATA_DIR: restoredDir } } });
      try {
        const ids: string[] = [];
        for (const cookie of cookies) {
          const res = await httpRequest(`${again.url}/api/host/jobs`, { headers: { cookie } });
          expect(res.status).toBe(200);
          ids.push(...(JSON.parse(res.body) as { jobs: { id: string }[] }).jobs.map((j) => j.id));
        }
        expect(ids).toEqual(expect.arrayContaining(beforeBackup));
        expect(ids.every((id) => acknowledged.includes(id))).toBe(true);
      } finally {
        again.child.kill('SIGTERM');
        await again.exited;
      }
    } finally {
      stop = true;
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 120_000);

  it('backs up a data folder no app is running on', async () => {
    const out = path.join(scratch, 'offline');
    const result = await dbCli(['backup', '--out', out, '--no-files'], { DATA_DIR: database.env.DATA_DIR! });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/taken from the data folder/);
    const [name] = await readdir(out);
    const manifest = await readManifest(path.join(out, name!));
    expect(manifest.files).toBeNull();
    // With no app running the backup is the folder itself, row for row.
    expect(
      compareFingerprints(manifest.tables, await fingerprintsOf(path.join(database.env.DATA_DIR!, 'pglite'))),
    ).toBeUndefined();
  }, 60_000);

  it('never restores over a database, nor from a damaged backup', async () => {
    const out = path.join(scratch, 'offline');
    const [name] = await readdir(out);
    const backupDir = path.join(out, name!);
    await expect(restore({ backupDir, dataDir: database.env.DATA_DIR! })).rejects.toThrow(/already holds a database/);

    const damaged = path.join(scratch, 'damaged');
    await mkdir(damaged);
    await writeFile(path.join(damaged, 'manifest.json'), await readFile(path.join(backupDir, 'manifest.json')));
    const bytes = await readFile(path.join(backupDir, 'database.tar.gz'));
    bytes[bytes.length >> 1]! ^= 0xff;
    await writeFile(path.join(damaged, 'database.tar.gz'), bytes);
    const target = path.join(scratch, 'never');
    await expect(restore({ backupDir: damaged, dataDir: target })).rejects.toThrow(BackupError);
    await expect(restore({ backupDir: damaged, dataDir: target })).rejects.toThrow(
      /does not match the manifest's checksum/,
    );
    expect(existsSync(path.join(target, 'pglite'))).toBe(false);

    const result = await dbCli(['restore', path.join(scratch, 'nothing-here')], { DATA_DIR: target });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/is not a TurnReady backup/);
  });

  it('sends PostgreSQL deployments to pg_dump', async () => {
    const result = await dbCli(['backup'], { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/pg_dump --format=custom/);
  });
});
