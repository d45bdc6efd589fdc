// What kind of image a file is, from its first bytes: never from its name or the type the browser
// declared, which anyone can set.

export type SniffedImage = 'jpeg' | 'png' | 'webp' | 'heic';

/** How many leading bytes sniffImage needs at most (the ftyp box of a HEIC file, with its brands). */
export const SNIFF_BYTES = 64;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** HEIF brands of HEVC-coded images (iPhone photos: major brand heic, compatible mif1). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'mif1', 'msf1']);
/** AVIF shares the HEIF container (and often the mif1 brand) but is another codec: not a HEIC photo. */
const AVIF_BRANDS = new Set(['avif', 'avis']);

const ascii = (buf: Buffer, start: number, end: number) => buf.toString('latin1', start, end);

export function sniffImage(head: Buffer): SniffedImage | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') return isHeic(head) ? 'heic' : null;
  return null;
}

/** ISO-BMFF: [box size][ftyp][major brand][minor version][compatible brands...] within the box. */
function isHeic(head: Buffer): boolean {
  const boxSize = head.readUInt32BE(0);
  const end = Math.min(head.length, boxSize >= 16 ? boxSize : 16);
  const brands = [ascii(head, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(head, at, at + 4));
  if (brands.some((b) => AVIF_BRANDS.has(b))) return false;
  return brands.some((b) => HEIC_BRANDS.has(b));
}
