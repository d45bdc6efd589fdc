import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_LONG_SIDE, THUMB_LONG_SIDE } from '@core/photos';
import { hugePngHeader, phoneJpeg, PRIVATE_MARKERS, samsungStyleJpeg } from '../test/photos';
import { PhotoRejected } from './photo-rejected';
import { MAX_INPUT_PIXELS, processPhoto } from './process';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'turnready-process-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

let n = 0;
async function fileOf(bytes: Buffer): Promise<string> {
  const file = path.join(dir, `input-${++n}`);
  await writeFile(file, bytes);
  return file;
}

/** The RGB of the pixel at (x, y). */
async function pixel(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

const near = (actual: number[], expected: number[]) => actual.every((v, i) => Math.abs(v - expected[i]!) <= 16);

describe('processPhoto', () => {
  it('strips every bit of metadata: EXIF with GPS, XMP, the colour profile, comments', async () => {
    const input = await phoneJpeg({ width: 1200, height: 900 });
    // The input really carries what must go.
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(before.xmp).toBeDefined();
    expect(before.icc).toBeDefined();
    const inputText = input.toString('latin1');
    for (const marker of PRIVATE_MARKERS) expect(inputText).toContain(marker);

    const out = await processPhoto(await fileOf(input));
    expect(out.contentType).toBe('image/jpeg');
    for (const image of [out.full, out.thumb]) {
      const after = await sharp(image).metadata();
      expect(after.format).toBe('jpeg');
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect(after.iptc).toBeUndefined();
      expect(after.comments ?? []).toEqual([]);
      const text = image.toString('latin1');
      for (const marker of PRIVATE_MARKERS) expect(text).not.toContain(marker);
    }
  });

  it(`fits the photo within ${PHOTO_LONG_SIDE} px and the thumbnail within ${THUMB_LONG_SIDE} px, keeping the shape`, async () => {
    const out = await processPhoto(await fileOf(await phoneJpeg({ width: 4032, height: 3024 })));
    expect([out.width, out.height]).toEqual([2048, 1536]);
    const full = await sharp(out.full).metadata();
    const thumb = await sharp(out.thumb).metadata();
    expect([full.width, full.height]).toEqual([2048, 1536]);
    expect([thumb.width, thumb.height]).toEqual([400, 300]);
  });

  it('never enlarges a small photo', async () => {
    const out = await processPhoto(await fileOf(await phoneJpeg({ width: 300, height: 200 })));
    expect([out.width, out.height]).toEqual([300, 200]);
    const thumb = await sharp(out.thumb).metadata();
    expect([thumb.width, thumb.height]).toEqual([300, 200]);
  });

  it('turns the photo upright from its EXIF orientation (6: taken with the phone on its side)', async () => {
    // Stored 600 × 400, left half red and right half blue; orientation 6 means "rotate 90° clockwise to show".
    const left = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const input = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#0000ff' } })
      .composite([{ input: left, left: 0, top: 0 }])
      .withMetadata({ orientation: 6 })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect((await sharp(input).metadata()).orientation).toBe(6);

    const out = await processPhoto(await fileOf(input));
    expect([out.width, out.height]).toEqual([400, 600]);
    // The stored left edge is now the top: red above, blue below.
    expect(near(await pixel(out.full, 200, 50), [255, 0, 0])).toBe(true);
    expect(near(await pixel(out.full, 200, 550), [0, 0, 255])).toBe(true);
    expect((await sharp(out.full).metadata()).orientation).toBeUndefined();
  });

  it('puts the transparent parts of a PNG on white', async () => {
    const png = await sharp({
      create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        {
          input: { create: { width: 100, height: 100, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 1 } } },
          left: 100,
          top: 0,
        },
      ])
      .png()
      .toBuffer();
    const out = await processPhoto(await fileOf(png));
    expect((await sharp(out.full).metadata()).channels).toBe(3);
    expect(near(await pixel(out.full, 20, 50), [255, 255, 255])).toBe(true);
    expect(near(await pixel(out.full, 150, 50), [0, 128, 0])).toBe(true);
  });

  it('takes a WebP', async () => {
    const webp = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#123456' } })
      .webp()
      .toBuffer();
    const out = await processPhoto(await fileOf(webp));
    expect([out.width, out.height]).toEqual([640, 480]);
    expect((await sharp(out.full).metadata()).format).toBe('jpeg');
  });

  it('keeps a photo its decoder only warns about (the invalid scan parameters of some Samsung phones)', async () => {
    const input = await samsungStyleJpeg();
    await expect(sharp(input, { failOn: 'warning' }).toBuffer()).rejects.toThrow(/Invalid SOS parameters/);
    const out = await processPhoto(await fileOf(input));
    expect([out.width, out.height]).toEqual([64, 48]);
  });

  it.each([
    ['a JPEG cut off half way', async () => (await phoneJpeg({ width: 800, height: 600 })).subarray(0, 20_000)],
    [
      'a JPEG header followed by garbage',
      async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('garbage '.repeat(500))]),
    ],
    [
      'a PNG signature on a text file',
      async () =>
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not a png')]),
    ],
    [
      `a PNG declaring 30,000 × 30,000 pixels (over the ${MAX_INPUT_PIXELS / 1e6} MP limit)`,
      async () => hugePngHeader(30_000, 30_000),
    ],
  ])('refuses %s as unreadable', async (_name, make) => {
    const err = await processPhoto(await fileOf(await make())).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PhotoRejected);
    expect((err as PhotoRejected).reason).toBe('unreadable');
  });

  it("lets a missing file be the server's error, not the photo's", async () => {
    const err = await processPhoto(path.join(dir, 'no-such-file')).catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(PhotoRejected);
  });
});
