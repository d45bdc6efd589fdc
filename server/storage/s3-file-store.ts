// Files in an S3-compatible bucket (AWS S3, or MinIO, R2, s3rver... through S3_ENDPOINT), with the
// official AWS SDK. S3 writes are atomic per object and deletes of missing keys succeed, which is
// the FileStore contract already.
import type { Readable } from 'node:stream';
import type { S3Env } from '../env';
import { assertFileKey } from './file-key';
import type { FileStore, StoredFile } from './file-store';

type Sdk = typeof import('@aws-sdk/client-s3');

export function createS3FileStore(s3: S3Env): FileStore {
  // The SDK loads on the first file operation, not at boot: about 130 ms of every server start,
  // and most servers without S3_BUCKET never need it.
  let loaded: Promise<{ sdk: Sdk; client: InstanceType<Sdk['S3Client']> }> | undefined;
  const connect = () =>
    (loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: createClient(sdk, s3) })));

  return {
    kind: 's3',

    async put(key, body, contentType) {
      assertFileKey(key);
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: s3.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },

    async get(key): Promise<StoredFile | null> {
      assertFileKey(key);
      const { sdk, client } = await connect();
      try {
        const res = await client.send(new sdk.GetObjectCommand({ Bucket: s3.bucket, Key: key }));
        // In Node the SDK's body is the HTTP response itself (an IncomingMessage): streamed, not buffered.
        return {
          body: res.Body as Readable,
          size: res.ContentLength ?? 0,
          contentType: res.ContentType ?? 'application/octet-stream',
        };
      } catch (err) {
        if (err instanceof sdk.NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },

    async delete(key) {
      assertFileKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: s3.bucket, Key: key }));
    },
  };
}

function createClient(sdk: Sdk, s3: S3Env) {
  return new sdk.S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    // Other S3-compatible servers rarely answer bucket.host names: address them as host/bucket.
    forcePathStyle: s3.endpoint !== undefined,
    credentials:
      s3.accessKeyId && s3.secretAccessKey
        ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
        : undefined,
    // The SDK's newer default adds CRC checksums to every upload and checks them on download; many
    // S3-compatible servers do not know those headers. Checksums only where an operation requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
