import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { Config } from '../config/env.js';

/**
 * Where uploads, their re-encoded widths and the demo pictures are kept: a folder under DATA_DIR
 * (one node) or an S3-compatible bucket (several nodes, a CDN in front). A file is named by its
 * key, the part of its public address after `/media/` (`products/<id>/<name>-640.webp`); the
 * database keeps the addresses, so a shop moves between the two without touching a row
 * (`npm run media:migrate`).
 */
export interface MediaStore {
  readonly kind: 'local' | 's3';
  /** Where the files are, for logs and backup manifests: a folder, or `s3://bucket` at its endpoint. */
  readonly location: string;
  put(key: string, data: Buffer): Promise<void>;
  /** Stores a copy of a file on this machine. */
  putFile(key: string, file: string): Promise<void>;
  /** A file's bytes, or undefined when there is none. */
  read(key: string): Promise<Buffer | undefined>;
  exists(key: string): Promise<boolean>;
  /** Removes files; keys that are not there are no error. */
  remove(keys: string[]): Promise<void>;
  /** Every file with its size, in no particular order. */
  list(): AsyncIterable<MediaEntry>;
  /** Throws unless the store can be reached (the readiness check; the signal gives up). */
  check(signal?: AbortSignal): Promise<void>;
}

export interface MediaEntry {
  key: string;
  size: number;
}

/** The cache header of a media file: names are never reused, but a week keeps a CDN honest. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=604800';

/** Path segments of a key: no empty, `.` or `..` segment, nothing hidden, no odd characters. */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function isMediaKey(key: string) {
  return key.length <= 512 && KEY.test(key);
}

/** The key of a `/media/...` address, or undefined for any other address. */
export function mediaKeyOf(url: string | null | undefined) {
  if (!url?.startsWith('/media/')) return undefined;
  const key = url.slice('/media/'.length);
  return isMediaKey(key) ? key : undefined;
}

export const mediaUrlOf = (key: string) => `/media/${key}`;

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.avif': 'image/avif',
};

export function contentTypeOf(key: string) {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

function checkedKey(key: string) {
  if (!isMediaKey(key)) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
  return key;
}

/** The media folder (DATA_DIR/media): today's and the default store. */
export class LocalMediaStore implements MediaStore {
  readonly kind = 'local';
  constructor(readonly root: string) {}

  get location() {
    return this.root;
  }

  private file(key: string) {
    return path.join(this.root, ...checkedKey(key).split('/'));
  }

  async put(key: string, data: Buffer) {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, data);
  }

  async putFile(key: string, source: string) {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.copyFile(source, file);
  }

  async read(key: string) {
    return fs.readFile(this.file(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'EISDIR') return undefined;
      throw error;
    });
  }

  async exists(key: string) {
    return fs.stat(this.file(key)).then(
      (stat) => stat.isFile(),
      () => false,
    );
  }

  async remove(keys: string[]) {
    for (const key of keys) await fs.rm(this.file(key), { force: true });
  }

  async *list(): AsyncIterable<MediaEntry> {
    // Hidden entries (a seed's `.demo-render-*` staging folder) are not media.
    const walk = async function* (dir: string, prefix: string): AsyncIterable<MediaEntry> {
      const entries = await fs.readdir(dir, { withFileTypes: true }).catch((error) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      });
      for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
        const key = `${prefix}${entry.name}`;
        if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), `${key}/`);
        else if (entry.isFile() && isMediaKey(key)) {
          const { size } = await fs.stat(path.join(dir, entry.name));
          yield { key, size };
        }
      }
    };
    yield* walk(this.root, '');
  }

  async check() {
    await fs.mkdir(this.root, { recursive: true });
    await fs.access(this.root, fs.constants.W_OK);
  }
}

export type S3Settings = NonNullable<Config['s3']>;

/** What a media request gets from the bucket (`S3MediaStore.fetch`). */
export type S3Answer =
  | { status: 404 }
  | { status: 416 }
  | { status: 304; etag: string | undefined; lastModified: Date | undefined }
  | {
      status: 200 | 206;
      etag: string | undefined;
      lastModified: Date | undefined;
      size: number | undefined;
      contentRange: string | undefined;
      contentType: string;
      /** Undefined for a HEAD request. */
      body: Readable | undefined;
    };

interface S3Clients {
  sdk: typeof S3Sdk;
  client: S3Sdk.S3Client;
  signer: S3Sdk.S3Client;
}

