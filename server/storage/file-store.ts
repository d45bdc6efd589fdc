// Where uploaded files live: one interface, two back ends (local disk, any S3-compatible store).
// Callers name files by key (e.g. photos/<uuid>/full.jpg, see file-key.ts) and never learn which
// back end runs; which one is decided here, from the environment.
import type { Readable } from 'node:stream';
import type { Env } from '../env';
import { createLocalFileStore } from './local-file-store';
import { createS3FileStore } from './s3-file-store';

export type StoredFile = {
  /** The bytes, streamed from the store (never buffered whole): pipe it out, or destroy it. */
  body: Readable;
  size: number;
  contentType: string;
};

export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Writes the whole file under `key`, replacing any earlier one; readers never see half a file. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when there is no such file */
  get(key: string): Promise<StoredFile | null>;
  /** idempotent: deleting a missing key is fine */
  delete(key: string): Promise<void>;
}

/** S3 when S3_BUCKET is set, else the local disk under DATA_DIR/files. */
export function createFileStore(env: Pick<Env, 's3' | 'dataDir'>): FileStore {
  return env.s3 ? createS3FileStore(env.s3) : createLocalFileStore(env.dataDir);
}
