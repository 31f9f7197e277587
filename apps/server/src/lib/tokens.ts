import { createHash, randomBytes } from 'node:crypto';

/** A new opaque token with 256 bits of entropy. */
export function createToken() {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256 digest. */
export function hashToken(token: string) {
  return createHash('sha256').update(token).digest('hex');
}
