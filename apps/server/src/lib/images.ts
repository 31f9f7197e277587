import { randomUUID } from 'node:crypto';
import type { Metadata, OutputInfo } from 'sharp';
import type { ProductImage } from '@kramik/contract';
import { AppError } from './errors.js';
import { mediaKeyOf, mediaUrlOf, type MediaStore } from './media-store.js';
import { Semaphore, SemaphoreFullError } from './semaphore.js';

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

/**
 * The longest side an upload may have. The widest rendition is 1600 px, but the original is kept
 * too, and sellers upload straight from their phones: 4096 takes a 12-megapixel photo
 * (4032 × 3024) and refuses the 36-megapixel pixel floods that cost seconds of CPU each.
 */
export const MAX_IMAGE_SIDE = 4096;
const MAX_IMAGE_PIXELS = MAX_IMAGE_SIDE * MAX_IMAGE_SIDE;
/** A backstop per sharp pipeline against decoders that crawl (e.g. endless progressive scans). */
const DECODE_TIMEOUT_SECONDS = 10;

/**
 * Decoding is CPU-bound and uses a core fully: one upload at a time per process, a few more wait
 * their turn, and the rest are answered 503 SERVER_BUSY at once.
 */
export const imageDecoder = new Semaphore({ slots: 1, maxWaiting: 8 });

/**
 * sharp (libvips: about 8 MiB resident once loaded) is loaded at the first upload, not when the
 * server starts: most processes never decode an image (docs/benchmarks.md, the idle shop's memory).
 * Without libvips's operation cache: it keeps up to 50 MB of recent results, which an upload
 * never asks for again, and which the demo shop's seeding left resident in the process that made
 * it.
 */
export const loadSharp = () =>
  import('sharp').then((module) => {
    module.default.cache(false);
    return module.default;
  });
type Sharp = Awaited<ReturnType<typeof loadSharp>>;

/** A sharp pipeline on an upload, limited in pixels and time. */
function decoder(sharp: Sharp, bytes: Buffer) {
  return sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).timeout({
    seconds: DECODE_TIMEOUT_SECONDS,
  });
}

/**
 * Checks an upload by its content (not its name or declared type), refuses pixel floods,
 * re-encodes it to WebP without metadata (EXIF and GPS dropped) and stores it under a generated
 * name in <folder> of the media store. Answers the public URL.
 */
export async function storeImage(
  bytes: Buffer,
  options: { media: MediaStore; folder: string; maxWidth: number },
): Promise<string> {
  const sharp = await loadSharp();
  await checkedUpload(sharp, bytes);
  const output = await decode(() =>
    decoder(sharp, bytes)
      .rotate()
      .resize({ width: options.maxWidth, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer(),
  );
  const key = `${options.folder}/${randomUUID()}.webp`;
  await options.media.put(key, output);
  return mediaUrlOf(key);
}

const tooManyPixels = () =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', 'imageTooManyPixels', undefined, {
    width: String(MAX_IMAGE_SIDE),
    height: String(MAX_IMAGE_SIDE),
  });

/**
 * Checks an upload by its header alone, before any pixel is decoded: its format by content
 * (415) and its dimensions (413). Answers the format.
 */
async function checkedUpload(sharp: Sharp, bytes: Buffer) {
  let metadata: Metadata | undefined;
  try {
    // The header only; the pixel limit is checked below, so that it answers 413, not 415.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    metadata = undefined;
  }
  const format = metadata?.format;
  if (!format || !ACCEPTED.has(format)) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'imageType');
  }
  const { width = 0, height = 0 } = metadata!;
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) throw tooManyPixels();
  return format as 'jpeg' | 'png' | 'webp';
}

/**
 * Runs the decoding work of one upload in the process's decoder slot. What sharp fails on is
 * the upload's fault: too slow (413) or unreadable (415), never a 500.
 */
