// The control socket of a data folder whose path is too long for a Unix socket: it lives in a
// private directory of the temp folder (mode 0700, this user's), and a directory or link that
// someone else planted at that predictable name is refused instead of used.
import { existsSync, statSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appOnDataFolder, claimDataFolder, ControlDirectoryError, controlSocketPath } from './control';

let scratch: string;
let dataDir: string;
beforeEach(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'turnready-control-'));
  // Deep enough that "<dataDir>/control.sock" is over the 100 bytes a socket path may take.
  dataDir = path.join(scratch, 'a-data-folder-with-a-long-name'.repeat(4));
  await mkdir(dataDir, { recursive: true });
});
afterEach(async () => {
  // Only the socket's own directory: never the temp folder itself (where the socket used to live).
  const socketDir = path.dirname(controlSocketPath(dataDir));
  if (path.basename(socketDir).startsWith('turnready-') && socketDir !== os.tmpdir())
    await rm(socketDir, { recursive: true, force: true });
  await rm(scratch, { recursive: true, force: true });
});

describe('the control socket of a deep data folder', () => {
  it('lives in a directory only this user can enter, and the app is found through it', async () => {
    const socketPath = controlSocketPath(dataDir);
    expect(path.dirname(socketPath)).not.toBe(os.tmpdir());
    expect(path.dirname(path.dirname(socketPath))).toBe(os.tmpdir());
    const control = await claimDataFolder({ dataDir });
    try {
      const dir = statSync(path.dirname(socketPath));
      expect(dir.isDirectory()).toBe(true);
      expect(dir.mode & 0o777).toBe(0o700);
      expect(existsSync(socketPath)).toBe(true);
      expect(await appOnDataFolder(dataDir)).toEqual({ pid: process.pid });
    } finally {
      await control.close();
    }
  });

  it('refuses a directory at that name that others can enter', async () => {
    const dir = path.dirname(controlSocketPath(dataDir));
    await mkdir(dir);
    await chmod(dir, 0o777);
    await expect(claimDataFolder({ dataDir })).rejects.toThrow(ControlDirectoryError);
    await expect(appOnDataFolder(dataDir)).rejects.toThrow(/not a private directory/);
  });

  it('refuses a link planted at that name, even to a private directory', async () => {
    const elsewhere = path.join(scratch, 'elsewhere');
    await mkdir(elsewhere, { mode: 0o700 });
    await symlink(elsewhere, path.dirname(controlSocketPath(dataDir)));
    await expect(claimDataFolder({ dataDir })).rejects.toThrow(ControlDirectoryError);
    expect(existsSync(path.join(elsewhere, 'control.sock'))).toBe(false);
  });

  it('keeps a short data folder’s socket in the folder itself', () => {
    expect(controlSocketPath('/srv/turnready')).toBe('/srv/turnready/control.sock');
  });
});
