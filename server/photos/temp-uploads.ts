// Where uploads wait between intake and processing (DATA_DIR/tmp: the same disk as the files, not a
// container's small /tmp), and the sweep for what a crash left there.
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { isUploadTempName } from './intake';

export function uploadTempDir(dataDir: string): string {
  return path.join(dataDir, 'tmp');
}

/**
 * Removes upload temp files older than `olderThanMs` (default an hour: no request holds one that
 * long), so it is safe while this or another process is receiving uploads. Returns how many went.
 */
export async function removeStaleUploads(
  tmpDir: string,
  opts: { olderThanMs?: number; now?: number } = {},
): Promise<number> {
  const cutoff = (opts.now ?? Date.now()) - (opts.olderThanMs ?? 60 * 60 * 1000);
  const names = await readdir(tmpDir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  let removed = 0;
  for (const name of names.filter(isUploadTempName)) {
    const file = path.join(tmpDir, name);
    const info = await stat(file).catch(() => undefined);
    if (info && info.mtimeMs < cutoff) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
