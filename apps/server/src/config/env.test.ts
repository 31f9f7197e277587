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

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });
});
