// Receives one uploaded photo: streams it to a temp file (never holding it whole in memory), stops
// at the size limit, and decides what it is from its first bytes. Anything refused leaves no file.
//
// Built for @fastify/multipart's parts (`part.file` from `request.parts()`): busboy truncates a file
// at `limits.fileSize`, emits 'limit' and sets `truncated`; this counts bytes too, so any stream
// works. A refused file's stream is drained rather than destroyed, because destroying a busboy part
// stops the whole multipart request, and the next photo of the same upload must still arrive.
import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PhotoRejected } from './photo-rejected';
import { SNIFF_BYTES, sniffImage } from './sniff';

export type ReceivedUpload = {
  /** The temp file: the caller hands it to processPhoto and removes it afterwards. */
  path: string;
  bytes: number;
  type: 'jpeg' | 'png' | 'webp';
};

type UploadStream = Readable & { truncated?: boolean };

const TEMP_PREFIX = 'upload-';
/** Whether a file name in the temp folder is one of ours (temp-uploads.ts sweeps only those). */
export const isUploadTempName = (name: string) => name.startsWith(TEMP_PREFIX);

/**
 * Streams `stream` to a new temp file in `tmpDir`. Throws PhotoRejected (too_large, not_image,
 * heic_unsupported, empty) with the temp file removed and the rest of the stream drained, so give
 * it a bounded stream (busboy's fileSize); any other error (the client went away) is passed on.
 */
export async function receiveUpload(
  stream: UploadStream,
  opts: { maxBytes: number; tmpDir: string },
): Promise<ReceivedUpload> {
  const file = path.join(opts.tmpDir, `${TEMP_PREFIX}${randomUUID()}`);
  let bytes = 0;
  let head = Buffer.alloc(0);
  let type: ReceivedUpload['type'] | undefined;

  const decide = () => {
    const sniffed = sniffImage(head);
    if (sniffed === 'heic') throw new PhotoRejected('heic_unsupported');
    if (sniffed === null) throw new PhotoRejected('not_image');
    type = sniffed;
  };
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        bytes += chunk.length;
        if (bytes > opts.maxBytes) throw new PhotoRejected('too_large');
        if (type === undefined && head.length < SNIFF_BYTES) {
          head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
          if (head.length >= SNIFF_BYTES) decide();
        }
        done(null, chunk);
      } catch (err) {
        done(err as Error);
      }
    },
    flush(done) {
      try {
        if (bytes === 0) throw new PhotoRejected('empty');
        if (type === undefined) decide();
        done();
      } catch (err) {
        done(err as Error);
      }
    },
  });

  // Listening starts before the first await: a limit or an error meanwhile must not go unheard (an
  // unheard 'error' would crash the process).
  const onLimit = () => guard.destroy(new PhotoRejected('too_large'));
  const onSourceError = (err: Error) => guard.destroy(err);
  const onSourceClose = () => {
    if (!stream.readableEnded) guard.destroy(new Error('The upload stream closed before its end.'));
  };
  guard.on('error', () => {}); // reported by the pipeline below, however early it happened
  stream.on('limit', onLimit);
  stream.on('error', onSourceError);
  stream.on('close', onSourceClose);
  if (stream.destroyed) onSourceClose();
  let out: WriteStream | undefined;
  try {
    await mkdir(opts.tmpDir, { recursive: true });
    out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
    stream.pipe(guard);
    await pipeline(guard, out);
    // busboy may truncate without our count passing the limit (its limit set lower than ours).
    if (stream.truncated) throw new PhotoRejected('too_large');
    return { path: file, bytes, type: type! };
  } catch (err) {
    stream.unpipe(guard);
    if (!stream.destroyed && !stream.readableEnded) {
      // Whatever the rest of it does, the request must not crash over a file already refused.
      stream.on('error', () => {});
      stream.resume();
    }
    // The file is opened in the background: a refusal can come before the open has created it, so
    // wait for the stream to close before removing it, or the removal would come first.
    if (out && !out.closed) await new Promise<void>((resolve) => out!.once('close', () => resolve()));
    await rm(file, { force: true });
    throw err;
  } finally {
    stream.off('limit', onLimit);
    stream.off('error', onSourceError);
    stream.off('close', onSourceClose);
  }
}
