// Migrates one template database per run; every test file then starts from a copy of it. Makes sure
// the built server is current for the tests that start it as a process.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer, staleParts } from '../../scripts/build.mjs';
import { createPglite, migrateDatabase, openDatabase } from '../db/client';
import { createScratchDatabase } from '../db/scratch-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated data folder as a tarball: what a server started on a PGlite data folder begins from. */
    pgliteTemplate: string;
    /** The same without the template0 and template1 databases: what each in-process test database loads. */
    pgliteTestTemplate: string;
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  // Tests that start the server as a child process (failure/support.ts) run dist/server/main.js, what
  // ships. `npm test` builds it before any test; a run of a few files after an edit rebuilds it here
  // (esbuild, well under a second), before any worker starts, so no test runs an older server and
  // no two files build at once. The web app is not rebuilt here: these tests do not need it.
  if (staleParts(['server']).length) await buildServer();
  // The project's `env` reaches test workers, not this setup: read it from the project's config.
  const target = project.config.env?.TEST_DB ?? process.env.TEST_DB;
  if (target === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('The api-postgres project needs TEST_DATABASE_URL.');
    const template = await createScratchDatabase(adminUrl, 'turnready_tpl');
    const database = await openDatabase({ url: template.url, poolSize: 1 });
    await migrateDatabase(database);
    await database.close();
    project.provide('postgresTemplate', template.url);
    project.provide('pgliteTemplate', '');
    project.provide('pgliteTestTemplate', '');
    return () => template.drop();
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'turnready-tpl-'));
  const pglite = createPglite();
  const database = await openDatabase({ pglite });
  await migrateDatabase(database);
  const dumpTo = async (name: string) => {
    // Written to the data files, so each copy starts without replaying the migrations from the WAL.
    await pglite.query('checkpoint');
    const file = path.join(dir, name);
    await writeFile(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  project.provide('pgliteTemplate', await dumpTo('template.tar'));
  // A test database never creates another database, so it needs neither template database: without
  // them the tarball each test database unpacks is 27 MB instead of 42 (server/test/app.ts).
  for (const name of ['template0', 'template1']) {
    await pglite.query(`alter database ${name} with is_template false`);
    await pglite.query(`drop database ${name}`);
  }
  project.provide('pgliteTestTemplate', await dumpTo('test-template.tar'));
  await pglite.close();
  project.provide('postgresTemplate', '');
  return () => rm(dir, { recursive: true, force: true });
}
