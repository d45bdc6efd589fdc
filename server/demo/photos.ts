// The demo's photos: small real JPEGs drawn here (flat pictures of the rooms a turnover covers) and
// kept in the file store the way an upload is (photos/<id>/full.jpg and thumb.jpg), so the demo
// report, the schedule and the playbook show images on a machine with no camera and no network.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { THUMB_LONG_SIDE } from '@core/photos';
import type { FileStore } from '../storage/file-store';

const WIDTH = 800;
const HEIGHT = 600;
const JPEG = { quality: 80, mozjpeg: true } as const;

/** What each picture shows; the seed picks them by name. */
const SCENES = {
  kitchen: `
    <rect width="800" height="600" fill="#f3ede2"/>
    <rect x="40" y="40" width="720" height="150" rx="6" fill="#dbe4ea"/>
    <rect x="60" y="60" width="160" height="110" rx="4" fill="#c7d3dc"/>
    <rect x="240" y="60" width="160" height="110" rx="4" fill="#c7d3dc"/>
    <rect x="560" y="60" width="180" height="110" rx="4" fill="#3d4148"/>
    <rect x="575" y="75" width="120" height="80" rx="4" fill="#1f2227"/>
    <rect x="0" y="330" width="800" height="40" fill="#9ba0a6"/>
    <rect x="0" y="370" width="800" height="230" fill="#c9d6df"/>
    <rect x="20" y="390" width="180" height="190" rx="4" fill="#b8c7d2"/>
    <rect x="220" y="390" width="180" height="190" rx="4" fill="#b8c7d2"/>
    <rect x="420" y="390" width="360" height="190" rx="4" fill="#2b2e33"/>
    <ellipse cx="200" cy="345" rx="110" ry="16" fill="#e8ecef"/>
    <rect x="190" y="270" width="12" height="70" fill="#8a9096"/>
    <rect x="440" y="300" width="320" height="34" rx="4" fill="#1c1e22"/>
    <circle cx="510" cy="317" r="12" fill="#4a4e55"/><circle cx="590" cy="317" r="12" fill="#4a4e55"/>
    <circle cx="670" cy="317" r="12" fill="#4a4e55"/><circle cx="730" cy="317" r="9" fill="#4a4e55"/>
    <path d="M300 300 q30 -60 60 0" stroke="#7aa36b" stroke-width="10" fill="none"/>
    <rect x="310" y="300" width="40" height="32" rx="4" fill="#d9a066"/>`,
  bathroom: `
    <rect width="800" height="600" fill="#eef3f6"/>
    <g stroke="#d5dee4" stroke-width="3">
      <path d="M0 80 H800 M0 160 H800 M0 240 H800 M0 320 H800"/>
      <path d="M100 0 V380 M200 0 V380 M300 0 V380 M400 0 V380 M500 0 V380 M600 0 V380 M700 0 V380"/>
    </g>
    <rect x="0" y="380" width="800" height="220" fill="#cfd8de"/>
    <rect x="40" y="300" width="420" height="170" rx="40" fill="#ffffff" stroke="#b7c3cb" stroke-width="4"/>
    <rect x="60" y="315" width="380" height="40" rx="18" fill="#e3ecf2"/>
    <rect x="400" y="150" width="14" height="150" fill="#9aa6ae"/>
    <circle cx="407" cy="150" r="22" fill="#9aa6ae"/>
    <rect x="560" y="250" width="110" height="90" rx="10" fill="#ffffff" stroke="#b7c3cb" stroke-width="4"/>
    <ellipse cx="615" cy="400" rx="70" ry="50" fill="#ffffff" stroke="#b7c3cb" stroke-width="4"/>
    <rect x="585" y="340" width="60" height="30" fill="#ffffff" stroke="#b7c3cb" stroke-width="4"/>
    <rect x="700" y="120" width="60" height="12" rx="6" fill="#9aa6ae"/>
    <rect x="705" y="132" width="50" height="110" rx="6" fill="#7fb2c9"/>`,
  bedroom: `
    <rect width="800" height="600" fill="#e7edf2"/>
    <rect x="0" y="440" width="800" height="160" fill="#b08d6e"/>
    <g stroke="#9c7a5c" stroke-width="3"><path d="M0 490 H800 M0 540 H800 M0 590 H800"/></g>
    <rect x="170" y="150" width="460" height="170" rx="16" fill="#6f5240"/>
    <rect x="150" y="300" width="500" height="170" rx="14" fill="#ffffff" stroke="#cfd6dc" stroke-width="4"/>
    <rect x="200" y="250" width="170" height="70" rx="28" fill="#f8fafc" stroke="#cfd6dc" stroke-width="4"/>
    <rect x="430" y="250" width="170" height="70" rx="28" fill="#f8fafc" stroke="#cfd6dc" stroke-width="4"/>
    <rect x="150" y="370" width="500" height="100" rx="10" fill="#4a6fa5"/>
    <rect x="150" y="360" width="500" height="22" fill="#f1f4f8"/>
    <rect x="670" y="330" width="100" height="120" rx="6" fill="#8a6a50"/>
    <rect x="705" y="250" width="30" height="80" fill="#d7c9a8"/>
    <path d="M685 250 L755 250 L740 200 L700 200 Z" fill="#f2e3b3"/>`,
  rug: `
    <rect width="800" height="600" fill="#a98563"/>
    <g stroke="#957151" stroke-width="4"><path d="M0 100 H800 M0 220 H800 M0 340 H800 M0 460 H800 M0 580 H800"/></g>
    <rect x="90" y="80" width="620" height="440" rx="10" fill="#e9dcc4" stroke="#c9b48f" stroke-width="10"/>
    <rect x="130" y="120" width="540" height="360" rx="6" fill="none" stroke="#c9b48f" stroke-width="4"/>
    <path d="M360 250 C390 215 455 220 470 260 C490 300 470 340 430 350 C400 360 380 380 345 365 C310 350 300 310 320 285 C330 270 345 265 360 250 Z" fill="#7b1e2b" opacity="0.85"/>
    <circle cx="495" cy="232" r="12" fill="#7b1e2b" opacity="0.7"/>
    <circle cx="300" cy="340" r="8" fill="#7b1e2b" opacity="0.6"/>`,
} as const;

