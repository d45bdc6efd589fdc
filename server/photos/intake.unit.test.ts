import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES, type PhotoRejection } from '@core/photos';
import { noiseBytes } from '../test/noise';
import { ftypHead, phoneJpeg } from '../test/photos';
import { receiveUpload } from './intake';
import { PhotoRejected } from './photo-rejected';

let tmpDir: string;
beforeEach(async () => {
  tmpDir = await mkdtemp(path.join(os.tmpdir(), 'turnready-intake-'));
});
afterEach(() => rm(tmpDir, { recursive: true, force: true }));

/** A stream that hands out `body` in 64 KB pieces, as a request body arrives. */
const streamOf = (body: Buffer) =>
  Readable.from(
    (function* () {
      for (let i = 0; i < body.length; i += 65_536) yield body.subarray(i, i + 65_536);
    })(),
  );

async function rejection(promise: Promise<unknown>): Promise<PhotoRejection> {
  const err = await promise.then(
    () => expect.fail('the upload was accepted'),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PhotoRejected);
  return (err as PhotoRejected).reason;
}

describe('receiveUpload', () => {
  it('streams a JPEG to a temp file under tmpDir and says what it is', async () => {
    const jpeg = await phoneJpeg({ width: 800, height: 600 });
    const upload = await receiveUpload(streamOf(jpeg), { maxBytes: MAX_PHOTO_BYTES, tmpDir });
    expect(upload).toMatchObject({ bytes: jpeg.length, type: 'jpeg' });
    expect(path.dirname(upload.path)).toBe(tmpDir);
    expect((await readFile(upload.path)).equals(jpeg)).toBe(true);
  });

  it.each(['png', 'webp'] as const)('takes a %s', async (format) => {
    const image = await sharp({
      create: { width: 64, height: 48, channels: 4, background: { r: 10, g: 200, b: 30, alpha: 0.5 } },
    })
      .toFormat(format)
      .toBuffer();
    expect((await receiveUpload(streamOf(image), { maxBytes: MAX_PHOTO_BYTES, tmpDir })).type).toBe(format);
  });

  it('creates tmpDir when it is not there yet', async () => {
    const nested = path.join(tmpDir, 'data/tmp');
    const upload = await receiveUpload(streamOf(await phoneJpeg({ width: 16, height: 16 })), {
      maxBytes: MAX_PHOTO_BYTES,
      tmpDir: nested,
    });
    expect(path.dirname(upload.path)).toBe(nested);
  });

  it.each([
    ['a text file named like a photo', Buffer.from('Door code 1234. Lockbox on the left.\n'.repeat(50)), 'not_image'],
    ['a tiny text file', Buffer.from('hi'), 'not_image'],
    ['an iPhone HEIC photo', ftypHead('heic', ['mif1', 'heic']), 'heic_unsupported'],
    ['an AVIF image', ftypHead('avif', ['mif1', 'miaf']), 'not_image'],
    ['an empty file', Buffer.alloc(0), 'empty'],
  ])('refuses %s, and keeps no file', async (_name, body, reason) => {
    expect(await rejection(receiveUpload(streamOf(body), { maxBytes: MAX_PHOTO_BYTES, tmpDir }))).toBe(reason);
    expect(await readdir(tmpDir)).toEqual([]);
  });

  it('stops a 16 MB upload at the 15 MB limit, and keeps no file', async () => {
    const body = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), noiseBytes(16 * 1024 * 1024)]);
    expect(await rejection(receiveUpload(streamOf(body), { maxBytes: MAX_PHOTO_BYTES, tmpDir }))).toBe('too_large');
    expect(await readdir(tmpDir)).toEqual([]);
  });

  it('takes a photo of exactly the limit', async () => {
    const jpeg = await phoneJpeg({ width: 32, height: 32 });
    expect((await receiveUpload(streamOf(jpeg), { maxBytes: jpeg.length, tmpDir })).bytes).toBe(jpeg.length);
  });

  it('passes on the error of a stream that fails half way (a client that went away), and keeps no file', async () => {
    const jpeg = await phoneJpeg({ width: 200, height: 200 });
    let reads = 0;
    const broken = new Readable({
      read() {
        if (++reads === 1) this.push(jpeg.subarray(0, 1000));
        else this.destroy(new Error('aborted'));
      },
    });
    await expect(receiveUpload(broken, { maxBytes: MAX_PHOTO_BYTES, tmpDir })).rejects.toThrow('aborted');
    expect(reads).toBe(2);
    expect(await readdir(tmpDir)).toEqual([]);
  });

  it('refuses a stream that is already gone', async () => {
    const gone = new Readable({ read() {} });
    gone.on('error', () => {});
    gone.destroy(new Error('aborted'));
    await expect(receiveUpload(gone, { maxBytes: MAX_PHOTO_BYTES, tmpDir })).rejects.toThrow();
    expect(await readdir(tmpDir)).toEqual([]);
  });
});

describe('receiveUpload with @fastify/multipart parts', () => {
  /** An app whose route takes every file part of a multipart request, reporting each as kept or refused. */
  async function uploadApp(limit: number) {
    const app = Fastify();
    await app.register(fastifyMultipart, { limits: { fileSize: limit, files: 10 }, throwFileSizeLimit: false });
    app.post('/photos', async (request) => {
      const results: Record<string, string> = {};
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        try {
          const upload = await receiveUpload(part.file, { maxBytes: limit, tmpDir });
          results[part.filename] = `${upload.type} ${upload.bytes}`;
        } catch (err) {
          if (!(err instanceof PhotoRejected)) throw err;
          results[part.filename] = err.reason;
        }
      }
      return results;
    });
    return app;
  }

  function multipart(files: [name: string, body: Buffer][]) {
    const boundary = '----turnready-test-boundary';
    const parts = files.flatMap(([name, body]) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      body,
      Buffer.from('\r\n'),
    ]);
    return {
      payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  }

  it('refuses the bad and the oversized files of one request and keeps the others', async () => {
    const limit = 256 * 1024;
    const app = await uploadApp(limit);
    const good = await phoneJpeg({ width: 100, height: 80 });
    const big = Buffer.concat([good.subarray(0, 4), noiseBytes(limit * 2)]);
    const res = await app.inject({
      method: 'POST',
      url: '/photos',
      ...multipart([
        ['first.jpg', good],
        ['huge.jpg', big],
        ['notes.jpg', Buffer.from('not a photo at all')],
        ['last.jpg', good],
      ]),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      'first.jpg': `jpeg ${good.length}`,
      'huge.jpg': 'too_large',
      'notes.jpg': 'not_image',
      'last.jpg': `jpeg ${good.length}`,
    });
    // The two kept photos are there; nothing of the refused ones.
    expect(await readdir(tmpDir)).toHaveLength(2);
    await app.close();
  });
});
