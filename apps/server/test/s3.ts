import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** The credentials s3rver knows (its defaults). */
const ACCESS_KEY = 'S3RVER';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The environment that puts the app's media in this bucket (add `MEDIA_REDIRECT` to taste). */
  env: Record<string, string>;
  /** Where s3rver keeps the bucket's objects on disk. */
  directory: string;
  stop(): Promise<void>;
}

/**
 * A real S3-protocol server for tests (s3rver: the S3 REST API over HTTP, objects in a temporary
 * folder; it checks the access key but not SigV4 signatures) on a free loopback port, with one
 * empty bucket. The app talks to it through the AWS SDK as to any S3-compatible store,
 * path-style.
 */
export async function startS3Server(bucket = 'kramik-media'): Promise<TestS3> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'kramik-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    directory,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: '1',
    },
    stop: async () => {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
