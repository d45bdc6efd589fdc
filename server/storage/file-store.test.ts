// The FileStore contract, one body run against both back ends: the local disk, and a real
// S3-compatible server (s3rver) started here. Whatever passes for one must pass for the other.
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { noiseBytes } from '../test/noise';
import { startS3Server, type S3Server } from '../test/s3-server';
import { InvalidFileKey, MAX_FILE_KEY_LENGTH } from './file-key';
import { createFileStore, type FileStore, type StoredFile } from './file-store';

/** Reads a stored file to the end, noting how its bytes arrived. */
async function readAll(file: StoredFile) {
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return {
    bytes: Buffer.concat(chunks),
    chunks: chunks.length,
    largestChunk: Math.max(0, ...chunks.map((c) => c.length)),
  };
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

type Backend = { store: FileStore; dispose(): Promise<void> };

const BACKENDS: [string, () => Promise<Backend>][] = [
  [
    'local',
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'turnready-files-'));
      return {
        store: createFileStore(loadEnv({ NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(32), DATA_DIR: dataDir })),
        dispose: () => rm(dataDir, { recursive: true, force: true }),
      };
    },
  ],
  [
    's3',
    async () => {
      const s3: S3Server = await startS3Server();
      const env = loadEnv({ NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(32), DATA_DIR: s3.directory, ...s3.env });
      return { store: createFileStore(env), dispose: () => s3.stop() };
    },
  ],
];

describe.each(BACKENDS)('FileStore contract: %s', (kind, start) => {
  let backend: Backend;
  let store: FileStore;
  beforeAll(async () => {
    backend = await start();
    store = backend.store;
  });
  afterAll(() => backend?.dispose());

  it(`is the ${kind} back end`, () => {
    expect(store.kind).toBe(kind);
  });

  it('gives back the bytes and the content type it was given', async () => {
    const body = Buffer.from('\xff\xd8\xff not really a jpeg, but bytes all the same', 'latin1');
    await store.put('photos/roundtrip/full.jpg', body, 'image/jpeg');
    const file = await store.get('photos/roundtrip/full.jpg');
    expect(file).not.toBeNull();
    expect(file!.contentType).toBe('image/jpeg');
    expect(file!.size).toBe(body.length);
    expect((await readAll(file!)).bytes.equals(body)).toBe(true);
  });

  it('answers null for a file that is not there (and for a folder of files)', async () => {
    expect(await store.get('photos/nobody/full.jpg')).toBeNull();
    await store.put('photos/folder/full.jpg', Buffer.from('x'), 'image/jpeg');
    expect(await store.get('photos/folder')).toBeNull();
  });

  it('deletes, and deleting again (or a file never stored) is fine', async () => {
    await store.put('photos/deleted/full.jpg', Buffer.from('bye'), 'image/jpeg');
    await store.delete('photos/deleted/full.jpg');
    expect(await store.get('photos/deleted/full.jpg')).toBeNull();
    await store.delete('photos/deleted/full.jpg');
    await store.delete('photos/never/stored.jpg');
  });

  it('replaces a file and its content type on a second put', async () => {
    await store.put('photos/overwrite/full.jpg', Buffer.from('first version, the longer one'), 'text/plain');
    await store.put('photos/overwrite/full.jpg', Buffer.from('second'), 'image/jpeg');
    const file = await store.get('photos/overwrite/full.jpg');
    expect(file!.contentType).toBe('image/jpeg');
    expect(file!.size).toBe(6);
    expect((await readAll(file!)).bytes.toString()).toBe('second');
  });

  it('keeps files apart: deleting one leaves its neighbour', async () => {
    await store.put('photos/pair/full.jpg', Buffer.from('full'), 'image/jpeg');
    await store.put('photos/pair/thumb.jpg', Buffer.from('thumb'), 'image/jpeg');
    await store.delete('photos/pair/full.jpg');
    expect((await readAll((await store.get('photos/pair/thumb.jpg'))!)).bytes.toString()).toBe('thumb');
  });

  it.each([
    '',
    '/photos/a.jpg',
    '../outside.jpg',
    'photos/../../outside.jpg',
    'photos/..',
    'photos//a.jpg',
    'photos/a/',
    '.hidden',
    'photos/.a.jpg.type',
    'Photos/A.JPG',
    'photos/a b.jpg',
    'photos\\a.jpg',
    'photos/é.jpg',
    'photos/a.jpg\0',
    'a'.repeat(MAX_FILE_KEY_LENGTH + 1),
  ])('refuses the key %j for put, get and delete', async (key) => {
    await expect(store.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toBeInstanceOf(InvalidFileKey);
    await expect(store.get(key)).rejects.toBeInstanceOf(InvalidFileKey);
    await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidFileKey);
  });

  it(`accepts a key of ${MAX_FILE_KEY_LENGTH} characters`, async () => {
    const key = `photos/${'a'.repeat(200)}/${'b'.repeat(MAX_FILE_KEY_LENGTH - 208)}`;
    expect(key).toHaveLength(MAX_FILE_KEY_LENGTH);
    await store.put(key, Buffer.from('long'), 'image/jpeg');
    expect((await readAll((await store.get(key))!)).bytes.toString()).toBe('long');
  });

  it('stores a 5 MB body and streams it back in pieces, not as one buffer', async () => {
    const body = noiseBytes(5 * 1024 * 1024);
    await store.put('photos/big/full.jpg', body, 'image/jpeg');
    const file = await store.get('photos/big/full.jpg');
    expect(file!.body).toBeInstanceOf(Readable);
    expect(file!.size).toBe(body.length);
    const read = await readAll(file!);
    expect(sha256(read.bytes)).toBe(sha256(body));
    expect(read.chunks).toBeGreaterThan(1);
    expect(read.largestChunk).toBeLessThan(body.length / 4);
  });
});

