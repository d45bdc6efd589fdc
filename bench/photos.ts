// Photo uploads end to end (issue 18): a phone-sized JPEG (4032 × 3024, about 5 MB of noisy pixels,
// with EXIF and GPS) streamed through receiveUpload, re-encoded by processPhoto (full size and
// thumbnail) and written to the local FileStore, as the upload route does.
// - Time: the median of 10 photos one after another (goal: under 1.5 s per photo).
// - Memory: the peak RSS above the baseline while uploads run at once, sampled every 20 ms, each case
//   in a fresh process (RSS rarely shrinks, so one case would hide the next): one upload alone, 10
//   at once, 20 at once, and 10 at once of twice the size. Memory bounded by the concurrency
//   (PHOTO_CONCURRENCY photos decoded at once), not by the uploads or the file sizes, means twice the
//   uploads and twice the size each leave the peak of 10 at once about where it was.
//
// Run alone: `npm run bench:photos`. `npm run bench` runs it too and reports it with the rest.
import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_PHOTO_BYTES } from '@core/photos';
import { receiveUpload } from '@server/photos/intake';
import { PHOTO_CONCURRENCY, processPhoto } from '@server/photos/process';
import { uploadTempDir } from '@server/photos/temp-uploads';
import { createFileStore, type FileStore } from '@server/storage/file-store';
import { phoneJpeg } from '@server/test/photos';

/** `growth`: the most the peak of 10 at once may grow with twice the uploads, or with twice the size. */
export const PHOTO_GOALS = { medianMs: 1500, growth: 1.25 } as const;
const UPLOADS_AT_ONCE = 10;
const TIMED_PHOTOS = 10;

type MemoryCase = {
  uploads: number;
  mb: number;
  megapixels: number;
  baselineMb: number;
  peakMb: number;
  seconds: number;
};

export type PhotoBenchResult = {
  photo: { width: number; height: number; mb: number };
  concurrency: number;
  timing: { medianMs: number; p90Ms: number; intakeMs: number; processMs: number; storeMs: number };
  alone: MemoryCase;
  atOnce: MemoryCase;
  twiceAsMany: MemoryCase;
  twiceAsBig: MemoryCase;
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.9))]!;
const mb = (bytes: number) => bytes / 2 ** 20;

/** One upload as the route will do it: stream in, re-encode, store both sizes, drop the temp file. */
async function uploadOnce(source: string, store: FileStore, tmpDir: string, n: number) {
  const t0 = performance.now();
  const upload = await receiveUpload(createReadStream(source), { maxBytes: MAX_PHOTO_BYTES, tmpDir });
  const t1 = performance.now();
  try {
    const photo = await processPhoto(upload.path);
    const t2 = performance.now();
    await store.put(`photos/bench-${n}/full.jpg`, photo.full, photo.contentType);
    await store.put(`photos/bench-${n}/thumb.jpg`, photo.thumb, photo.contentType);
    const t3 = performance.now();
    return { total: t3 - t0, intake: t1 - t0, process: t2 - t1, store: t3 - t2 };
  } finally {
    await rm(upload.path, { force: true });
  }
}

/** In a fresh process: the peak RSS above the baseline while `uploads` copies of `source` go through at once. */
async function memoryChild(source: string, uploads: number) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'turnready-bench-photos-'));
  try {
    const store = createFileStore({ dataDir, s3: undefined });
    const tmpDir = uploadTempDir(dataDir);
    // Loads libvips and starts its threads with a tiny photo, so the baseline is a running server's.
    const tiny = path.join(dataDir, 'tiny.jpg');
    await writeFile(tiny, await phoneJpeg({ width: 64, height: 48 }));
    await uploadOnce(tiny, store, tmpDir, -1);
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const started = performance.now();
    await Promise.all(Array.from({ length: uploads }, (_, i) => uploadOnce(source, store, tmpDir, i)));
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    return { baselineMb: mb(baseline), peakMb: mb(peak - baseline), seconds };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function runChild(source: string, uploads: number, width: number, height: number): Promise<MemoryCase> {
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url), '--memory-child', source, String(uploads)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`photo memory child exited with ${code}`)),
    );
  });
  const measured = JSON.parse(output.trim().split('\n').pop()!) as Awaited<ReturnType<typeof memoryChild>>;
  return { uploads, mb: mb((await stat(source)).size), megapixels: (width * height) / 1e6, ...measured };
}

