import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Encrypts sellers' secrets at rest (AES-256-GCM). The key comes from SECRETS_KEY (base64, 32
 * bytes) or, without it, from DATA_DIR/secrets.key, created on first use with mode 0600.
 */
export class SecretBox {
  private constructor(private readonly key: Buffer) {}

  static fromConfig(secretsKey: string | undefined, dataDir: string) {
    if (secretsKey) return new SecretBox(Buffer.from(secretsKey, 'base64'));
    const file = path.join(dataDir, 'secrets.key');
    if (!fs.existsSync(file)) {
      fs.mkdirSync(dataDir, { recursive: true });
      fs.writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    }
    return new SecretBox(Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64'));
  }

  /**
   * A keyed digest (HMAC-SHA-256 under a key derived from this one) for values that are looked up
   * but must not be readable from the database, such as client addresses: without the key, a
   * digest cannot be matched against the few billion possible IPv4 addresses.
   */
  digest(purpose: string, value: string) {
    this.digestKey ??= Buffer.from(hkdfSync('sha256', this.key, '', 'kramik-digest', 32));
    return createHmac('sha256', this.digestKey).update(`${purpose}\0${value}`).digest('hex');
  }

  private digestKey: Buffer | undefined;

  /** `v1.<iv>.<tag>.<ciphertext>`, all base64url. */
  encrypt(plain: string) {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), data]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  decrypt(sealed: string) {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined)
      throw new Error('unknown secret format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }
}

/** Shows the last four characters only: `••••••••3f9a`. */
export function maskSecret(plain: string) {
  return `••••••••${plain.slice(-4)}`;
}
