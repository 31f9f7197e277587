import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
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
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED.has(format)) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'imageType');
  }
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

export async function removeImage(mediaRoot: string, url: string | null) {
  if (!url?.startsWith('/media/')) return;
  const file = path.join(mediaRoot, url.slice('/media/'.length));
  if (!file.startsWith(mediaRoot)) return;
  await fs.rm(file, { force: true });
}