/** How long a signed address is valid, and how long the same one is handed out. */
const SIGNED_FOR_SECONDS = 2 * 3600;
const SIGNING_WINDOW_SECONDS = 3600;

/**
 * An S3-compatible bucket through the official AWS SDK v3 client: AWS, MinIO, Ceph, Garage,
 * Cloudflare R2 and the like (`S3_FORCE_PATH_STYLE=1` for those that want the bucket in the path).
 */
export class S3MediaStore implements MediaStore {
  readonly kind = 's3';
  readonly bucket: string;
  private clients: Promise<S3Clients> | undefined;

  constructor(private readonly settings: S3Settings) {
    this.bucket = settings.bucket;
    this.location = `s3://${settings.bucket} at ${settings.endpoint}`;
  }

  /**
   * The AWS SDK and this bucket's clients, made at the first call: the SDK (about 4 MiB resident)
   * is loaded only by a node that uses a bucket, and only once it does (docs/benchmarks.md, the
   * idle shop's memory). `signer` signs addresses for browsers (its endpoint is
   * S3_PUBLIC_ENDPOINT).
   */
  sdk(): Promise<S3Clients> {
    this.clients ??= import('@aws-sdk/client-s3').then((sdk) => {
      const { settings } = this;
      const client = (endpoint: string) =>
        new sdk.S3Client({
          endpoint,
          region: settings.region,
          forcePathStyle: settings.forcePathStyle,
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
          // Checksums only where the protocol requires them: the SDK's default CRC32 headers and
          // chunked uploads (since 3.729) are refused by many S3-compatible servers.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        });
      const main = client(settings.endpoint);
      const signer =
        settings.publicEndpoint === settings.endpoint ? main : client(settings.publicEndpoint);
      return { sdk, client: main, signer };
    });
    return this.clients;
  }

  readonly location: string;

  async put(key: string, data: Buffer) {
    const { sdk, client } = await this.sdk();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: checkedKey(key),
        Body: data,
        ContentType: contentTypeOf(key),
        // Kept with the object: what the bucket (or a CDN) answers in redirect mode.
        CacheControl: MEDIA_CACHE_CONTROL,
      }),
    );
  }

  async putFile(key: string, file: string) {
    await this.put(key, await fs.readFile(file));
  }

  async read(key: string) {
    const { sdk, client } = await this.sdk();
    try {
      const answer = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }),
      );
      return Buffer.from(await answer.Body!.transformToByteArray());
    } catch (error) {
      if (statusOf(error, sdk) === 404) return undefined;
      throw error;
    }
  }

  async exists(key: string) {
    const { sdk, client } = await this.sdk();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
      return true;
    } catch (error) {
      if (statusOf(error, sdk) === 404) return false;
      throw error;
    }
  }

  async remove(keys: string[]) {
    const { sdk, client } = await this.sdk();
    for (let start = 0; start < keys.length; start += 1000) {
      const batch = keys.slice(start, start + 1000).map((key) => ({ Key: checkedKey(key) }));
      const answer = await client.send(
        new sdk.DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch, Quiet: true },
        }),
      );
      const failed = answer.Errors?.filter((error) => error.Code !== 'NoSuchKey') ?? [];
      if (failed.length > 0) {
        throw new Error(
          `Could not delete ${failed.length} media objects: ${failed[0]!.Key} (${failed[0]!.Code})`,
        );
      }
    }
  }

  async *list(): AsyncIterable<MediaEntry> {
    const { sdk, client } = await this.sdk();
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key && isMediaKey(object.Key)) yield { key: object.Key, size: object.Size ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async check(signal?: AbortSignal) {
    const { sdk, client } = await this.sdk();
    await client.send(new sdk.HeadBucketCommand({ Bucket: this.bucket }), {
      abortSignal: signal,
    });
  }

  /**
   * A media request answered from the bucket: the object (streamed), a range of it, or "not
   * modified", with the conditions and range of the browser's request passed on.
   */
  async fetch(
    key: string,
    request: { head: boolean; ifNoneMatch?: string; ifModifiedSince?: string; range?: string },
  ): Promise<S3Answer> {
    const { sdk, client } = await this.sdk();
    const input = {
      Bucket: this.bucket,
      Key: checkedKey(key),
      IfNoneMatch: request.ifNoneMatch,
      IfModifiedSince: request.ifModifiedSince ? new Date(request.ifModifiedSince) : undefined,
      Range: request.range,
    };
    if (input.IfModifiedSince && Number.isNaN(input.IfModifiedSince.getTime()))
      input.IfModifiedSince = undefined;
    try {
      const answer = await client.send(
        request.head ? new sdk.HeadObjectCommand(input) : new sdk.GetObjectCommand(input),
      );
      const body = 'Body' in answer ? (answer.Body as Readable | undefined) : undefined;
      return {
        status: answer.ContentRange ? 206 : 200,
        etag: answer.ETag,
        lastModified: answer.LastModified,
        size: answer.ContentLength,
        contentRange: answer.ContentRange,
        contentType: answer.ContentType ?? contentTypeOf(key),
        body,
      };
    } catch (error) {
      const status = statusOf(error, sdk);
      if (status === 304) {
        const headers = (error as { $response?: { headers?: Record<string, string> } }).$response
          ?.headers;
        const lastModified = headers?.['last-modified'];
        return {
          status,
          etag: headers?.etag ?? request.ifNoneMatch,
          lastModified: lastModified ? new Date(lastModified) : undefined,
        };
      }
      if (status === 404) return { status };
      if (status === 416) return { status };
      throw error;
    }
  }

  /**
   * A signed address of an object for browsers. Signed as of the start of the current hour and
   * valid for two: the same address is handed out for an hour, so browsers and CDNs can cache it,
   * and it stays valid for as long as the redirect to it may be cached (`maxAge`).
   */
  async signedUrl(key: string, now = Date.now()) {
    const [{ sdk, signer }, { getSignedUrl }] = await Promise.all([
      this.sdk(),
      import('@aws-sdk/s3-request-presigner'),
    ]);
    const windowStart = Math.floor(now / 1000 / SIGNING_WINDOW_SECONDS) * SIGNING_WINDOW_SECONDS;
    const url = await getSignedUrl(
      signer,
      new sdk.GetObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }),
      { expiresIn: SIGNED_FOR_SECONDS, signingDate: new Date(windowStart * 1000) },
    );
    const maxAge = windowStart + SIGNING_WINDOW_SECONDS - Math.floor(now / 1000);
    return { url, maxAge };
  }
}

