import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES } from '@core/photos';
import { phoneJpeg } from '../test/photos';
import { receiveUpload } from './intake';
import { removeStaleUploads, uploadTempDir } from './temp-uploads';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'turnready-temp-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('removeStaleUploads', () => {
  it('removes upload temp files older than the cut-off, and nothing else', async () => {
    const tmpDir = uploadTempDir(dataDir);
    expect(tmpDir).toBe(path.join(dataDir, 'tmp'));
    const jpeg = await phoneJpeg({ width: 16, height: 16 });
    const old = await receiveUpload(Readable.from([jpeg]), { maxBytes: MAX_PHOTO_BYTES, tmpDir });
    const fresh = await receiveUpload(Readable.from([jpeg]), { maxBytes: MAX_PHOTO_BYTES, tmpDir });
    await writeFile(path.join(tmpDir, 'someone-elses-file'), 'keep');
    const now = Date.now();
    const twoHoursAgo = new Date(now - 2 * 60 * 60 * 1000);
    await utimes(old.path, twoHoursAgo, twoHoursAgo);
    await utimes(path.join(tmpDir, 'someone-elses-file'), twoHoursAgo, twoHoursAgo);

    expect(await removeStaleUploads(tmpDir, { now })).toBe(1);
    expect((await readdir(tmpDir)).sort()).toEqual([path.basename(fresh.path), 'someone-elses-file'].sort());
  });

  it('is fine with no temp folder yet', async () => {
    expect(await removeStaleUploads(uploadTempDir(dataDir))).toBe(0);
  });
});
