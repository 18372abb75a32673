import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** A secret sealed with AES-256-GCM: what the database keeps instead of the secret. */
export interface Sealed {
  ciphertext: Buffer;
  iv: Buffer;
  tag: Buffer;
}

/** Seals `plain` under the 32-byte `key` with a fresh 96-bit IV. */
export function seal(key: Uint8Array, plain: string): Sealed {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return { ciphertext, iv, tag: cipher.getAuthTag() };
}

/** Opens a sealed secret; throws when the key is wrong or the data was changed (GCM tag check). */
export function open(key: Uint8Array, sealed: { ciphertext: Uint8Array; iv: Uint8Array; tag: Uint8Array }): string {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.iv);
  decipher.setAuthTag(sealed.tag);
  return Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()]).toString('utf8');
}
