import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ProductImage } from '@kramik/contract';
import { AppError } from './errors.js';

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

/**
 * Checks an upload by its content (not its name or declared type), refuses pixel floods,
 * re-encodes it to WebP without metadata (EXIF and GPS dropped) and stores it under a generated
 * name in DATA_DIR/media/<folder>. Answers the public URL.
 */
export async function storeImage(
  bytes: Buffer,
  options: { mediaRoot: string; folder: string; maxWidth: number },
): Promise<string> {
  await checkedFormat(bytes);
  const output = await sharp(bytes, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize({ width: options.maxWidth, withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
  const name = `${randomUUID()}.webp`;
  const dir = path.join(options.mediaRoot, options.folder);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), output);
  return `/media/${options.folder}/${name}`;
}

/** A checked upload: its format by content, and a decoder limited against pixel floods. */
async function checkedFormat(bytes: Buffer) {
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED.has(format)) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'imageType');
  }
  return format === 'jpeg' ? 'jpg' : format;
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
 * dropped), under DATA_DIR/media/<folder>/<name>-<width>.webp.
 */
export async function storeImageVariants(
  bytes: Buffer,
  options: { mediaRoot: string; folder: string; widths: readonly number[] },
): Promise<StoredVariants> {
  const extension = await checkedFormat(bytes);
  const upright = sharp(bytes, { limitInputPixels: 40_000_000 }).rotate();
  const format = extension === 'jpg' ? 'jpeg' : (extension as 'png' | 'webp');
  const original = await upright
    .toFormat(format, { quality: 90 })
    .toBuffer({ resolveWithObject: true });
  const { width, height } = original.info;
  const name = randomUUID();
  const dir = path.join(options.mediaRoot, options.folder);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, `${name}-original.${extension}`), original.data);
  const variants: Record<string, string> = {};
  const widths = options.widths.filter((w, i) => i === 0 || w <= width * 1.25);
  for (const target of widths) {
    const output = await sharp(original.data)
      .resize({ width: target, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    await fs.writeFile(path.join(dir, `${name}-${target}.webp`), output.data);
    // Keyed by the real width: srcset's `w` descriptors must tell the browser the truth.
    variants[String(output.info.width)] = `/media/${options.folder}/${name}-${target}.webp`;
  }
  return {
    variants,
    original: `/media/${options.folder}/${name}-original.${extension}`,
    width,
    height,
  };
}

/** Removes every stored file of images kept by `storeImageVariants` (widths and original). */
export async function removeStoredVariants(
  mediaRoot: string,
  images: { variants: Record<string, string>; original: string }[],
) {
  for (const image of images) {
    for (const url of [...Object.values(image.variants), image.original]) {
      await removeImage(mediaRoot, url);
    }
  }
}

export async function removeImage(mediaRoot: string, url: string | null) {
  if (!url?.startsWith('/media/')) return;
  const file = path.join(mediaRoot, url.slice('/media/'.length));
  if (!file.startsWith(mediaRoot)) return;
  await fs.rm(file, { force: true });
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
