// When a photo says it was taken (issue 37): EXIF DateTimeOriginal and OffsetTimeOriginal, read
// from the raw EXIF block sharp hands over (metadata().exif) before the photo is re-encoded without
// it. Only these two tags are read, by walking the TIFF structure: a bad or hostile block gives
// null, never an exception, and offsets are bounds-checked so nothing reads outside the buffer.

/** What the camera wrote: "YYYY:MM:DD HH:MM:SS" and, when it wrote one, its offset "+HH:MM". */
export type ExifTime = { dateTime: string; offset: string | null };

const TAG_EXIF_IFD = 0x8769;
const TAG_DATE_TIME_ORIGINAL = 0x9003;
const TAG_DATE_TIME_DIGITIZED = 0x9004;
const TAG_OFFSET_TIME_ORIGINAL = 0x9011;
const TAG_OFFSET_TIME_DIGITIZED = 0x9012;
const TYPE_ASCII = 2;
const TYPE_LONG = 4;
/** More entries than an IFD of a real photo holds; a count above it is garbage. */
const MAX_ENTRIES = 1000;

export function readExifTime(exif: Buffer | undefined): ExifTime | null {
  if (!exif) return null;
  // sharp's block starts with the APP1 identifier; the TIFF header follows it.
  const start = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0;
  const tiff = exif.subarray(start);
  if (tiff.length < 8) return null;
  const order = tiff.subarray(0, 2).toString('latin1');
  if (order !== 'II' && order !== 'MM') return null;
  const le = order === 'II';
  const u16 = (at: number) => (at + 2 <= tiff.length ? (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at)) : null);
  const u32 = (at: number) => (at + 4 <= tiff.length ? (le ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at)) : null);

  /** The IFD at `at`: each tag with its type, count and where its value is. */
  const entries = (at: number | null) => {
    const out = new Map<number, { type: number; count: number; valueAt: number }>();
    const n = at === null ? null : u16(at);
    if (at === null || n === null || n > MAX_ENTRIES) return out;
    for (let i = 0; i < n; i++) {
      const e = at + 2 + i * 12;
      const tag = u16(e);
      const type = u16(e + 2);
      const count = u32(e + 4);
      if (tag === null || type === null || count === null) break;
      out.set(tag, { type, count, valueAt: e + 8 });
    }
    return out;
  };
  const ascii = (entry: { type: number; count: number; valueAt: number } | undefined): string | null => {
    if (!entry || entry.type !== TYPE_ASCII || entry.count > 64) return null;
    const at = entry.count <= 4 ? entry.valueAt : u32(entry.valueAt);
    if (at === null || at + entry.count > tiff.length) return null;
    return tiff
      .subarray(at, at + entry.count)
      .toString('latin1')
      .replace(/\0[\s\S]*$/, '')
      .trim();
  };

  const ifd0 = entries(u32(4));
  const pointer = ifd0.get(TAG_EXIF_IFD);
  if (!pointer || pointer.type !== TYPE_LONG) return null;
  const exifIfd = entries(u32(pointer.valueAt));
  const original = ascii(exifIfd.get(TAG_DATE_TIME_ORIGINAL));
  if (original) return { dateTime: original, offset: ascii(exifIfd.get(TAG_OFFSET_TIME_ORIGINAL)) || null };
  const digitized = ascii(exifIfd.get(TAG_DATE_TIME_DIGITIZED));
  return digitized ? { dateTime: digitized, offset: ascii(exifIfd.get(TAG_OFFSET_TIME_DIGITIZED)) || null } : null;
}