/**
 * The origin of the signed addresses browsers are sent to: the public endpoint, with the bucket
 * as a subdomain unless path-style (for the web app's Content-Security-Policy).
 */
export function signedUrlOrigin(settings: S3Settings) {
  const url = new URL(settings.publicEndpoint);
  if (!settings.forcePathStyle) url.hostname = `${settings.bucket}.${url.hostname}`;
  return url.origin;
}

/** The HTTP status of an S3 client error (404 for a missing key or bucket), if it has one. */
function statusOf(error: unknown, sdk: typeof S3Sdk) {
  if (error instanceof sdk.S3ServiceException) {
    if (error.name === 'NoSuchKey' || error.name === 'NotFound') return 404;
    return error.$metadata.httpStatusCode;
  }
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

const stores = new WeakMap<Config, MediaStore>();

/**
 * The media store the configuration names: the bucket when `S3_*` is set, else DATA_DIR/media.
 * One per configuration (its S3 client keeps its connections).
 */
export function mediaStoreFor(config: Config): MediaStore {
  let store = stores.get(config);
  if (!store) {
    store = config.s3
      ? new S3MediaStore(config.s3)
      : new LocalMediaStore(path.join(config.dataDir, 'media'));
    stores.set(config, store);
  }
  return store;
}

/**
 * Copies every file of one store into another, `concurrency` at a time. A file already in the
 * target with the same size is left alone (names are never reused for other contents), so a copy
 * that was cut short is finished by running it again. Answers the source's files and bytes, and
 * how many were copied and how many were there already.
 */
export async function copyMedia(
  from: MediaStore,
  to: MediaStore,
  options: { concurrency?: number; onProgress?: (done: number) => void } = {},
) {
  const present = new Map<string, number>();
  for await (const entry of to.list()) present.set(entry.key, entry.size);
  const queue: MediaEntry[] = [];
  for await (const entry of from.list()) queue.push(entry);
  const result = {
    objects: queue.length,
    bytes: queue.reduce((sum, entry) => sum + entry.size, 0),
    copied: 0,
    skipped: 0,
  };
  let done = 0;
  const worker = async () => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      if (present.get(entry.key) === entry.size) {
        result.skipped++;
      } else {
        const data = await from.read(entry.key);
        // Removed meanwhile (a photo deleted while the copy runs): nothing to copy.
        if (data) {
          await to.put(entry.key, data);
          result.copied++;
        }
      }
      options.onProgress?.(++done);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));
  return result;
}
