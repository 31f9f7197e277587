import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import {
  imageDecoder,
  loadSharp,
  MAX_IMAGE_SIDE,
  storeImage,
  storeImageVariants,
} from './images.js';
import { LocalMediaStore } from './media-store.js';

let mediaRoot: string;
let media: LocalMediaStore;
beforeAll(async () => {
  mediaRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'kramik-images-'));
  media = new LocalMediaStore(mediaRoot);
});
afterAll(() => fs.rm(mediaRoot, { recursive: true, force: true }));

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2d5f8a' } })
    .png()
    .toBuffer();

describe('image uploads', () => {
  it('keeps no libvips operation cache once sharp is loaded (the demo seeding left 50 MB in it)', async () => {
    const loaded = await loadSharp();
    await storeImage(await solid(64, 48), { media, folder: 'cache-probe', maxWidth: 32 });
    expect(loaded.cache()).toMatchObject({
      memory: { current: 0, max: 0 },
      items: { current: 0, max: 0 },
    });
  });

  it('takes a 12-megapixel phone photo but refuses one side over the limit from its header', async () => {
    const photo = await sharp({
      create: { width: 4032, height: 3024, channels: 3, background: '#2d5f8a' },
    })
      .jpeg()
      .toBuffer();
    const stored = await storeImageVariants(photo, {
      media,
      folder: 'p',
      widths: [320, 640, 1280],
    });
    expect(stored).toMatchObject({ width: 4032, height: 3024 });
    expect(Object.keys(stored.variants)).toEqual(['320', '640', '1280']);

    const decodes = imageDecoder.entered;
    const panorama = await solid(MAX_IMAGE_SIDE + 1, 200);
    for (const store of [
      () => storeImageVariants(panorama, { media, folder: 'p', widths: [320] }),
      () => storeImage(panorama, { media, folder: 'c', maxWidth: 1600 }),
    ]) {
      await expect(store()).rejects.toMatchObject({
        statusCode: 413,
        messageKey: 'imageTooManyPixels',
        params: { width: '4096', height: '4096' },
      });
    }
    expect(imageDecoder.entered).toBe(decodes);
  });

  it('answers 503 SERVER_BUSY at once while the decoder and its queue are full', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { slots, maxWaiting } = imageDecoder.options;
    const holders = Array.from({ length: slots + maxWaiting }, () => imageDecoder.run(() => held));
    const refused = await storeImage(await solid(64, 64), {
      media,
      folder: 'c',
      maxWidth: 1600,
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      statusCode: 503,
      code: 'SERVER_BUSY',
      messageKey: 'imageBusy',
    });
    release();
    await Promise.all(holders);
    expect(await storeImage(await solid(64, 64), { media, folder: 'c', maxWidth: 1600 })).toMatch(
      /^\/media\/c\/[0-9a-f-]{36}\.webp$/,
    );
  });
});
