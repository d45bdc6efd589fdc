// Files on the local disk under <dataDir>/files (the embedded default). Each file is written to a
// hidden temp file beside it, flushed, then renamed over the old one, so a reader or a crash never
// sees half a file. The content type sits in a hidden sidecar (.<name>.type) next to the file; two
// puts racing for one key may pair one's bytes with the other's type, which photos never do (each
// is written once, under a new id).
import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rmdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { assertFileKey, InvalidFileKey } from './file-key';
import type { FileStore, StoredFile } from './file-store';

const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

const errorCode = (err: unknown) => (err as NodeJS.ErrnoException | undefined)?.code;
/** What opening or removing a file that is not there (or is a folder, which is no file) answers. */
const isMissing = (err: unknown) => ['ENOENT', 'ENOTDIR', 'EISDIR'].includes(errorCode(err) ?? '');

export function createLocalFileStore(dataDir: string): FileStore {
  const root = path.resolve(dataDir, 'files');

  /** The file's path, checked to be inside the root (the key rule already ensures it; this is the second lock). */
  const locate = (key: string) => {
    assertFileKey(key);
    const file = path.resolve(root, key);
    const relative = path.relative(root, file);
    if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) throw new InvalidFileKey(key);
    return { file, sidecar: path.join(path.dirname(file), `.${path.basename(file)}.type`) };
  };

  /** Writes `data` to `target` through a temp file in the same folder, so the rename is atomic. */
  const writeAtomically = async (target: string, data: Buffer | string) => {
    const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.tmp`);
    const handle = await open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(data);
      await handle.datasync();
    } catch (err) {
      await handle.close();
      await unlink(temp).catch(() => {});
      throw err;
    }
    await handle.close();
    await rename(temp, target).catch(async (err) => {
      await unlink(temp).catch(() => {});
      throw err;
    });
  };

  return {
    kind: 'local',

    async put(key, body, contentType) {
      const { file, sidecar } = locate(key);
      // A delete of the folder's last file prunes the folder; one landing between our mkdir and our
      // write makes the write fail with ENOENT, and a second try recreates it.
      for (let attempt = 1; ; attempt++) {
        try {
          await mkdir(path.dirname(file), { recursive: true });
          await writeAtomically(sidecar, contentType);
          await writeAtomically(file, body);
          return;
        } catch (err) {
          if (errorCode(err) !== 'ENOENT' || attempt === 3) throw err;
        }
      }
    },

    async get(key): Promise<StoredFile | null> {
      const { file, sidecar } = locate(key);
      let handle;
      try {
        handle = await open(file, 'r');
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
      try {
        const stat = await handle.stat();
        if (!stat.isFile()) {
          await handle.close();
          return null;
        }
        const contentType = (await readFile(sidecar, 'utf8').catch(() => '')).trim() || DEFAULT_CONTENT_TYPE;
        // The stream owns the open handle from here (closed at its end or when destroyed), so a file
        // replaced or deleted meanwhile is still read whole, as it was when opened.
        return { body: handle.createReadStream(), size: stat.size, contentType };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },

    async delete(key) {
      const { file, sidecar } = locate(key);
      for (const target of [file, sidecar]) {
        await unlink(target).catch((err) => {
          if (!isMissing(err)) throw err;
        });
      }
      // Prune the folders left empty (photos/<uuid>/), so deleted photos leave nothing behind; a
      // folder with other files stops the walk.
      for (let dir = path.dirname(file); dir !== root && dir.startsWith(root + path.sep); dir = path.dirname(dir)) {
        try {
          await rmdir(dir);
        } catch {
          break;
        }
      }
    },
  };
}
