import type { EntityManager } from '@mikro-orm/postgresql';
import { ModelConnection } from './model-connection.entity.js';
import { UserTwoFactor } from '../auth/two-factor/index.js';
import { open, seal, type Sealed } from '../../core/crypto/secret-box.js';

export interface RotationResult {
  /** Secrets sealed again under the new key. */
  rotated: number;
  /** Keys already under the new key (a rotation run twice, or stopped half-way). */
  current: number;
  /** Keys neither key opens: left as they are (their owners must save them again). */
  unreadable: number;
}

interface SealedRow {
  stored: { ciphertext: Uint8Array; iv: Uint8Array; tag: Uint8Array };
  replace(sealed: { ciphertext: Buffer; iv: Buffer; tag: Buffer }): void;
}

/**
 * Re-encrypts every stored secret (users' model keys and two-factor secrets) from `previous`
 * (SECRETS_KEY_PREVIOUS) to `next` (SECRETS_KEY) in one transaction, with a fresh IV each.
 * Secrets that `next` already opens are left alone, so running it again is harmless.
 */
export async function reencryptSecrets(em: EntityManager, previous: Buffer, next: Buffer): Promise<RotationResult> {
  return em.transactional(async (tx) => {
    const result: RotationResult = { rotated: 0, current: 0, unreadable: 0 };
    const connections = await tx.find(ModelConnection, { keyCiphertext: { $ne: null } }, { lockMode: 4 /* pessimistic write */ });
    const twoFactors = await tx.find(UserTwoFactor, {}, { lockMode: 4 });
    const rows: SealedRow[] = [
      ...connections.map((c) => ({
        stored: { ciphertext: c.keyCiphertext!, iv: c.keyIv!, tag: c.keyTag! },
        replace: (sealed: Sealed) => Object.assign(c, { keyCiphertext: sealed.ciphertext, keyIv: sealed.iv, keyTag: sealed.tag }),
      })),
      ...twoFactors.map((f) => ({
        stored: { ciphertext: f.secretCiphertext, iv: f.secretIv, tag: f.secretTag },
        replace: (sealed: Sealed) => Object.assign(f, { secretCiphertext: sealed.ciphertext, secretIv: sealed.iv, secretTag: sealed.tag }),
      })),
    ];
    for (const row of rows) {
      try {
        open(next, row.stored);
        result.current++;
        continue;
      } catch {
        // Not under the new key yet.
      }
      let plain: string;
      try {
        plain = open(previous, row.stored);
      } catch {
        result.unreadable++;
        continue;
      }
      row.replace(seal(next, plain));
      result.rotated++;
    }
    return result;
  });
}