describe('the local back end', () => {
  let dataDir: string;
  let store: FileStore;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'turnready-files-'));
    store = createFileStore({ dataDir, s3: undefined });
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('writes under DATA_DIR/files, leaves no temp files, and prunes the folders it empties', async () => {
    await store.put('photos/tidy/full.jpg', Buffer.from('a'), 'image/jpeg');
    await store.put('photos/tidy/full.jpg', Buffer.from('b'), 'image/jpeg');
    expect(await readdir(dataDir)).toEqual(['files']);
    expect((await readdir(path.join(dataDir, 'files/photos/tidy'))).sort()).toEqual(['.full.jpg.type', 'full.jpg']);
    await store.delete('photos/tidy/full.jpg');
    expect(await readdir(path.join(dataDir, 'files'))).toEqual([]);
  });

  it('reads a file to its end even when it is deleted while being read', async () => {
    const body = noiseBytes(1024 * 1024, 7);
    await store.put('photos/race/full.jpg', body, 'image/jpeg');
    const file = await store.get('photos/race/full.jpg');
    await store.delete('photos/race/full.jpg');
    expect(sha256((await readAll(file!)).bytes)).toBe(sha256(body));
  });
});

describe('the S3 back end', () => {
  let s3: S3Server;
  beforeAll(async () => {
    s3 = await startS3Server('turnready-photos');
  });
  afterAll(() => s3?.stop());

  it('writes to the bucket S3_BUCKET names, at the key it was given, with its content type', async () => {
    const env = loadEnv({ NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(32), DATA_DIR: s3.directory, ...s3.env });
    await createFileStore(env).put('photos/in-bucket/full.jpg', Buffer.from('pixels'), 'image/jpeg');
    // Read back with a client of its own, not through the store.
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.env.S3_ENDPOINT,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
    });
    const head = await client.send(
      new HeadObjectCommand({ Bucket: 'turnready-photos', Key: 'photos/in-bucket/full.jpg' }),
    );
    expect(head).toMatchObject({ ContentType: 'image/jpeg', ContentLength: 6 });
    client.destroy();
  });
});