export async function measurePhotos(opts: { log?: (m: string) => void } = {}): Promise<PhotoBenchResult> {
  const log = opts.log ?? (() => {});
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'turnready-bench-photos-'));
  try {
    const photo = { width: 4032, height: 3024 };
    const double = { width: 5702, height: 4276 };
    const source = path.join(dataDir, 'phone.jpg');
    const doubleSource = path.join(dataDir, 'phone-double.jpg');
    await writeFile(source, await phoneJpeg({ ...photo, seed: 11 }));
    await writeFile(doubleSource, await phoneJpeg({ ...double, seed: 12 }));
    const photoMb = mb((await stat(source)).size);
    log(`photos: ${photo.width} × ${photo.height} JPEG of ${photoMb.toFixed(1)} MB; ${TIMED_PHOTOS} one after another`);

    const store = createFileStore({ dataDir, s3: undefined });
    const tmpDir = uploadTempDir(dataDir);
    await uploadOnce(source, store, tmpDir, 0); // warm-up: libvips loads, its threads start
    const runs = [];
    for (let i = 1; i <= TIMED_PHOTOS; i++) runs.push(await uploadOnce(source, store, tmpDir, i));
    const timing = {
      medianMs: median(runs.map((r) => r.total)),
      p90Ms: p90(runs.map((r) => r.total)),
      intakeMs: median(runs.map((r) => r.intake)),
      processMs: median(runs.map((r) => r.process)),
      storeMs: median(runs.map((r) => r.store)),
    };
    log(`photos: median ${timing.medianMs.toFixed(0)} ms per photo (p90 ${timing.p90Ms.toFixed(0)} ms)`);

    const alone = await runChild(source, 1, photo.width, photo.height);
    log(`photos: 1 upload alone, peak RSS +${alone.peakMb.toFixed(0)} MB`);
    const atOnce = await runChild(source, UPLOADS_AT_ONCE, photo.width, photo.height);
    log(
      `photos: ${UPLOADS_AT_ONCE} at once, peak RSS +${atOnce.peakMb.toFixed(0)} MB in ${atOnce.seconds.toFixed(1)} s`,
    );
    const twiceAsMany = await runChild(source, 2 * UPLOADS_AT_ONCE, photo.width, photo.height);
    log(
      `photos: ${2 * UPLOADS_AT_ONCE} at once, peak RSS +${twiceAsMany.peakMb.toFixed(0)} MB in ${twiceAsMany.seconds.toFixed(1)} s`,
    );
    const twiceAsBig = await runChild(doubleSource, UPLOADS_AT_ONCE, double.width, double.height);
    log(
      `photos: ${UPLOADS_AT_ONCE} at once of ${twiceAsBig.mb.toFixed(1)} MB, peak RSS +${twiceAsBig.peakMb.toFixed(0)} MB in ${twiceAsBig.seconds.toFixed(1)} s`,
    );
    return {
      photo: { ...photo, mb: photoMb },
      concurrency: PHOTO_CONCURRENCY,
      timing,
      alone,
      atOnce,
      twiceAsMany,
      twiceAsBig,
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Rows for the results table (bench/report.ts). */
export function renderPhotos(r: PhotoBenchResult): string[] {
  const t = r.timing;
  const timeStatus =
    t.medianMs < PHOTO_GOALS.medianMs
      ? 'met'
      : `**not met**: ${(t.medianMs - PHOTO_GOALS.medianMs).toFixed(0)} ms over. Cause: the re-encode (${t.processMs.toFixed(0)} ms: decode, resize, mozjpeg for both sizes) on a shared CPU`;
  const memoryCase = (c: MemoryCase) =>
    `${c.uploads} × ${c.mb.toFixed(1)} MB (${c.megapixels.toFixed(1)} MP)${c.uploads > 1 ? ' at once' : ' alone'}`;
  // Bounded: the peak of 10 at once barely moves with twice the uploads or twice the size. It is above
  // PHOTO_CONCURRENCY × one alone because glibc's allocator keeps what earlier photos freed (one photo
  // after another climbs the same way, to a ceiling); MALLOC_ARENA_MAX=2 or jemalloc lowers it.
  const limit = r.atOnce.peakMb * PHOTO_GOALS.growth;
  const misses = [r.twiceAsMany, r.twiceAsBig]
    .filter((c) => c.peakMb > limit)
    .map((c) => `${memoryCase(c)}: +${c.peakMb.toFixed(0)} MB > ${limit.toFixed(0)} MB`);
  const memoryStatus = misses.length
    ? `**not met**: ${misses.join('; ')}. Cause: memory grows with what is uploaded, not only with PHOTO_CONCURRENCY: look for a buffer of a whole upload, or more photos decoding at once than the semaphore allows`
    : 'met';
  return [
    `| Photo upload end to end: ${r.photo.width} × ${r.photo.height} JPEG, ${r.photo.mb.toFixed(1)} MB with EXIF/GPS → stream to temp file, sniff, re-encode (≤ 2048 px + thumbnail, metadata stripped), store on local disk (${TIMED_PHOTOS} one after another) | median ${t.medianMs.toFixed(0)} ms per photo (p90 ${t.p90Ms.toFixed(0)} ms): intake ${t.intakeMs.toFixed(0)} ms, re-encode ${t.processMs.toFixed(0)} ms, store ${t.storeMs.toFixed(0)} ms | median < ${PHOTO_GOALS.medianMs} ms | ${timeStatus} |`,
    `| Photo memory: peak RSS above the baseline while uploads run at once, each case in a fresh process, ${r.concurrency} photos decoded at once (PHOTO_CONCURRENCY) | ` +
      `${memoryCase(r.alone)}: +${r.alone.peakMb.toFixed(0)} MB; ${memoryCase(r.atOnce)}: **+${r.atOnce.peakMb.toFixed(0)} MB** (all done in ${r.atOnce.seconds.toFixed(1)} s); ` +
      `${memoryCase(r.twiceAsMany)}: +${r.twiceAsMany.peakMb.toFixed(0)} MB (${r.twiceAsMany.seconds.toFixed(1)} s); ${memoryCase(r.twiceAsBig)}: +${r.twiceAsBig.peakMb.toFixed(0)} MB (${r.twiceAsBig.seconds.toFixed(1)} s) | ` +
      `bounded by the concurrency: twice the uploads or twice the size add at most ${Math.round((PHOTO_GOALS.growth - 1) * 100)}% to the peak of 10 at once | ${memoryStatus} |`,
  ];
}

async function main() {
  const [, , flag, source, uploads] = process.argv;
  if (flag === '--memory-child') {
    console.log(JSON.stringify(await memoryChild(source!, Number(uploads))));
    return;
  }
  const result = await measurePhotos({ log: (m) => console.log(`[bench] ${m}`) });
  console.log(`\n| figure | value | goal | status |\n| --- | --- | --- | --- |\n${renderPhotos(result).join('\n')}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
