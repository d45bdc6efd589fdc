// Photos made for tests and the bench: real encoded images with the metadata a phone writes (GPS,
// camera, comment), and the headers of files the pipeline must refuse.
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { noiseBytes } from './noise';

/** What a phone photo says about where and how it was taken; none of it may be kept. */
export const PHONE_EXIF = {
  IFD0: { Make: 'TurnReadyCam', Model: 'Test Phone 15', ImageDescription: 'secret-home-address' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '25/1 46/1 3210/100',
    GPSLongitudeRef: 'W',
    GPSLongitude: '80/1 11/1 4200/100',
    GPSMapDatum: 'WGS-84',
  },
};
/** Strings from PHONE_EXIF, the XMP and the comment below, found in an input's bytes and never in an output's. */
export const PRIVATE_MARKERS = [
  'secret-home-address',
  'TurnReadyCam',
  'WGS-84',
  'secret-xmp',
  'secret-comment',
  'Exif',
  'GPS',
  'http://ns.adobe.com/xap',
];

const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:Label="secret-xmp" xmp:CreatorTool="GPS Camera"/></rdf:RDF></x:xmpmeta>';

/** Photo-like pixels: a left-to-right gradient with half-strength noise, so JPEG compresses them poorly, as with a real photo. */
export function photoPixels(width: number, height: number, seed = 1): Buffer {
  const raw = noiseBytes(width * height * 3, seed);
  for (let i = 0; i < raw.length; i++) raw[i] = (((((i / 3) | 0) % width) * 255) / width) * 0.5 + raw[i]! * 0.5;
  return raw;
}

/** A JPEG as a phone makes it: EXIF with GPS, XMP, a P3 colour profile and a comment. */
export async function phoneJpeg(opts: {
  width: number;
  height: number;
  seed?: number;
  quality?: number;
}): Promise<Buffer> {
  const jpeg = await sharp(photoPixels(opts.width, opts.height, opts.seed), {
    raw: { width: opts.width, height: opts.height, channels: 3 },
  })
    .withExif(PHONE_EXIF)
    .withXmp(XMP)
    .withIccProfile('p3')
    .jpeg({ quality: opts.quality ?? 80 })
    .toBuffer();
  return withJpegComment(jpeg, 'secret-comment');
}

/** Inserts a COM segment right after the JPEG's SOI marker. */
export function withJpegComment(jpeg: Buffer, comment: string): Buffer {
  const text = Buffer.from(comment, 'latin1');
  const segment = Buffer.alloc(4 + text.length);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(text.length + 2, 2);
  text.copy(segment, 4);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

/**
 * A JPEG with the flaw some Samsung phones write: scan parameters invalid for a sequential JPEG
 * (here Al = 1), which libjpeg warns about ("Invalid SOS parameters") and decodes all the same.
 */
export async function samsungStyleJpeg(): Promise<Buffer> {
  const jpeg = Buffer.from(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#808080' } })
      .jpeg()
      .toBuffer(),
  );
  const sos = jpeg.indexOf(Buffer.from([0xff, 0xda]));
  jpeg[sos + 2 + jpeg.readUInt16BE(sos + 2) - 1] = 0x01; // the SOS header's last byte: Ah/Al
  return jpeg;
}

/** The start of an ISO-BMFF file: an ftyp box with `major` and `compatible` brands, then some bytes. */
export function ftypHead(major: string, compatible: string[]): Buffer {
  const box = Buffer.alloc(16 + 4 * compatible.length);
  box.writeUInt32BE(box.length, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(major, 8, 'latin1');
  compatible.forEach((brand, i) => box.write(brand, 16 + 4 * i, 'latin1'));
  return Buffer.concat([box, Buffer.from('\0\0\0\x08meta', 'latin1'), noiseBytes(200, 3)]);
}

/** A PNG that declares `width` × `height` pixels in a file of a few dozen bytes (a decompression bomb's header). */
export function hugePngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