export type DemoScene = keyof typeof SCENES;

/** One stored demo photo, as the photos table records it. */
export type StoredDemoPhoto = {
  id: string;
  storageKey: string;
  thumbKey: string;
  contentType: 'image/jpeg';
  width: number;
  height: number;
  bytes: number;
};

/** Draws `scene` as a JPEG (and its thumbnail) and puts both in the store under a new photo id. */
async function storeDemoPhoto(files: FileStore, scene: DemoScene): Promise<StoredDemoPhoto> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">${SCENES[scene]}</svg>`;
  const { data: full, info } = await sharp(Buffer.from(svg)).jpeg(JPEG).toBuffer({ resolveWithObject: true });
  const thumb = await sharp(full).resize(THUMB_LONG_SIDE, THUMB_LONG_SIDE, { fit: 'inside' }).jpeg(JPEG).toBuffer();
  const id = randomUUID();
  const stored: StoredDemoPhoto = {
    id,
    storageKey: `photos/${id}/full.jpg`,
    thumbKey: `photos/${id}/thumb.jpg`,
    contentType: 'image/jpeg',
    width: info.width,
    height: info.height,
    bytes: full.length,
  };
  await files.put(stored.storageKey, full, stored.contentType);
  await files.put(stored.thumbKey, thumb, stored.contentType);
  return stored;
}

/** The photos the demo uses, by what they show: each is its own photo (and file), as uploads are. */
const PICTURES = {
  kitchen: 'kitchen',
  bathroom: 'bathroom',
  bedroom: 'bedroom',
  stain: 'rug',
  bedReference: 'bedroom',
} as const satisfies Record<string, DemoScene>;

export type DemoPhotos = Record<keyof typeof PICTURES, StoredDemoPhoto>;

/** Draws and stores every demo photo; if one fails, those already stored are removed. */
export async function storeDemoPhotos(files: FileStore): Promise<DemoPhotos> {
  const stored: Partial<DemoPhotos> = {};
  try {
    for (const [name, scene] of Object.entries(PICTURES) as [keyof DemoPhotos, DemoScene][])
      stored[name] = await storeDemoPhoto(files, scene);
  } catch (err) {
    await dropDemoPhotos(files, Object.values(stored));
    throw err;
  }
  return stored as DemoPhotos;
}

/** Removes stored demo photos whose rows were never written (the seed's transaction failed). */
export async function dropDemoPhotos(files: FileStore, photos: readonly StoredDemoPhoto[]): Promise<void> {
  await Promise.allSettled(photos.flatMap((p) => [files.delete(p.storageKey), files.delete(p.thumbKey)]));
}
