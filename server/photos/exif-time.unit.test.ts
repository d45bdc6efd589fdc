import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readExifTime } from './exif-time';

const withExif = async (exif: Parameters<ReturnType<typeof sharp>['withExif']>[0]) =>
  (
    await sharp(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
        .withExif(exif)
        .jpeg()
        .toBuffer(),
    ).metadata()
  ).exif;

describe('readExifTime', () => {
  it('reads DateTimeOriginal and its offset', async () => {
    const exif = await withExif({
      IFD0: { Make: 'Phone' },
      IFD2: { DateTimeOriginal: '2026:11:27 10:42:05', OffsetTimeOriginal: '-06:00' },
    });
    expect(readExifTime(exif)).toEqual({ dateTime: '2026:11:27 10:42:05', offset: '-06:00' });
  });
  it('without an offset, says so; without the time, falls back to DateTimeDigitized or null', async () => {
    expect(readExifTime(await withExif({ IFD2: { DateTimeOriginal: '2026:11:27 10:42:05' } }))).toEqual({
      dateTime: '2026:11:27 10:42:05',
      offset: null,
    });
    expect(readExifTime(await withExif({ IFD2: { DateTimeDigitized: '2026:11:27 09:00:00' } }))).toEqual({
      dateTime: '2026:11:27 09:00:00',
      offset: null,
    });
    expect(readExifTime(await withExif({ IFD0: { Make: 'Phone' } }))).toBeNull();
    expect(readExifTime(undefined)).toBeNull();
  });
  it('gives null, never throws, for a broken or hostile block', async () => {
    const good = (await withExif({ IFD2: { DateTimeOriginal: '2026:11:27 10:42:05' } }))!;
    for (let cut = 0; cut < good.length; cut += 7) expect(() => readExifTime(good.subarray(0, cut))).not.toThrow();
    const garbage = Buffer.from(good);
    garbage.fill(0xff, 10);
    expect(readExifTime(garbage)).toBeNull();
    expect(readExifTime(Buffer.from('Exif\0\0MM\0*\0\0\0\x08\xff\xff'))).toBeNull();
  });
});