async function decode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await imageDecoder.run(work);
  } catch (error) {
    if (error instanceof SemaphoreFullError) {
      throw new AppError(503, 'SERVER_BUSY', 'imageBusy');
    }
    const message = error instanceof Error ? error.message : '';
    if (message.startsWith('timeout:'))
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'imageTooSlow');
    if (/pixel limit/.test(message)) throw tooManyPixels();
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'imageUnreadable');
  }
}

export interface StoredVariants {
  /** Real width in pixels → public URL of a WebP rendition (never wider than the upload). */
  variants: Record<string, string>;
  /** The upload at full size in its own format, orientation applied and metadata removed. */
  original: string;
  width: number;
  height: number;
}

/**
 * Stores an upload in several WebP widths plus the original without metadata (EXIF and GPS
 * dropped), in the media store as <folder>/<name>-<width>.webp.
 */
export async function storeImageVariants(
  bytes: Buffer,
  options: { media: MediaStore; folder: string; widths: readonly number[] },
): Promise<StoredVariants> {
  const sharp = await loadSharp();
  const format = await checkedUpload(sharp, bytes);
  const rendered = await decode(async () => {
    const original = await decoder(sharp, bytes)
      .rotate()
      .toFormat(format, { quality: 90 })
      .toBuffer({ resolveWithObject: true });
    const { width } = original.info;
    const widths = options.widths.filter((w, i) => i === 0 || w <= width * 1.25);
    const variants: { target: number; output: { data: Buffer; info: OutputInfo } }[] = [];
    for (const target of widths) {
      // From the upload, not the re-encoded original: JPEG shrinks while it loads.
      const output = await decoder(sharp, bytes)
        .rotate()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ target, output });
    }
    return { original, variants };
  });
  const { width, height } = rendered.original.info;
  const extension = format === 'jpeg' ? 'jpg' : format;
  const base = `${options.folder}/${randomUUID()}`;
  const original = `${base}-original.${extension}`;
  const files = [
    { key: original, data: rendered.original.data },
    ...rendered.variants.map(({ target, output }) => ({
      key: `${base}-${target}.webp`,
      data: output.data,
    })),
  ];
  await Promise.all(files.map((file) => options.media.put(file.key, file.data)));
  const variants: Record<string, string> = {};
  for (const { target, output } of rendered.variants) {
    // Keyed by the real width: srcset's `w` descriptors must tell the browser the truth.
    variants[String(output.info.width)] = mediaUrlOf(`${base}-${target}.webp`);
  }
  return { variants, original: mediaUrlOf(original), width, height };
}

/** Removes every stored file of images kept by `storeImageVariants` (widths and original). */
export async function removeStoredVariants(
  media: MediaStore,
  images: { variants: Record<string, string>; original: string }[],
) {
  const keys = images.flatMap((image) =>
    [...Object.values(image.variants), image.original].flatMap((url) => mediaKeyOf(url) ?? []),
  );
  await media.remove(keys);
}

/** Removes a file `storeImage` stored; any other address (none, a foreign one) is left alone. */
export async function removeImage(media: MediaStore, url: string | null) {
  const key = mediaKeyOf(url);
  if (key) await media.remove([key]);
}

/** An image as the API shows it: the largest width, a thumbnail and a srcset. */
export function toImage(
  id: string,
  variants: Record<string, string>,
  width: number,
  height: number,
) {
  const widths = Object.keys(variants)
    .map(Number)
    .sort((a, b) => a - b);
  const url = variants[String(widths.at(-1))] ?? '';
  const thumb = variants[String(widths.find((w) => w >= 480) ?? widths.at(-1))] ?? url;
  return {
    _id: id,
    url,
    thumb,
    srcset: widths.map((w) => `${variants[String(w)]} ${w}w`).join(', '),
    width,
    height,
  } satisfies ProductImage;
}

export function imagesOf(
  rows: { id: string; variants: Record<string, string>; width: number; height: number }[],
) {
  return rows.map((row) => toImage(row.id, row.variants, row.width, row.height));
}
