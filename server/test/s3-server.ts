// A real S3-compatible server for tests (s3rver, on a loopback port, its files in a temp folder),
// with the S3_* variables that point an app or a FileStore at its bucket.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's built-in account: it checks every request's signature against these keys. */
const S3RVER_KEY = 'S3RVER';

export type S3Server = Awaited<ReturnType<typeof startS3Server>>;

export async function startS3Server(bucket = 'turnready-test') {
  // The AWS SDK warns once per process that its releases after January 2027 need Node 22: true
  // (decision 016), and noise in every test run. A server with S3 configured still says it at boot.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const directory = await mkdtemp(path.join(os.tmpdir(), 'turnready-s3-'));
  // Port 0: the system picks a free port as it binds, so two test files never race for one.
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    bucket,
    directory,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
