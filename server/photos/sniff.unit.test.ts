import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ftypHead } from '../test/photos';
import { sniffImage } from './sniff';

const tiny = (format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' | 'tiff') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .toFormat(format)
    .toBuffer();

describe('sniffImage', () => {
  it.each(['jpeg', 'png', 'webp'] as const)('recognises a real %s by its first bytes', async (format) => {
    const file = await tiny(format);
    expect(sniffImage(file)).toBe(format);
    expect(sniffImage(file.subarray(0, 16))).toBe(format);
  });

  it.each([
    ['heic', ['mif1', 'heic']],
    ['heix', ['mif1', 'heix']],
    ['mif1', ['heic', 'mif1']],
    ['msf1', ['msf1', 'hevc']],
    ['hevc', []],
  ])('recognises HEIC by its ftyp brands (major %s)', (major, compatible) => {
    expect(sniffImage(ftypHead(major, compatible))).toBe('heic');
  });

  it('does not take AVIF for HEIC, even with the mif1 brand they share', async () => {
    expect(sniffImage(await tiny('avif'))).toBeNull();
    expect(sniffImage(ftypHead('avif', ['mif1', 'miaf']))).toBeNull();
    expect(sniffImage(ftypHead('mif1', ['avif', 'miaf']))).toBeNull();
  });

  it('refuses other ISO-BMFF files (an MP4 video, a QuickTime movie)', () => {
    expect(sniffImage(ftypHead('isom', ['iso2', 'avc1', 'mp41']))).toBeNull();
    expect(sniffImage(ftypHead('qt  ', ['qt  ']))).toBeNull();
  });

  it.each([
    ['text', Buffer.from('Just some notes about the kitchen, renamed to kitchen.jpg')],
    ['PDF', Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj')],
    ['a RIFF that is not WebP (a WAV file)', Buffer.from('RIFF\x24\x08\x00\x00WAVEfmt ', 'latin1')],
    ['two bytes of a JPEG', Buffer.from([0xff, 0xd8])],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, head) => {
    expect(sniffImage(head)).toBeNull();
  });

  it.each(['gif', 'tiff'] as const)('refuses %s, which the pipeline does not take', async (format) => {
    expect(sniffImage(await tiny(format))).toBeNull();
  });
});
