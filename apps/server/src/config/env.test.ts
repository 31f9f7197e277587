import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, isLocalUrl, loadConfig } from './env.js';

const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      dataDir: path.join(repositoryRoot, 'data'),
      databaseUrl: undefined,
      databasePoolSize: undefined,
      paymentsMode: 'emulator',
      webDistDir: path.join(repositoryRoot, 'apps/web/dist'),
    });
  });

  it('keeps its files in the repository whichever folder the server runs in', () => {
    const cwd = process.cwd();
    // Where `npm start` runs it.
    process.chdir(path.join(repositoryRoot, 'apps/server'));
    try {
      expect(loadConfig({}).dataDir).toBe(path.join(repositoryRoot, 'data'));
    } finally {
      process.chdir(cwd);
    }
  });

  it('takes relative paths from the folder the command was typed in', () => {
    const config = loadConfig({
      INIT_CWD: '/srv/kramik',
      DATA_DIR: 'state',
      WEB_DIST_DIR: '../web',
    });
    expect(config.dataDir).toBe('/srv/kramik/state');
    expect(config.webDistDir).toBe('/srv/web');
  });

  it('switches payments to live in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).paymentsMode).toBe('live');
  });

  it('stops with a message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ S3_ENDPOINT: 'https://s3.example.com' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('reads the media store: S3 with its path style and public endpoint, and redirects', () => {
    const s3 = {
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'kramik',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig(s3).s3).toMatchObject({
      region: 'us-east-1',
      forcePathStyle: false,
      publicEndpoint: 'http://minio:9000',
    });
    const redirected = loadConfig({
      ...s3,
      S3_FORCE_PATH_STYLE: '1',
      S3_PUBLIC_ENDPOINT: 'https://media.example.com',
      MEDIA_REDIRECT: '1',
    });
    expect(redirected.s3).toMatchObject({
      forcePathStyle: true,
      publicEndpoint: 'https://media.example.com',
    });
    expect(redirected.mediaRedirect).toBe(true);
    expect(() => loadConfig({ MEDIA_REDIRECT: '1' })).toThrow(/MEDIA_REDIRECT.*S3_ENDPOINT/);
  });

  it('refuses the payment emulators on a public address unless asked for by name', () => {
    const publicUrl = { PUBLIC_URL: 'https://kramik.example.com' };
    expect(() => loadConfig(publicUrl)).toThrow(ConfigError);
    expect(() => loadConfig(publicUrl)).toThrow(/PUBLIC_URL.*PAYMENTS_MODE/);
    expect(() => loadConfig({ ...publicUrl, NODE_ENV: 'test' })).toThrow(/PAYMENTS_MODE/);
    expect(loadConfig({ ...publicUrl, PAYMENTS_MODE: 'emulator' }).paymentsMode).toBe('emulator');
    expect(loadConfig({ ...publicUrl, PAYMENTS_MODE: 'live' }).paymentsMode).toBe('live');
    expect(loadConfig({ ...publicUrl, NODE_ENV: 'production' }).paymentsMode).toBe('live');
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3917' }).paymentsMode).toBe('emulator');
  });

  it('tells loopback and local-network addresses from public ones', () => {
    for (const url of [
      undefined,
      'http://localhost:3000',
      'http://LOCALHOST.:3000',
      'http://shop.localhost',
      'http://kramik.local',
      'http://127.0.0.1',
      'http://127.1.2.3:8080',
      'http://[::1]:3000',
      'http://[::ffff:127.0.0.1]',
    ]) {
      expect(isLocalUrl(url), String(url)).toBe(true);
    }
    for (const url of [
      'https://kramik.example.com',
      'http://10.0.0.5',
      'http://192.168.1.20',
      'http://0.0.0.0',
      'http://[2001:db8::1]',
      'http://localhost.example.com',
      'http://local',
      'http://128.0.0.1',
    ]) {
      expect(isLocalUrl(url), url).toBe(false);
    }
  });

  it('reads the PostgreSQL pool size', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '6' }).databasePoolSize).toBe(6);
  });

  it('reads Redis with its key prefix, and wants the one SECRETS_KEY of every node with it', () => {
    const key = { SECRETS_KEY: Buffer.alloc(32, 7).toString('base64') };
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({ ...key, REDIS_URL: 'redis://127.0.0.1:6379/2' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379/2',
      keyPrefix: 'kramik:',
    });
    expect(
      loadConfig({ ...key, REDIS_URL: 'rediss://cache.example:6380', REDIS_KEY_PREFIX: 'shop-a:' })
        .redis,
    ).toEqual({ url: 'rediss://cache.example:6380', keyPrefix: 'shop-a:' });
    expect(() => loadConfig({ ...key, REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ ...key, REDIS_URL: 'redis://x', REDIS_KEY_PREFIX: 'a b' })).toThrow(
      /REDIS_KEY_PREFIX/,
    );
    expect(() => loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(
      /SECRETS_KEY: required when REDIS_URL is set/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });
});
